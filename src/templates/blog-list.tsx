import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Link } from "../i18n/link";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { BlogPostCard } from "../components/sections/blog-post-card";
import { gridImagePriority } from "../lib/image-priority";
import { BlogSidebar } from "../components/sections/blog-sidebar";
import * as styles from "../components/sections/blog-layout.module.css";
import { usePageLocale } from "../i18n/page-locale";
import { fill } from "../i18n/fill";
import { formatNumber } from "../lib/numbers";

/** One page of the blog's list (/blog/, /blog/page/2/...): its place among the pages (src/gatsby/blog-pages.ts). */
export type BlogListContext = PageLocale & { skip: number; limit: number; page: number; pageCount: number; pagePaths: string[] };

/** The articles, newest first, a few per page with their excerpts, and the pages' numbers. */
export default function BlogListPage({ data, pageContext }: PageProps<Queries.BlogListPageQuery, BlogListContext>) {
  const { locale, texts } = usePageLocale();
  const { page, pageCount, pagePaths } = pageContext;
  const number = (n: number) => (
    <>
      <span className="visually-hidden">{texts.blog.page} </span>
      {formatNumber(n, locale)}
    </>
  );
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
          {pageCount > 1 && (
            <nav aria-label={texts.blog.pagination} className={styles.pagination}>
              <ul>
                {page > 1 && (
                  <li>
                    <Link to={pagePaths[page - 2]} rel="prev" aria-label={texts.blog.previousPage}>
                      <span aria-hidden="true">←</span>
                    </Link>
                  </li>
                )}
                {pagePaths.map((path, i) => (
                  <li key={path}>{i + 1 === page ? <span aria-current="page">{number(i + 1)}</span> : <Link to={path}>{number(i + 1)}</Link>}</li>
                ))}
                {page < pageCount && (
                  <li>
                    <Link to={pagePaths[page]} rel="next" aria-label={texts.blog.nextPage}>
                      <span aria-hidden="true">→</span>
                    </Link>
                  </li>
                )}
              </ul>
            </nav>
          )}
        </div>
        <BlogSidebar />
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
  }
`;

export const Head: HeadFC<object, BlogListContext> = ({ pageContext }) => {
  const { texts } = pageContext;
  const onPage = (text: string) => (pageContext.page === 1 ? text : fill(texts.blog.pageTitle, { title: text, page: String(pageContext.page) }));
  return <Seo page={pageContext} title={onPage(texts.blog.title)} description={onPage(texts.blog.lead)} />;
};
