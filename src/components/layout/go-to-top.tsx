import React, { useEffect, useState } from "react";
import * as styles from "./go-to-top.module.css";
import { useTexts } from "../../i18n/page-locale";

export const GO_TO_TOP_THRESHOLD = 700;

/** Appears after 700 px of scrolling; scrolls smoothly back up (instantly under reduced motion). */
export function GoToTop() {
  const [visible, setVisible] = useState(false);
  const texts = useTexts();

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > GO_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const goUp = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    document.getElementById("top")?.focus({ preventScroll: true });
  };

  if (!visible) return null;
  return (
    <button type="button" className={styles.button} onClick={goUp}>
      <span className="visually-hidden">{texts.layout.goToTop}</span>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
        <path d="M10 16V4M4 10l6-6 6 6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
    </button>
  );
}
