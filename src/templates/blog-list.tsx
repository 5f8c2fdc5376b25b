import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { BlogPostCard } from "../components/sections/blog-post-card";
import { gridImagePriority } from "../lib/image-priority";
import { BlogSidebarSlot } from "../components/sections/blog-sidebar";
import * as styles from "../components/sections/blog-layout.module.css";
import { usePageLocale } from "../i18n/page-locale";
import { listPageSeo } from "../i18n/list-page-seo";
import { fill } from "../i18n/fill";
import type { SubjectKind } from "../rules/article-subjects";
import { Pagination } from "../components/ui/pagination";
import type { ListPlace } from "../lib/list-pages";

/**
 * One page of the blog's list (/blog/, /blog/page/2/...) or of one category's or tag's
 * (/blog/category/development/...): its place among the pages, and on a
 * subject's list the subject and, for a category, its own feed (src/gatsby/blog-pages.ts, subject-pages.ts).
 */
export type BlogListContext = PageLocale & ListPlace & { subject?: { kind: SubjectKind; name: string }; feed?: string };

/** The list's heading and lead: the blog's, or the subject's. */
function listTexts({ texts, subject }: BlogListContext) {
  if (!subject) return { title: texts.blog.title, description: texts.blog.lead };
  const t = texts.blogSubjects[subject.kind];
  return { title: fill(t.title, { name: subject.name }), description: fill(t.lead, { name: subject.name }) };
}

/** The articles, newest first, a few per page with their excerpts, and the pages' numbers. */
export default function BlogListPage({ data, pageContext }: PageProps<Queries.BlogListPageQuery, BlogListContext>) {
  const { texts } = usePageLocale();
  const { title, description } = listTexts(pageContext);
  const crumb = pageContext.subject ? ({ category: "Our Blog", categoryLabel: texts.breadcrumb.ourBlog } as const) : {};
  return (
    <Layout richFooter>
      <PageTitle title={title} lead={description} {...crumb} />
      <div className={`container ${styles.layout}`}>
        <div>
          <ul className={styles.posts}>
            {data.articles.map((post, i) => (
              <li key={post.contentId}>
                <BlogPostCard post={post} excerpt priority={gridImagePriority(i, 1)} />
              </li>
            ))}
          </ul>
          <Pagination label={texts.blog.pagination} list={pageContext} />
        </div>
        <BlogSidebarSlot />
      </div>
    </Layout>
  );
}

export const query = graphql`
  query BlogListPage($locale: String!, $ids: [String!]!) {
    articles: articlesById(locale: $locale, contentIds: $ids) {
      ...BlogPostCardFields
    }
  }
`;

export const Head: HeadFC<object, BlogListContext> = ({ pageContext }) => {
  const texts = listTexts(pageContext);
  return (
    <Seo page={pageContext} {...listPageSeo(pageContext.texts, pageContext.page, texts)}>
      {pageContext.feed && (
        <link rel="alternate" type="application/rss+xml" title={`${texts.title} (RSS)`} href={pageContext.feed} />
      )}
    </Seo>
  );
};
