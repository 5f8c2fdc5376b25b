import React from "react";
import * as styles from "./marquee.module.css";
import { useContentLang } from "../../i18n/content-lang";

interface Slide {
  readonly contentId: string;
  readonly lang: string;
  readonly title: string;
  readonly circle: boolean;
}

/** Looping slogans in pure CSS; paused on hover and focus, and still under reduced motion. */
export function Marquee({ slides }: { slides: ReadonlyArray<Slide> }) {
  const langOf = useContentLang();
  const row = (hidden: boolean) => (
    <ul className={styles.row} aria-hidden={hidden || undefined}>
      {slides.map((slide) => (
        <li key={slide.contentId} className={styles.slide} lang={langOf(slide)}>
          {slide.circle && <span className={styles.circle} aria-hidden="true" />}
          {slide.title}
        </li>
      ))}
    </ul>
  );
  return (
    <div className={styles.marquee}>
      <div className={styles.track}>
        {row(false)}
        {row(true)}
      </div>
    </div>
  );
}
