import React from "react";
import { graphql } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { Link } from "../../i18n/link";
import { imageLoading, type ImagePriority } from "../../lib/image-priority";
import { SocialLinks } from "../ui/social-links";
import * as styles from "./team-card.module.css";
import { useTexts } from "../../i18n/page-locale";
import { fill } from "../../i18n/fill";
import { useContentLang } from "../../i18n/content-lang";

const networks = [
  { name: "Facebook", icon: "facebook", url: "https://www.facebook.com/" },
  { name: "Twitter", icon: "twitter", url: "https://twitter.com/" },
  { name: "LinkedIn", icon: "linkedin", url: "https://www.linkedin.com/" },
];

interface Member {
  name: string;
  designation: string;
  /** the language the designation is in: English where the page's language keeps the English job title */
  designationLang: string;
  image: IGatsbyImageData | null;
  imageAlt: string;
  lang: string;
}

/** What a card shows of a member, photo at the card's size: for the pages that show team cards (team, about-us). */
export const fragment = graphql`
  fragment TeamCard on TeamCardEntry {
    contentId
    lang
    name
    designation
    designationLang
    image {
      childImageSharp {
        gatsbyImageData(width: 300, aspectRatio: 0.833, placeholder: BLURRED)
      }
    }
    imageAlt
  }
`;

/** Photo, name, designation, social links (generic networks, as the spec says) and a profile link. */
export function TeamCard({
  member,
  social = true,
  priority = "lazy",
}: {
  member: Member;
  social?: boolean;
  priority?: ImagePriority;
}) {
  const texts = useTexts();
  const langOf = useContentLang();
  return (
    <article className={styles.card}>
      {member.image && (
        <GatsbyImage image={member.image} alt={member.imageAlt} className={styles.photo} {...imageLoading(priority)} />
      )}
      <h3 className={styles.name}>
        <Link to="/single-team">{member.name}</Link>
      </h3>
      <p className={styles.designation} lang={langOf({ lang: member.designationLang })}>
        {member.designation}
      </p>
      {social && (
        <SocialLinks
          links={networks}
          label={fill(texts.team.onSocialMedia, { name: member.name })}
          className={styles.social}
        />
      )}
    </article>
  );
}
