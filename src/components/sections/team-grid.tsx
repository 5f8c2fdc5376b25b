import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { gridImagePriority } from "../../lib/image-priority";
import { TeamCard } from "./team-card";
import * as styles from "./team-grid.module.css";

interface Member {
  contentId: string;
  name: string;
  designation: string;
  designationLang: string;
  image: IGatsbyImageData | null;
  imageAlt: string;
  lang: string;
}

/**
 * Team cards, four per row on wide screens; `firstScreen`: the grid starts in the first screen, so its first row loads
 * eagerly.
 */
export function TeamGrid({ members, firstScreen = false }: { members: ReadonlyArray<Member>; firstScreen?: boolean }) {
  return (
    <ul className={styles.grid}>
      {members.map((member, i) => (
        <li key={member.contentId}>
          <TeamCard member={member} priority={gridImagePriority(i, firstScreen ? 4 : 0)} />
        </li>
      ))}
    </ul>
  );
}
