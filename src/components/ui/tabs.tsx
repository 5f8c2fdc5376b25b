import React, { useId, useRef } from "react";
import * as styles from "./tabs.module.css";

interface Tab {
  id: string;
  label: string;
  /** the label's language where it is not the page's (useContentLang) */
  lang?: string;
}

interface Props {
  tabs: ReadonlyArray<Tab>;
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  children: React.ReactNode;
}

/** The tablist pattern: arrow keys, Home and End move between tabs; one panel shows the selection. */
export function Tabs({ tabs, selected, onSelect, label, children }: Props) {
  const baseId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = tabs.findIndex((t) => t.id === selected);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + tabs.length) % tabs.length;
    onSelect(tabs[next].id);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`${baseId}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            lang={tab.lang}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${selected}`}
        className={styles.panel}
      >
        {children}
      </div>
    </div>
  );
}
