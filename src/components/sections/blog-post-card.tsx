import React from "react";
import { graphql } from "gatsby";
import { Link } from "../../i18n/link";
import { GatsbyImage } from "gatsby-plugin-image";
import { imageData } from "../../lib/image-data";
import { imageLoading, type ImagePriority } from "../../lib/image-priority";
import * as styles from "./blog-post-card.module.css";
import { useContentLang } from "../../i18n/content-lang";

export const fragment = graphql`
  fragment BlogPostCardFields on BlogPost {
    contentId
    lang
    title
    category
    date
    content
    image {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.7, placeholder: BLURRED)
      }
    }
    imageAlt
  }
`;

/** A post card; every post link goes to /single-blog, as the spec says. */
export function BlogPostCard({ post, excerpt = false, priority = "lazy" }: { post: Queries.BlogPostCardFieldsFragment; excerpt?: boolean; priority?: ImagePriority }) {
  const image = imageData(post.image);
  const lang = useContentLang()(post);
  return (
    <article className={styles.card} lang={lang}>
      {image && <GatsbyImage image={image} alt={post.imageAlt} className={styles.image} {...imageLoading(priority)} />}
      <p className={styles.meta}>
        {post.category && <span className={styles.category}>{post.category}</span>}
        <span>{post.date}</span>
      </p>
      <h2 className={styles.title}>
        <Link to="/single-blog">{post.title}</Link>
      </h2>
      {excerpt && <p>{`${post.content.replace(/[.\s…]+$/, "")}...`}</p>}
    </article>
  );
}
