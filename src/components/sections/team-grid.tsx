import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { TeamCard } from "./team-card";
import * as styles from "./team-grid.module.css";

interface Member {
  contentId: string;
  name: string;
  designation: string;
  image: IGatsbyImageData | null;
  imageAlt: string;
}

/** Team cards, four per row on wide screens. */
export function TeamGrid({ members }: { members: ReadonlyArray<Member> }) {
  return (
    <ul className={styles.grid}>
      {members.map((member) => (
        <li key={member.contentId}>
          <TeamCard member={member} />
        </li>
      ))}
    </ul>
  );
}
