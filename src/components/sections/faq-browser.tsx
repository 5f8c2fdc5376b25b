import React, { useState } from "react";
import { graphql } from "gatsby";
import { faqsOf, visibleCategories } from "../../lib/faq";
import { Accordion } from "../ui/accordion";
import { Tabs } from "../ui/tabs";
import { useTexts } from "../../i18n/page-locale";

export const fragment = graphql`
  fragment FaqFields on Faq {
    contentId
    category
    order
    title
    text
  }
`;

interface Props {
  categories: ReadonlyArray<{ readonly contentId: string; readonly name: string; readonly show: boolean }>;
  faqs: ReadonlyArray<Queries.FaqFieldsFragment>;
}

/** FAQ by category: tabs when more than one category shows, the first question open; questions are h2 under the page's h1. */
export function FaqBrowser({ categories, faqs }: Props) {
  const texts = useTexts();
  const visible = visibleCategories(categories);
  const [selected, setSelected] = useState(visible[0]?.contentId ?? "");
  const questions = faqsOf(faqs, selected);
  const list =
    questions.length === 0 ? (
      <p>{texts.faq.empty}</p>
    ) : (
      <Accordion
        key={selected}
        single
        headingLevel={2}
        initiallyOpen={[questions[0].contentId]}
        items={questions.map((q) => ({ id: q.contentId, title: q.title, content: <p>{q.text}</p> }))}
      />
    );
  if (visible.length <= 1) return list;
  return (
    <Tabs tabs={visible.map((c) => ({ id: c.contentId, label: c.name }))} selected={selected} onSelect={setSelected} label={texts.faq.categories}>
      {list}
    </Tabs>
  );
}
