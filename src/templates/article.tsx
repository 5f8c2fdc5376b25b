import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { pageSeo } from "../lib/page-seo";
import type { PageLocale } from "../i18n/page-locale";
import { ArticleView } from "../components/article/article-view";
import { ArticleJsonLd } from "../components/article/article-json-ld";

/**
 * An article's neighbours, found when its page is made (src/gatsby/blog-pages.ts); copyOfArticle: this is
 * /single-blog showing the newest article, whose own page is the canonical address.
 */
export type ArticleContext = PageLocale & {
  contentId: string;
  previousId: string;
  nextId: string;
  relatedIds: string[];
  copyOfArticle?: boolean;
};

export default function ArticleTemplate({ data }: PageProps<Queries.ArticlePageQuery, ArticleContext>) {
  if (!data.article) return null;
  return (
    <Layout richFooter>
      <ArticleView
        article={data.article}
        comments={data.comments.nodes}
        visitorComments={data.visitorComments.nodes}
        previous={data.previous}
        next={data.next}
        related={data.related}
      />
    </Layout>
  );
}

export const query = graphql`
  query ArticlePage(
    $contentId: String!
    $locale: String!
    $previousId: String!
    $nextId: String!
    $relatedIds: [String!]!
  ) {
    article: blogPost(contentId: { eq: $contentId }, locale: { eq: $locale }) {
      ...ArticleFields
      seo {
        ...SeoFields
      }
    }
    comments: allComment(filter: { locale: { eq: $locale }, post: { eq: $contentId } }, sort: { position: ASC }) {
      nodes {
        ...ArticleCommentFields
      }
    }
    visitorComments: allVisitorComment(
      filter: { locale: { eq: $locale }, post: { eq: $contentId } }
      sort: [{ publishedAt: ASC }, { contentId: ASC }]
    ) {
      nodes {
        ...VisitorCommentFields
      }
    }
    previous: blogPost(contentId: { eq: $previousId }, locale: { eq: $locale }) {
      ...BlogPostCardFields
    }
    next: blogPost(contentId: { eq: $nextId }, locale: { eq: $locale }) {
      ...BlogPostCardFields
    }
    related: articlesById(locale: $locale, contentIds: $relatedIds) {
      ...BlogPostCardFields
    }
  }
`;

export function Head({ data, pageContext }: HeadProps<Queries.ArticlePageQuery, ArticleContext>) {
  const article = data.article;
  return (
    <Seo
      page={pageContext}
      title={article?.title ?? ""}
      description={article?.content}
      type="article"
      canonicalPath={pageContext.copyOfArticle ? article?.pagePath : undefined}
      seo={pageContext.copyOfArticle ? null : pageSeo(article?.seo)}
    >
      {article && !pageContext.copyOfArticle && <ArticleJsonLd article={article} page={pageContext} />}
    </Seo>
  );
}
