import React, { useEffect, useState } from "react";
import { timeLeft } from "../../lib/countdown";
import * as styles from "./countdown.module.css";
import { usePageLocale } from "../../i18n/page-locale";
import { fill } from "../../i18n/fill";
import type { Locale } from "../../rules/locales";

// "June 23, 2025", "23 Juni 2025"
const DATE_LOCALE: Record<Locale, string> = { en: "en-US", id: "id-ID" };
const dateFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(DATE_LOCALE[locale], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "Asia/Jakarta",
  });

/**
 * Days, hours, minutes and seconds to `target`, ticking every second, then a launched state.
 * The server and the first browser render show only the date (the clock differs between build and
 * visit); the live state follows right after hydration, so there is no hydration mismatch. When the
 * launch had already passed at build time (`builtAt`), it has passed for every visitor too: both
 * renders show the launched state at once, so nothing shifts after hydration.
 */
export function Countdown({ target, builtAt }: { target: Date; builtAt?: Date }) {
  const { locale, texts } = usePageLocale();
  const t = texts.countdown;
  const launchedAtBuild = builtAt !== undefined && timeLeft(target, builtAt) === null;
  const [now, setNow] = useState<Date | null>(launchedAtBuild ? (builtAt ?? null) : null);

  useEffect(() => {
    if (launchedAtBuild) return undefined;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, [launchedAtBuild]);

  const launchDate = dateFormat(locale).format(target);
  if (now === null) return <p className={styles.date}>{fill(t.launchingOn, { date: launchDate })}</p>;
  const left = timeLeft(target, now);
  if (left === null) {
    return (
      <div className={styles.launched} data-state="launched">
        <p className={styles.big}>{t.launched}</p>
        <p>{fill(t.waitEnded, { date: launchDate })}</p>
      </div>
    );
  }
  const parts: Array<[number, string]> = [
    [left.days, t.days],
    [left.hours, t.hours],
    [left.minutes, t.minutes],
    [left.seconds, t.seconds],
  ];
  return (
    <div data-state="counting">
      <p className="visually-hidden">{fill(t.launchingOn, { date: launchDate })}</p>
      <ul className={styles.units} aria-hidden="true">
        {parts.map(([value, label]) => (
          <li key={label}>
            <span className={styles.value}>{String(value).padStart(2, "0")}</span>
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
