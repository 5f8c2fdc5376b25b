import React from "react";
import { graphql } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { imageData } from "../../lib/image-data";
import { useTexts } from "../../i18n/page-locale";
import { useContentLang } from "../../i18n/content-lang";
import { fill } from "../../i18n/fill";
import * as styles from "./article.module.css";

export const fragment = graphql`
  fragment ArticleCommentFields on Comment {
    contentId
    lang
    author
    date
    dateIso
    comment
    isReply
    image {
      childImageSharp {
        gatsbyImageData(width: 56, height: 56, layout: FIXED, placeholder: BLURRED)
      }
    }
    imageAlt
  }
  fragment VisitorCommentFields on VisitorComment {
    contentId
    author
    date
    dateIso
    comment
    replyTo
  }
`;

type VisitorComment = Queries.VisitorCommentFieldsFragment;

/** Each comment followed by the replies to it; a reply whose comment is not shown stands on its own. */
export function threaded(
  comments: ReadonlyArray<VisitorComment>,
): Array<{ comment: VisitorComment; isReply: boolean }> {
  const shown = new Set(comments.map((c) => c.contentId));
  const repliesTo = (id: string) => comments.filter((c) => c.replyTo === id);
  return comments
    .filter((c) => !c.replyTo || !shown.has(c.replyTo))
    .flatMap((comment) => [
      { comment, isReply: false },
      ...repliesTo(comment.contentId).map((reply) => ({ comment: reply, isReply: true })),
    ]);
}

/** The fragment a Reply link of a visitor's comment points at: the comment form reads it to address its reply. */
export const replyHash = (contentId: string) => `#reply-${contentId}`;

/**
 * An article's comments, replies indented, each with a Reply link to the comment form: the built-in
 * ones, then what visitors wrote and editors published (text as typed: React writes it as text, so a
 * link or a tag in it is never followed or run). A visitor's comment's Reply addresses the reply to it.
 */
export function ArticleComments({
  comments,
  visitorComments = [],
}: {
  comments: ReadonlyArray<Queries.ArticleCommentFieldsFragment>;
  visitorComments?: ReadonlyArray<VisitorComment>;
}) {
  const texts = useTexts();
  const langOf = useContentLang();
  return (
    <section aria-labelledby="comments-title">
      <h2 id="comments-title">{texts.blog.commentsTitle}</h2>
      {comments.length + visitorComments.length === 0 && <p>{texts.blog.noComments}</p>}
      <ul className={styles.comments}>
        {comments.map((c) => {
          const avatar = imageData(c.image);
          return (
            <li
              key={c.contentId}
              className={c.isReply ? styles.reply : undefined}
              data-reply={c.isReply ? "" : undefined}
            >
              {avatar && <GatsbyImage image={avatar} alt={c.imageAlt} className={styles.avatar} />}
              <CommentBody comment={c} replyHref="#comment-form-title">
                <p lang={langOf(c)}>{c.comment}</p>
              </CommentBody>
            </li>
          );
        })}
        {threaded(visitorComments).map(({ comment: c, isReply }) => (
          <li
            key={c.contentId}
            className={isReply ? styles.reply : undefined}
            data-reply={isReply ? "" : undefined}
            data-visitor=""
          >
            <CommentBody comment={c} replyHref={replyHash(isReply && c.replyTo ? c.replyTo : c.contentId)}>
              <p className={styles.visitorText}>{c.comment}</p>
            </CommentBody>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One comment's author, date, text (`children`) and Reply link, built-in or a visitor's. */
function CommentBody({
  comment,
  replyHref,
  children,
}: {
  comment: { author: string; date: string; dateIso: string };
  replyHref: string;
  children: React.ReactNode;
}) {
  const texts = useTexts();
  return (
    <div>
      <p className={styles.author}>
        <strong>{comment.author}</strong>{" "}
        <small>
          <time dateTime={comment.dateIso}>{comment.date}</time>
        </small>
      </p>
      {children}
      <a href={replyHref} className={styles.replyLink}>
        {texts.blog.reply}
        <span className="visually-hidden"> {fill(texts.blog.replyTo, { author: comment.author })}</span>
      </a>
    </div>
  );
}
