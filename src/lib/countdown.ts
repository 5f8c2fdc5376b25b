/** The launch date of the coming-soon page: June 23, 2025, midnight in Depok (UTC+7). */
export const LAUNCH_DATE = new Date("2025-06-23T00:00:00+07:00");

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds until `target`, or null once it has come. */
export function timeLeft(target: Date, now: Date): TimeLeft | null {
  const ms = target.getTime() - now.getTime();
  if (ms <= 0) return null;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
