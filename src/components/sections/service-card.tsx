import React from "react";
import { graphql } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { Link } from "../../i18n/link";
import { imageData } from "../../lib/image-data";
import { ServiceIcon } from "../ui/service-icon";
import * as styles from "./service-card.module.css";
import { useTexts } from "../../i18n/page-locale";
import { fill } from "../../i18n/fill";
import { useContentLang } from "../../i18n/content-lang";

export const fragment = graphql`
  fragment ServiceCardFields on Service {
    contentId
    lang
    title
    pagePath
    shortDescription
    iconType
    icon
    iconSrc {
      childImageSharp {
        gatsbyImageData(width: 50, height: 50, layout: FIXED, placeholder: BLURRED)
      }
    }
    iconSrcAlt
  }
`;

/** Icon, title, short description and an arrow link to the service page. */
export function ServiceCard({ service }: { service: Queries.ServiceCardFieldsFragment }) {
  const iconImage = service.iconType === "image" ? imageData(service.iconSrc) : null;
  const texts = useTexts();
  const lang = useContentLang()(service);
  return (
    <article className={styles.card}>
      <div className={styles.icon}>
        {iconImage ? <GatsbyImage image={iconImage} alt={service.iconSrcAlt} /> : <ServiceIcon name={service.icon} />}
      </div>
      <h3 className={styles.title} lang={lang}>
        {service.title}
      </h3>
      <p lang={lang}>{service.shortDescription}</p>
      <Link to={service.pagePath} className={styles.arrow}>
        <span className="visually-hidden">{fill(texts.services.moreAbout, { title: service.title })}</span>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          <path d="M5 12h14M13 6l6 6-6 6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </Link>
    </article>
  );
}
