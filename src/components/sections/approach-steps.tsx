import React from "react";
import * as styles from "./approach-steps.module.css";
import { useTexts } from "../../i18n/page-locale";

interface Step {
  readonly id: string;
  readonly title: string;
  readonly description: string;
}

/** 'Our Approach': three numbered steps; `lang`: the steps' language where it is not the page's (useContentLang). */
export function ApproachSteps({ steps, lang }: { steps: ReadonlyArray<Step>; lang?: string }) {
  const texts = useTexts();
  return (
    <section className={styles.approach} aria-labelledby="approach-title">
      <h2 id="approach-title">{texts.services.approach}</h2>
      <ol className={styles.steps} lang={lang}>
        {steps.map((step, i) => (
          <li key={step.id} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {String(i + 1).padStart(2, "0")}
            </span>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
