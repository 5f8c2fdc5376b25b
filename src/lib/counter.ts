export const COUNTER_DURATION_MS = 2000;

/** The value shown after `elapsed` ms of a count from start to end, eased out; null when the range is invalid. */
export function counterValue(
  start: number,
  end: number,
  elapsed: number,
  duration = COUNTER_DURATION_MS,
): number | null {
  if (!isValidCount(start, end)) return null;
  const progress = Math.min(1, Math.max(0, elapsed / duration));
  const eased = 1 - (1 - progress) ** 3;
  return Math.round(start + (end - start) * eased);
}

export function isValidCount(start: unknown, end: unknown): boolean {
  return (
    typeof start === "number" &&
    typeof end === "number" &&
    Number.isFinite(start) &&
    Number.isFinite(end) &&
    start >= 0 &&
    end >= start
  );
}
