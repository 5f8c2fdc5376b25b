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
import { useTexts } from "../i18n/page-locale";


export default function BlogPage({ data }: PageProps<Queries.BlogPageQuery>) {
  const texts = useTexts();
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
          <nav aria-label={texts.blog.pagination} className={styles.pagination}>
            <ul>
              <li>
                <span aria-current="page">
                  <span className="visually-hidden">{texts.blog.page} </span>1
                </span>
              </li>
              <li>
                <Link to="/blog-grid">
                  <span className="visually-hidden">{texts.blog.page} </span>2
                </Link>
              </li>
              <li>
                <Link to="/blog-grid" aria-label={texts.blog.nextPage}>
                  <span aria-hidden="true">→</span>
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <BlogSidebar />
      </div>
    </Layout>
  );
}

export const query = graphql`
  query BlogPage($locale: String!) {
    allBlogPost(filter: { locale: { eq: $locale } }, sort: { position: ASC }, limit: 3) {
      nodes {
        ...BlogPostCardFields
      }
    }
  }
`;

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => <Seo page={pageContext} title={pageContext.texts.blog.title} description={pageContext.texts.blog.lead} />;
