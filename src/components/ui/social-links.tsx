import React from "react";
import { SocialIcon } from "./social-icon";

interface Link {
  readonly name: string;
  readonly icon: string;
  readonly url: string;
}

/** A list of icon links to social networks, each opening safely in a new tab. */
export function SocialLinks({ links, label, className }: { links: ReadonlyArray<Link>; label: string; className?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.name}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={`${link.name} (opens in a new tab)`}>
            <SocialIcon icon={link.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
