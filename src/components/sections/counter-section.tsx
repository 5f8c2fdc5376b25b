import React from "react";
import { Counter } from "../ui/counter";
import * as styles from "./counter-section.module.css";

type Home = Queries.HomePageQuery["homeContent"] & object;

/**
 * 'Design, code, and launch' with numbers that count up. `lang`: the title's and labels' language where it
 * is not the page's (useContentLang); the numbers are always written the page's way.
 */
export function CounterSection({
  title,
  counters,
  lang,
}: {
  title: string;
  counters: Home["counters"];
  lang?: string;
}) {
  return (
    <section className={styles.section} aria-labelledby="counter-title">
      <div className="container">
        <h2 id="counter-title" lang={lang}>
          {title}
        </h2>
        <dl className={styles.grid}>
          {counters.map((counter) => (
            <div key={counter.id} className={styles.item}>
              <dt lang={lang}>{counter.label}</dt>
              <dd className={styles.number}>
                <Counter start={counter.start} end={counter.end} suffix={counter.suffix} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
