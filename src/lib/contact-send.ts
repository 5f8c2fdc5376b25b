import type { ContactConfig } from "./contact-config";
import { LANGUAGES, type Locale } from "../rules/locales";
import { HONEYPOT_FIELD } from "../rules/visitor-forms";

export interface ContactValues {
  user_name: string;
  user_email: string;
  user_phone: string;
  message: string;
}

/**
 * What the form hands over: its values and the honeypot's (filled: nothing reaches EmailJS, the bot learns nothing).
 */
export type ContactSubmission = ContactValues & { [HONEYPOT_FIELD]?: string };

/**
 * The names the verification token goes under: `g-recaptcha-response`, the only one EmailJS's
 * template check reads (README, "Contact form settings"), and the spec's `g_recaptcha_response`.
 */
export const VERIFICATION_FIELDS = ["g-recaptcha-response", "g_recaptcha_response"] as const;

/** One browser may send at most once per this many milliseconds (the SDK's rate limit). */
export const SEND_THROTTLE_MS = 10000;

/**
 * Sends the contact form as multipart form data (POST /api/v1.0/email/send-form) through the
 * EmailJS SDK, which is downloaded only now: the form's values, `language` (the language of the page
 * the visitor wrote from, named in itself: "English", "Bahasa Indonesia", so the agency replies in it)
 * and the verification (VERIFICATION_FIELDS); the SDK adds lib_version, service_id, template_id and
 * user_id. A detached form is built from the values, so disabling the visible inputs while sending
 * does not drop them. Any non-OK answer or network failure rejects. A filled honeypot resolves at
 * once and sends nothing.
 */
export async function sendContact(
  submission: ContactSubmission,
  locale: Locale,
  verification: string,
  config: ContactConfig,
): Promise<void> {
  const { [HONEYPOT_FIELD]: honeypot, ...values } = submission;
  if (honeypot) return;
  if (!config.publicKey || !config.serviceId || !config.templateId)
    throw new Error("The contact form is not configured (see README)");
  const { default: emailjs } = await import("@emailjs/browser");
  emailjs.init({
    publicKey: config.publicKey,
    origin: config.emailOrigin,
    blockHeadless: false,
    limitRate: { id: "contact-form", throttle: SEND_THROTTLE_MS },
  });
  const form = document.createElement("form");
  const fields: Record<string, string> = { ...values, language: LANGUAGES[locale].name };
  for (const name of VERIFICATION_FIELDS) fields[name] = verification;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  await emailjs.sendForm(config.serviceId, config.templateId, form);
}
