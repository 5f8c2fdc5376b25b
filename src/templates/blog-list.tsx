import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { BlogPostCard } from "../components/sections/blog-post-card";
import { gridImagePriority } from "../lib/image-priority";
import { BlogSidebar } from "../components/sections/blog-sidebar";
import * as styles from "../components/sections/blog-layout.module.css";
import { usePageLocale } from "../i18n/page-locale";
import { listPageSeo } from "../i18n/list-page-seo";
import { Pagination } from "../components/ui/pagination";
import type { ListPlace } from "../lib/list-pages";

/** One page of the blog's list (/blog/, /blog/page/2/...): its place among the pages (src/gatsby/blog-pages.ts). */
export type BlogListContext = PageLocale & ListPlace;

/** The articles, newest first, a few per page with their excerpts, and the pages' numbers. */
export default function BlogListPage({ data, pageContext }: PageProps<Queries.BlogListPageQuery, BlogListContext>) {
  const { texts } = usePageLocale();
  return (
    <Layout richFooter>
      <PageTitle title={texts.blog.title} lead={texts.blog.lead} />
      <div className={`container ${styles.layout}`}>
        <div>
          <ul className={styles.posts}>
            {data.allBlogPost.nodes.map((post, i) => (
              <li key={post.contentId}>
                <BlogPostCard post={post} excerpt priority={gridImagePriority(i, 1)} />
              </li>
            ))}
          </ul>
          <Pagination label={texts.blog.pagination} list={pageContext} />
        </div>
        <BlogSidebar sidebar={data.sidebar} />
      </div>
    </Layout>
  );
}

export const query = graphql`
  query BlogListPage($locale: String!, $skip: Int!, $limit: Int!) {
    allBlogPost(filter: { locale: { eq: $locale } }, sort: [{ dateIso: DESC }, { position: ASC }], skip: $skip, limit: $limit) {
      nodes {
        ...BlogPostCardFields
      }
    }
    sidebar(locale: { eq: $locale }) {
      ...BlogSidebarFields
    }
  }
`;

export const Head: HeadFC<object, BlogListContext> = ({ pageContext }) => {
  const { texts, page } = pageContext;
  return <Seo page={pageContext} {...listPageSeo(texts, page, { title: texts.blog.title, description: texts.blog.lead })} />;
};
