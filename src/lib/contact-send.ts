import type { ContactConfig } from "./contact-config";
import { LANGUAGES, type Locale } from "../rules/locales";

export interface ContactValues {
  user_name: string;
  user_email: string;
  user_phone: string;
  message: string;
}

/** One browser may send at most once per this many milliseconds (the SDK's rate limit). */
export const SEND_THROTTLE_MS = 10000;

/**
 * Sends the contact form as multipart form data (POST /api/v1.0/email/send-form) through the
 * EmailJS SDK, which is downloaded only now: the form's values, `language` (the language of the page
 * the visitor wrote from, named in itself: "English", "Bahasa Indonesia", so the agency replies in it)
 * and the verification; the SDK adds lib_version, service_id, template_id and user_id. A detached form
 * is built from the values, so disabling the visible inputs while sending does not drop them. Any
 * non-OK answer or network failure rejects.
 */
export async function sendContact(values: ContactValues, locale: Locale, verification: string, config: ContactConfig): Promise<void> {
  if (!config.publicKey || !config.serviceId || !config.templateId) throw new Error("The contact form is not configured (see README)");
  const { default: emailjs } = await import("@emailjs/browser");
  emailjs.init({
    publicKey: config.publicKey,
    origin: config.emailOrigin,
    blockHeadless: false,
    limitRate: { id: "contact-form", throttle: SEND_THROTTLE_MS },
  });
  const form = document.createElement("form");
  const fields: Record<string, string> = { ...values, language: LANGUAGES[locale].name, g_recaptcha_response: verification };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  await emailjs.sendForm(config.serviceId, config.templateId, form);
}
