import React, { useEffect, useState } from "react";
import { timeLeft } from "../../lib/countdown";
import * as styles from "./countdown.module.css";

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "Asia/Jakarta" });

/**
 * Days, hours, minutes and seconds to `target`, ticking every second, then a launched state.
 * The server and the first browser render show only the date (the clock differs between build and
 * visit); the live state follows right after hydration, so there is no hydration mismatch. When the
 * launch had already passed at build time (`builtAt`), it has passed for every visitor too: both
 * renders show the launched state at once, so nothing shifts after hydration.
 */
export function Countdown({ target, builtAt }: { target: Date; builtAt?: Date }) {
  const launchedAtBuild = builtAt !== undefined && timeLeft(target, builtAt) === null;
  const [now, setNow] = useState<Date | null>(launchedAtBuild ? (builtAt ?? null) : null);

  useEffect(() => {
    if (launchedAtBuild) return undefined;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, [launchedAtBuild]);

  const launchDate = dateFormat.format(target);
  if (now === null) return <p className={styles.date}>{`Launching on ${launchDate}`}</p>;
  const left = timeLeft(target, now);
  if (left === null) {
    return (
      <div className={styles.launched} data-state="launched">
        <p className={styles.big}>We have launched!</p>
        <p>{`The wait ended on ${launchDate}. Thank you for your patience.`}</p>
      </div>
    );
  }
  const parts: Array<[number, string]> = [[left.days, "Days"], [left.hours, "Hours"], [left.minutes, "Minutes"], [left.seconds, "Seconds"]];
  return (
    <div data-state="counting">
      <p className="visually-hidden">{`Launching on ${launchDate}`}</p>
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
