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
import { useTexts } from "../i18n/page-locale";

/** The newest posts in a grid of two columns, beside the blog's sidebar. */
export default function BlogGridPage({ data }: PageProps<Queries.BlogGridPageQuery, PageLocale>) {
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
        <BlogSidebarSlot />
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
  }
`;

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <Seo
    page={pageContext}
    title={pageContext.texts.blog.gridTitle}
    description={pageContext.texts.head.blogGrid.description}
  />
);
