import React from "react";
import { graphql } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { Link } from "../../i18n/link";
import { imageData } from "../../lib/image-data";
import { imageLoading, type ImagePriority } from "../../lib/image-priority";
import * as styles from "./blog-post-card.module.css";
import { useContentLang } from "../../i18n/content-lang";

export const fragment = graphql`
  fragment ArticleSummary on BlogPost {
    contentId
    lang
    title
    pagePath
    category
    date
    dateIso
    content
  }
  fragment BlogPostCardFields on BlogPost {
    ...ArticleSummary
    image {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.7, placeholder: BLURRED)
      }
    }
    imageAlt
  }
`;

/** An article's card, linking to its own page. */
export function BlogPostCard({
  post,
  excerpt = false,
  priority = "lazy",
  headingLevel = 2,
}: {
  post: Queries.BlogPostCardFieldsFragment;
  excerpt?: boolean;
  priority?: ImagePriority;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const image = imageData(post.image);
  const lang = useContentLang()(post);
  return (
    <article className={styles.card} lang={lang}>
      {image && <GatsbyImage image={image} alt={post.imageAlt} className={styles.image} {...imageLoading(priority)} />}
      <p className={styles.meta}>
        {post.category && <span className={styles.category}>{post.category}</span>}
        <time dateTime={post.dateIso}>{post.date}</time>
      </p>
      <Heading className={styles.title}>
        <Link to={post.pagePath}>{post.title}</Link>
      </Heading>
      {excerpt && <p>{`${post.content.replace(/[.\s…]+$/, "")}...`}</p>}
    </article>
  );
}
