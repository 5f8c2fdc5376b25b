import React, { useId, useState } from "react";
import * as styles from "./accordion.module.css";

export interface AccordionItemData {
  id: string;
  title: string;
  content: React.ReactNode;
  number?: string;
  /** the item's language where it is not the page's (useContentLang) */
  lang?: string;
}

interface Props {
  items: ReadonlyArray<AccordionItemData>;
  /** ids open at first */
  initiallyOpen?: ReadonlyArray<string>;
  /** only one item open at a time (FAQ); otherwise each toggles on its own (how-we-work) */
  single?: boolean;
  headingLevel?: 2 | 3;
}

/** Disclosure accordion: buttons with aria-expanded controlling labelled regions. */
export function Accordion({ items, initiallyOpen = [], single = false, headingLevel = 3 }: Props) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set(initiallyOpen));
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      if (current.has(id)) {
        const next = new Set(current);
        next.delete(id);
        return next;
      }
      return single ? new Set([id]) : new Set([...current, id]);
    });

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={`${styles.item} ${expanded ? styles.open : ""}`} lang={item.lang}>
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className={styles.button}
              >
                {item.number && <span className={styles.number}>{item.number}</span>}
                <span className={styles.title}>{item.title}</span>
                <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className={styles.icon}>
                  <path d="M3 6l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className={styles.panel}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
