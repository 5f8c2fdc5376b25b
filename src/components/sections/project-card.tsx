import React from "react";
import { graphql } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { Link } from "../../i18n/link";
import { imageData } from "../../lib/image-data";
import { imageLoading, type ImagePriority } from "../../lib/image-priority";
import { useContentLang } from "../../i18n/content-lang";
import * as styles from "./project-card.module.css";

/** What a portfolio card shows: a project's, or, without projects, a spec card's (query field portfolioCards). */
export type PortfolioCard = Queries.PortfolioCardFieldsFragment;

export const fragment = graphql`
  fragment PortfolioCardFields on PortfolioCard {
    title
    category
    pagePath
    lang
    image {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.333, placeholder: BLURRED)
      }
    }
    imageAlt
  }
`;

/** A portfolio card: thumbnail, title and category, linking to the project. */
export function ProjectCard({
  project,
  headingLevel = 3,
  priority = "lazy",
}: {
  project: PortfolioCard;
  headingLevel?: 2 | 3;
  priority?: ImagePriority;
}) {
  const image = imageData(project.image);
  const langOf = useContentLang();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} lang={langOf(project)}>
      {image ? (
        <GatsbyImage image={image} alt={project.imageAlt} className={styles.image} {...imageLoading(priority)} />
      ) : (
        <div className={styles.placeholder} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <p className={styles.category}>{project.category}</p>
        <Heading className={styles.title}>
          <Link to={project.pagePath} className={styles.link}>
            {project.title}
          </Link>
        </Heading>
      </div>
    </article>
  );
}
