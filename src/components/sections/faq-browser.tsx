import React, { useState } from "react";
import { graphql } from "gatsby";
import { faqsOf, visibleCategories } from "../../lib/faq";
import { Accordion } from "../ui/accordion";
import { Tabs } from "../ui/tabs";
import { useTexts } from "../../i18n/page-locale";
import { useContentLang } from "../../i18n/content-lang";

export const fragment = graphql`
  fragment FaqFields on Faq {
    contentId
    lang
    category
    order
    title
    text
  }
`;

interface Props {
  categories: ReadonlyArray<{
    readonly contentId: string;
    readonly lang: string;
    readonly name: string;
    readonly show: boolean;
  }>;
  faqs: ReadonlyArray<Queries.FaqFieldsFragment>;
}

/**
 * FAQ by category: tabs when more than one category shows, the first question open; questions are h2 under the page's
 * h1.
 */
export function FaqBrowser({ categories, faqs }: Props) {
  const texts = useTexts();
  const langOf = useContentLang();
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
        items={questions.map((q) => ({ id: q.contentId, title: q.title, content: <p>{q.text}</p>, lang: langOf(q) }))}
      />
    );
  if (visible.length <= 1) return list;
  return (
    <Tabs
      tabs={visible.map((c) => ({ id: c.contentId, label: c.name, lang: langOf(c) }))}
      selected={selected}
      onSelect={setSelected}
      label={texts.faq.categories}
    >
      {list}
    </Tabs>
  );
}
