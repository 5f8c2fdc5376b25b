import React from "react";
import { Link } from "../../i18n/link";
import { GatsbyImage } from "gatsby-plugin-image";
import { imageLoading, type ImagePriority } from "../../lib/image-priority";
import type { ProjectCardData } from "../../hooks/use-project-cards";
import * as styles from "./project-card.module.css";

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
