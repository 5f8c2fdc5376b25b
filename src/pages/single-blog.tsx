import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { BlogSidebar } from "../components/sections/blog-sidebar";
import { CommentForm } from "../components/forms/comment-form";
import { imageData } from "../lib/image-data";
import { imageLoading } from "../lib/image-priority";
import * as layout from "../components/sections/blog-layout.module.css";
import * as styles from "./single-blog.module.css";
import { usePageLocale } from "../i18n/page-locale";
import { formatNumber } from "../lib/numbers";
import { useContentLang } from "../i18n/content-lang";
import { fill } from "../i18n/fill";

export default function SingleBlogPage({ data }: PageProps<Queries.SingleBlogPageQuery>) {
  const { locale, texts } = usePageLocale();
  const langOf = useContentLang();
  const article = data.blogArticle;
  if (!article) return null;
  const { post } = article;
  const image = imageData(post.image);
  const postLang = langOf(post);
  const articleLang = langOf(article);
  return (
    <Layout richFooter>
      <div className="container">
        <Breadcrumb category="Our Blog" categoryLabel={texts.breadcrumb.ourBlog} current={post.title} currentLang={postLang} />
      </div>
      <div className={`container ${layout.layout}`}>
        <article>
          {image && <GatsbyImage image={image} alt={post.imageAlt} className={styles.image} {...imageLoading("high")} />}
          <p className={styles.meta} lang={postLang}>
            {post.category && <span className={styles.category}>{post.category}</span>}
            <span>{post.date}</span>
          </p>
          <h1 className={styles.title} lang={postLang}>{post.title}</h1>
          {article.body.map((p) => (
            <p key={p} lang={articleLang}>{p}</p>
          ))}
          <blockquote className={styles.quote} lang={articleLang}>{article.quote}</blockquote>
          <div className={styles.footer}>
            <ul className={styles.tags} aria-label={texts.blog.tags}>
              {article.tags.map((tag) => (
                <li key={tag} lang={articleLang}>{tag}</li>
              ))}
            </ul>
            <p>
              <span>{fill(texts.blog.likes, { count: formatNumber(article.likes, locale) })}</span> · <span>{fill(texts.blog.comments, { count: formatNumber(article.commentCount, locale) })}</span>
            </p>
          </div>
          <section aria-labelledby="comments-title">
            <h2 id="comments-title">{texts.blog.commentsTitle}</h2>
            <ul className={styles.comments}>
              {data.allComment.nodes.map((c) => {
                const avatar = imageData(c.image);
                return (
                  <li key={c.contentId} className={c.isReply ? styles.reply : undefined} data-reply={c.isReply ? "" : undefined}>
                    {avatar && <GatsbyImage image={avatar} alt={c.imageAlt} className={styles.avatar} />}
                    <div>
                      <p className={styles.author}>
                        <strong>{c.author}</strong> <small>{c.date}</small>
                      </p>
                      <p lang={langOf(c)}>{c.comment}</p>
                      <a href="#comment-form-title" className={styles.replyLink}>
                        {texts.blog.reply}
                        <span className="visually-hidden"> {fill(texts.blog.replyTo, { author: c.author })}</span>
                      </a>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
          <CommentForm />
        </article>
        <BlogSidebar />
      </div>
    </Layout>
  );
}

export const query = graphql`
  query SingleBlogPage($locale: String!) {
    blogArticle(locale: { eq: $locale }) {
      lang
      post {
        lang
        title
        category
        date
        image {
          childImageSharp {
            gatsbyImageData(width: 850, height: 500, placeholder: BLURRED)
          }
        }
        imageAlt
      }
      body
      quote
      tags
      likes
      commentCount
    }
    allComment(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        contentId
        lang
        author
        date
        comment
        isReply
        image {
          childImageSharp {
            gatsbyImageData(width: 56, height: 56, layout: FIXED, placeholder: BLURRED)
          }
        }
        imageAlt
      }
    }
  }
`;

export const Head: HeadFC<Queries.SingleBlogPageQuery, PageLocale> = ({ data, pageContext }) => (
  <Seo page={pageContext} title={data.blogArticle?.post.title ?? ""} description={pageContext.texts.head.singleBlog.description} />
);
