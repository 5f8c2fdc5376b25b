/** A copy of form data safe to log: every password field replaced by a mask. */
export function maskPasswords<T extends Record<string, unknown>>(data: T): T {
  const copy: Record<string, unknown> = { ...data };
  for (const key of Object.keys(copy)) {
    if (/password/i.test(key) && copy[key] !== undefined) copy[key] = "********";
  }
  return copy as T;
}
