import React from "react";
import { graphql } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { Link } from "../../i18n/link";
import { Breadcrumb } from "../ui/breadcrumb";
import { BlogSidebarSlot } from "../sections/blog-sidebar";
import { BlogPostCard } from "../sections/blog-post-card";
import { CommentForm } from "../forms/comment-form";
import { ArticleBody } from "./article-body";
import { ArticleComments } from "./article-comments";
import { imageData } from "../../lib/image-data";
import { imageLoading } from "../../lib/image-priority";
import { readingMinutes } from "../../lib/reading-time";
import { formatNumber } from "../../lib/numbers";
import { usePageLocale } from "../../i18n/page-locale";
import { useContentLang } from "../../i18n/content-lang";
import { fill } from "../../i18n/fill";
import { subjectPath } from "../../rules/article-subjects";
import * as layout from "../sections/blog-layout.module.css";
import * as styles from "./article.module.css";

export const fragment = graphql`
  fragment ArticleFields on BlogPost {
    ...ArticleSummary
    updated
    updatedIso
    tags
    image {
      childImageSharp {
        gatsbyImageData(width: 850, height: 500, placeholder: BLURRED)
      }
    }
    imageAlt
    imageCaption
    authorMember {
      name
      designation
    }
    body
    bodyWords
    bodyImages {
      childImageSharp {
        gatsbyImageData(width: 850, placeholder: BLURRED)
      }
    }
  }
`;

interface ArticleViewProps {
  article: Queries.ArticleFieldsFragment;
  comments: ReadonlyArray<Queries.ArticleCommentFieldsFragment>;
  /** what visitors wrote and editors published, oldest first */
  visitorComments?: ReadonlyArray<Queries.VisitorCommentFieldsFragment>;
  /** the articles before and after it (newest first), and others of its category */
  previous?: Queries.BlogPostCardFieldsFragment | null;
  next?: Queries.BlogPostCardFieldsFragment | null;
  related?: ReadonlyArray<Queries.BlogPostCardFieldsFragment>;
}

/**
 * One article as the spec's single post shows it: cover, category, dates, body, tags, counts, comments, the comment
 * form.
 */
export function ArticleView({
  article,
  comments,
  visitorComments = [],
  previous,
  next,
  related = [],
}: ArticleViewProps) {
  const commentCount = comments.length + visitorComments.length;
  const { locale, texts } = usePageLocale();
  const langOf = useContentLang();
  const lang = langOf(article);
  const cover = imageData(article.image);
  const categoryPath = article.category ? subjectPath("category", locale, article.category) : undefined;
  return (
    <>
      <div className="container">
        <Breadcrumb
          category="Our Blog"
          categoryLabel={texts.breadcrumb.ourBlog}
          current={article.title}
          currentLang={lang}
        />
      </div>
      <div className={`container ${layout.layout}`}>
        {/* data-pagefind-*: what the site search indexes (src/gatsby/after-build/search-index.ts) */}
        <article data-pagefind-body>
          {cover && (
            <figure className={styles.cover}>
              <GatsbyImage image={cover} alt={article.imageAlt} className={styles.image} {...imageLoading("high")} />
              {article.imageCaption && <figcaption lang={lang}>{article.imageCaption}</figcaption>}
            </figure>
          )}
          <p className={styles.meta} data-pagefind-ignore>
            {categoryPath && (
              <Link to={categoryPath} className={styles.category} lang={lang}>
                {article.category}
              </Link>
            )}
            <time dateTime={article.dateIso}>{article.date}</time>
            <span>
              {fill(texts.blog.readingTime, { minutes: formatNumber(readingMinutes(article.bodyWords), locale) })}
            </span>
          </p>
          <h1 className={styles.title} lang={lang}>
            {article.title}
          </h1>
          <p className={styles.byline} data-pagefind-ignore>
            {fill(texts.blog.byAuthor, { author: article.authorMember.name })}
            {article.updated && article.updatedIso && (
              <>
                {" · "}
                <time dateTime={article.updatedIso}>{fill(texts.blog.updated, { date: article.updated })}</time>
              </>
            )}
          </p>
          <ArticleBody body={article.body} images={article.bodyImages.map(imageData)} lang={lang} />
          <div className={styles.footer}>
            <ul className={styles.tags} aria-label={texts.blog.tags}>
              {article.tags.map((tag) => {
                const tagPath = subjectPath("tag", locale, tag);
                return (
                  <li key={tag} lang={lang}>
                    {tagPath ? <Link to={tagPath}>{tag}</Link> : tag}
                  </li>
                );
              })}
            </ul>
            {/* A count, not a number typed: the comments this page shows. */}
            <p>
              {commentCount === 1
                ? texts.blog.oneComment
                : fill(texts.blog.comments, { count: formatNumber(commentCount, locale) })}
            </p>
          </div>
          {(previous || next) && (
            <nav aria-label={texts.blog.articleNavigation} className={styles.neighbours} data-pagefind-ignore>
              {previous && (
                <Link to={previous.pagePath} rel="prev" lang={langOf(previous)}>
                  <span className={styles.neighbourLabel}>{texts.blog.previousArticle}</span> {previous.title}
                </Link>
              )}
              {next && (
                <Link to={next.pagePath} rel="next" lang={langOf(next)}>
                  <span className={styles.neighbourLabel}>{texts.blog.nextArticle}</span> {next.title}
                </Link>
              )}
            </nav>
          )}
          <div data-pagefind-ignore="all">
            <ArticleComments comments={comments} visitorComments={visitorComments} />
            <CommentForm post={article.contentId} replyable={visitorComments} />
          </div>
          {related.length > 0 && (
            <section aria-labelledby="related-title" className={styles.related} data-pagefind-ignore="all">
              <h2 id="related-title">{texts.blog.related}</h2>
              <ul className={layout.posts}>
                {related.map((post) => (
                  <li key={post.contentId}>
                    <BlogPostCard post={post} headingLevel={3} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
        <BlogSidebarSlot />
      </div>
    </>
  );
}
