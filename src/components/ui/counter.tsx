import React, { useEffect, useRef, useState } from "react";
import { COUNTER_DURATION_MS, counterValue, formatCount, isValidCount } from "../../lib/counter";
import { useTexts } from "../../i18n/page-locale";

interface Props {
  start: number;
  end: number;
  suffix?: string | null;
}

/**
 * Counts from start to end over 2 s once it comes into view; the final number at once under reduced
 * motion. The server HTML carries the final number, so no-JS visitors and crawlers see it.
 */
export function Counter({ start, end, suffix }: Props) {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState(end);
  const texts = useTexts();

  useEffect(() => {
    const element = ref.current;
    if (!element || !isValidCount(start, end)) return undefined;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window)) return undefined;
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
      <span aria-hidden="true">{`${formatCount(value)}${suffix ?? ""}`}</span>
      <span className="visually-hidden">{`${formatCount(end)}${suffix ?? ""}`}</span>
    </span>
  );
}
