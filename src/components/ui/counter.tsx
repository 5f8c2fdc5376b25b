import React, { useEffect, useRef, useState } from "react";
import { COUNTER_DURATION_MS, counterValue, isValidCount } from "../../lib/counter";
import { formatNumber } from "../../lib/numbers";
import { usePageLocale } from "../../i18n/page-locale";

interface Props {
  start: number;
  end: number;
  suffix?: string | null;
}

/**
 * Counts from start to end over 2 s once it comes into view; the final number at once under reduced
 * motion. The server HTML carries the final number, so no-JS visitors and crawlers see it; numbers are
 * grouped the page's language's way (12,000 in English, as the spec's comma separator; 12.000 in Indonesian).
 */
export function Counter({ start, end, suffix }: Props) {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState(end);
  const { locale, texts } = usePageLocale();

  useEffect(() => {
    const element = ref.current;
    if (!element || !isValidCount(start, end)) return undefined;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window))
      return undefined;
    let frame = 0;
    setValue(start);
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const began = performance.now();
      const tick = (now: number) => {
        const next = counterValue(start, end, now - began) ?? end;
        setValue(next);
        if (now - began < COUNTER_DURATION_MS) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [start, end]);

  if (!isValidCount(start, end)) return <span role="alert">{texts.counter.invalidRange}</span>;
  return (
    <span ref={ref}>
      <span aria-hidden="true">{`${formatNumber(value, locale)}${suffix ?? ""}`}</span>
      <span className="visually-hidden">{`${formatNumber(end, locale)}${suffix ?? ""}`}</span>
    </span>
  );
}
