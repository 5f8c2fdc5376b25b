import React from "react";
import { Counter } from "../ui/counter";
import * as styles from "./counter-section.module.css";

type Home = Queries.HomePageQuery["homeContent"] & object;

/** 'Design, code, and launch' with numbers that count up. */
export function CounterSection({ title, counters }: { title: string; counters: Home["counters"] }) {
  return (
    <section className={styles.section} aria-labelledby="counter-title">
      <div className="container">
        <h2 id="counter-title">{title}</h2>
        <dl className={styles.grid}>
          {counters.map((counter) => (
            <div key={counter.id} className={styles.item}>
              <dt>{counter.label}</dt>
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
