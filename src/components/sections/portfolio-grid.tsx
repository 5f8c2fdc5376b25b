import React from "react";
import { useProjectCards } from "../../hooks/use-project-cards";
import { gridImagePriority } from "../../lib/image-priority";
import { ProjectCard } from "./project-card";
import * as styles from "./portfolio-grid.module.css";

/** The portfolio in two columns (wide screens) or one. */
export function PortfolioGrid({ columns }: { columns: 1 | 2 }) {
  const projects = useProjectCards();
  return (
    <ul className={`${styles.grid} ${columns === 2 ? styles.two : ""}`}>
      {projects.map((project, i) => (
        <li key={project.to}>
          <ProjectCard project={project} headingLevel={2} priority={gridImagePriority(i, columns)} />
        </li>
      ))}
    </ul>
  );
}
