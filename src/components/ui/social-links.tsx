import React from "react";
import { SocialIcon } from "./social-icon";
import { useTexts } from "../../i18n/page-locale";
import { fill } from "../../i18n/fill";

interface Link {
  readonly name: string;
  readonly icon: string;
  readonly url: string;
}

/** A list of icon links to social networks, each opening safely in a new tab. */
export function SocialLinks({
  links,
  label,
  className,
}: {
  links: ReadonlyArray<Link>;
  label: string;
  className?: string;
}) {
  const texts = useTexts();
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.name}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fill(texts.common.linkInNewTab, { label: link.name })}
          >
            <SocialIcon icon={link.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
