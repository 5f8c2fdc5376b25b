import React from "react";
import { Link } from "../../i18n/link";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { imageLoading, type ImagePriority } from "../../lib/image-priority";
import * as styles from "./project-card.module.css";

export interface ProjectCardData {
  title: string;
  category: string;
  to: string;
  image: IGatsbyImageData | null;
  /** "" when the image only decorates the card (its title is the link) */
  imageAlt: string;
  /** the card's language where it is not the page's (useContentLang) */
  lang?: string;
}

/** A portfolio card: thumbnail, title and category, linking to the project. */
export function ProjectCard({ project, headingLevel = 3, priority = "lazy" }: { project: ProjectCardData; headingLevel?: 2 | 3; priority?: ImagePriority }) {
  const { image } = project;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} lang={project.lang}>
      {image ? <GatsbyImage image={image} alt={project.imageAlt} className={styles.image} {...imageLoading(priority)} /> : <div className={styles.placeholder} aria-hidden="true" />}
      <div className={styles.body}>
        <p className={styles.category}>{project.category}</p>
        <Heading className={styles.title}>
          <Link to={project.to} className={styles.link}>
            {project.title}
          </Link>
        </Heading>
      </div>
    </article>
  );
}
