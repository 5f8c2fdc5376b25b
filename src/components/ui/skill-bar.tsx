import React, { useEffect, useRef, useState } from "react";
import * as styles from "./skill-bar.module.css";

export const SKILL_BAR_MS = 3000;

/**
 * A labelled progress bar that fills over 3 s when it comes into view (at once under reduced motion).
 * `lang`: the skill's name's language where it is not the page's (useContentLang).
 */
export function SkillBar({ name, percent, lang }: { name: string; percent: number; lang?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(true);

  useEffect(() => {
    const element = ref.current;
    if (
      !element ||
      window.matchMedia("(prefers-reduced-motion: reduce)").matches ||
      !("IntersectionObserver" in window)
    )
      return undefined;
    setShown(false);
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      requestAnimationFrame(() => setShown(true));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div className={styles.skill} lang={lang}>
      <div className={styles.label}>
        <span>{name}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        ref={ref}
        className={styles.track}
        role="progressbar"
        aria-label={name}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className={styles.fill}
          style={{ width: shown ? `${percent}%` : "0%", transitionDuration: `${SKILL_BAR_MS}ms` }}
        />
      </div>
    </div>
  );
}
