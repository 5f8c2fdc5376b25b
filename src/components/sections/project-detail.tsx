import React from "react";
import { graphql } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { imageData } from "../../lib/image-data";
import { imageLoading } from "../../lib/image-priority";
import { Breadcrumb } from "../ui/breadcrumb";
import { RichText } from "../ui/rich-text";
import * as styles from "./project-detail.module.css";
import { useTexts } from "../../i18n/page-locale";
import { fill } from "../../i18n/fill";
import { useContentLang } from "../../i18n/content-lang";

export const fragment = graphql`
  fragment ProjectDetailFields on Project {
    lang
    title
    category
    client
    date
    websiteUrl
    subtitle
    description
    details {
      title
      text
    }
    banner {
      childImageSharp {
        gatsbyImageData(width: 1200, aspectRatio: 2.5, placeholder: BLURRED)
      }
    }
    bannerAlt
    detailImage {
      childImageSharp {
        gatsbyImageData(width: 900, aspectRatio: 1.5, placeholder: BLURRED)
      }
    }
    detailImageAlt
  }
`;

// Both images are in the first screen and each is the largest paint at some width: the banner on
// a 375 or 1280 px screen, the detail image on Lighthouse's 412 x 823 phone.
function ProjectImage({ image, alt, missing }: { image: IGatsbyImageData | null; alt: string; missing: string }) {
  if (!image) return <p className={styles.missing}>{missing}</p>;
  return <GatsbyImage image={image} alt={alt} className={styles.image} {...imageLoading("high")} />;
}

/** A portfolio project with every placeholder of the spec for what is missing. */
export function ProjectDetail({ project }: { project: Queries.ProjectDetailFieldsFragment }) {
  const texts = useTexts();
  const t = texts.projectDetail;
  const lang = useContentLang()(project);
  // an optional field of the project, or the page's own placeholder text in its place
  const langOfOptional = (value: string | null) => (value === null ? undefined : lang);
  return (
    <article className="container" data-pagefind-body>
      <Breadcrumb
        category="Our Works"
        categoryLabel={texts.breadcrumb.ourWorks}
        current={project.title}
        currentLang={lang}
      />
      <ProjectImage image={imageData(project.banner)} alt={project.bannerAlt} missing={t.bannerMissing} />
      {/* the facts are labels and values: run together, they make no excerpt for the site search */}
      <dl className={styles.facts} data-pagefind-ignore>
        <div>
          <dt>{t.client}</dt>
          <dd>{project.client ?? t.clientMissing}</dd>
        </div>
        <div>
          <dt>{t.date}</dt>
          <dd lang={langOfOptional(project.date)}>{project.date ?? t.dateMissing}</dd>
        </div>
        <div>
          <dt>{t.visitWeb}</dt>
          <dd>
            {project.websiteUrl ? (
              <a href={project.websiteUrl} target="_blank" rel="noopener noreferrer">
                {project.websiteUrl.replace(/^https?:\/\//, "")}
                <span className="visually-hidden"> {texts.common.opensInNewTab}</span>
              </a>
            ) : (
              t.notAvailable
            )}
          </dd>
        </div>
        <div>
          <dt>{t.category}</dt>
          <dd lang={lang}>{project.category}</dd>
        </div>
      </dl>
      <ProjectImage
        image={imageData(project.detailImage)}
        alt={project.detailImageAlt}
        missing={t.detailImageMissing}
      />
      <h1 className={styles.title} lang={lang}>
        {project.title}
      </h1>
      <p className={styles.subtitle} lang={langOfOptional(project.subtitle)}>
        {project.subtitle ?? t.subtitle}
      </p>
      <RichText text={project.description} className={styles.description} lang={lang} />
      <ol className={styles.phases}>
        {project.details.map((phase, i) => (
          <li key={i}>
            <h2 lang={langOfOptional(phase.title)}>{phase.title ?? fill(t.phase, { number: i + 1 })}</h2>
            <p lang={lang}>{phase.text}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
