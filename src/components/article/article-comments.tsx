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
`;

/** An article's comments, replies indented, each with a Reply link to the comment form. */
export function ArticleComments({ comments }: { comments: ReadonlyArray<Queries.ArticleCommentFieldsFragment> }) {
  const texts = useTexts();
  const langOf = useContentLang();
  return (
    <section aria-labelledby="comments-title">
      <h2 id="comments-title">{texts.blog.commentsTitle}</h2>
      {comments.length === 0 && <p>{texts.blog.noComments}</p>}
      <ul className={styles.comments}>
        {comments.map((c) => {
          const avatar = imageData(c.image);
          return (
            <li key={c.contentId} className={c.isReply ? styles.reply : undefined} data-reply={c.isReply ? "" : undefined}>
              {avatar && <GatsbyImage image={avatar} alt={c.imageAlt} className={styles.avatar} />}
              <div>
                <p className={styles.author}>
                  <strong>{c.author}</strong>{" "}
                  <small>
                    <time dateTime={c.dateIso}>{c.date}</time>
                  </small>
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
  );
}
