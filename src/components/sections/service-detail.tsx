import React from "react";
import { graphql } from "gatsby";
import { approachFor } from "../../lib/approach";
import { Breadcrumb } from "../ui/breadcrumb";
import { ApproachSteps } from "./approach-steps";
import * as styles from "./service-detail.module.css";
import { useTexts } from "../../i18n/page-locale";
import { useContentLang } from "../../i18n/content-lang";

export const fragments = graphql`
  fragment ServiceDetailFields on Service {
    lang
    title
    englishSlug
    details {
      title
      description
      sections {
        title
        points
      }
    }
  }
  fragment ApproachFields on Approaches {
    lang
    web {
      id
      title
      description
    }
    blockchain {
      id
      title
      description
    }
    ai {
      id
      title
      description
    }
    uiux {
      id
      title
      description
    }
  }
`;

interface Props {
  service: Queries.ServiceDetailFieldsFragment;
  approaches: Queries.ApproachFieldsFragment;
}

/** A service: title, description paragraphs, sections with points, and the approach chosen by its English slug. */
export function ServiceDetail({ service, approaches }: Props) {
  const { details } = service;
  const texts = useTexts();
  const langOf = useContentLang();
  const lang = langOf(service);
  return (
    <article className="container" data-pagefind-body>
      <Breadcrumb
        category="Service"
        categoryLabel={texts.breadcrumb.service}
        current={service.title}
        currentLang={lang}
      />
      <h1 className={styles.title} lang={lang}>
        {details.title}
      </h1>
      {details.description.map((paragraph) => (
        <p key={paragraph} className={styles.lead} lang={lang}>
          {paragraph}
        </p>
      ))}
      <div className={styles.sections} lang={lang}>
        {details.sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            <ul>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <ApproachSteps steps={approaches[approachFor(service.englishSlug)]} lang={langOf(approaches)} />
    </article>
  );
}
