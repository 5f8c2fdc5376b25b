import type { Locale } from "../rules/locales";

export type VisitorForm = "contact" | "comment" | "notify";

/** The CMS refused one field for one of its rules (src/rules/visitor-forms.js): the form shows it under the field. */
export class FieldRefusal extends Error {
  constructor(
    readonly field: string,
    readonly rule: string,
  ) {
    super(`The CMS refused ${field} (${rule})`);
  }
}

/**
 * Sends a form's values to the CMS's public route (POST {origin}/api/visitor-forms/{form}), with the
 * page's language and path and the reCAPTCHA token. JSON as text/plain: a request the browser sends
 * without asking first (no CORS preflight), one round trip on a slow line; no cookies. Resolves once
 * the CMS answered that it keeps it (201, or 200 for the same send again); a refused field rejects
 * with FieldRefusal, anything else with an Error.
 */
export async function sendVisitorForm(
  origin: string,
  form: VisitorForm,
  values: object,
  sent: { locale: Locale; recaptchaToken: string },
): Promise<void> {
  const response = await fetch(`${origin}/api/visitor-forms/${form}`, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8" },
    body: JSON.stringify({
      ...values,
      language: sent.locale,
      page: window.location.pathname,
      recaptchaToken: sent.recaptchaToken,
    }),
    credentials: "omit",
  });
  if (response.ok) return;
  const answer = (await response.json().catch(() => null)) as {
    error?: { details?: { field?: string; rule?: string } };
  } | null;
  const details = answer?.error?.details;
  if (response.status === 400 && details?.field && details.rule) throw new FieldRefusal(details.field, details.rule);
  throw new Error(`The CMS answered ${response.status}`);
}
