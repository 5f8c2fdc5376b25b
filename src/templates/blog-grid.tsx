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
import { useTexts } from "../i18n/page-locale";
import type { BlogSubjects } from "../lib/blog-subjects";

/** /blog-grid's context (src/gatsby/blog-pages.ts): the sidebar's categories and tags. */
type BlogGridContext = PageLocale & { blogSubjects: BlogSubjects };

/** The newest posts in a grid of two columns, beside the blog's sidebar. */
export default function BlogGridPage({ data, pageContext }: PageProps<Queries.BlogGridPageQuery, BlogGridContext>) {
  const texts = useTexts();
  return (
    <Layout richFooter>
      <PageTitle
        title={texts.blog.gridTitle}
        lead={texts.blog.gridLead}
        category="Our Blog"
        categoryLabel={texts.breadcrumb.ourBlog}
      />
      <div className={`container ${styles.layout}`}>
        <ul className={`${styles.posts} ${styles.grid}`}>
          {data.allBlogPost.nodes.map((post, i) => (
            <li key={post.contentId}>
              <BlogPostCard post={post} priority={gridImagePriority(i, 2)} />
            </li>
          ))}
        </ul>
        <BlogSidebar sidebar={data.sidebar} subjects={pageContext.blogSubjects} />
      </div>
    </Layout>
  );
}

export const query = graphql`
  query BlogGridPage($locale: String!) {
    allBlogPost(filter: { locale: { eq: $locale } }, sort: [{ dateIso: DESC }, { position: ASC }], limit: 6) {
      nodes {
        ...BlogPostCardFields
      }
    }
    sidebar(locale: { eq: $locale }) {
      ...BlogSidebarFields
    }
  }
`;

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <Seo
    page={pageContext}
    title={pageContext.texts.blog.gridTitle}
    description={pageContext.texts.head.blogGrid.description}
  />
);
