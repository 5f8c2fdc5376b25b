import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import { BlogPostCard } from "../components/sections/blog-post-card";
import { gridImagePriority } from "../lib/image-priority";
import { BlogSidebar } from "../components/sections/blog-sidebar";
import * as styles from "../components/sections/blog-layout.module.css";
import { useTexts } from "../i18n/page-locale";

export default function BlogGridPage({ data }: PageProps<Queries.BlogGridPageQuery>) {
  const texts = useTexts();
  return (
    <Layout richFooter>
      <PageTitle title={texts.blog.gridTitle} lead={texts.blog.gridLead} category="Our Blog" categoryLabel={texts.breadcrumb.ourBlog} />
      <div className={`container ${styles.layout}`}>
        <ul className={`${styles.posts} ${styles.grid}`}>
          {data.allBlogPost.nodes.map((post, i) => (
            <li key={post.contentId}>
              <BlogPostCard post={post} priority={gridImagePriority(i, 2)} />
            </li>
          ))}
        </ul>
        <BlogSidebar />
      </div>
    </Layout>
  );
}

export const query = graphql`
  query BlogGridPage {
    allBlogPost(sort: { position: ASC }, limit: 6) {
      nodes {
        ...BlogPostCardFields
      }
    }
  }
`;

export const Head: HeadFC = ({ location }) => <Seo title="Blog Grid" description="All our articles in a grid: notes from Nusakode on design, development, blockchain and AI for growing businesses." pathname={location.pathname} />;
