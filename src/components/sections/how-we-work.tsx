import React from "react";
import { Accordion } from "../ui/accordion";
import * as styles from "./how-we-work.module.css";
import { useContentLang } from "../../i18n/content-lang";

/** 'How do we work?': two paragraphs and the three-step accordion, all closed at first. */
export function HowWeWork({ content }: { content: Queries.HomePageQuery["howWeWork"] & object }) {
  const items = content.steps.map((step) => ({
    id: step.id,
    number: step.number,
    title: step.title,
    content: <p>{step.content}</p>,
  }));
  const lang = useContentLang()(content);
  const initiallyOpen = content.steps.filter((step) => step.isOpen).map((step) => step.id);
  return (
    <section className={`container ${styles.section}`} aria-labelledby="how-we-work-title" lang={lang}>
      <div>
        <h2 id="how-we-work-title">{content.title}</h2>
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <Accordion items={items} initiallyOpen={initiallyOpen} />
    </section>
  );
}
