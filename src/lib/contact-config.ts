// The contact send's settings, inlined at build time from GATSBY_ environment variables (README).
export interface ContactConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  recaptchaSiteKey: string;
  /** the email API's origin; only tests point it elsewhere */
  emailOrigin: string;
  /**
   * the CMS's origin, whose public route keeps what the forms send (contact, comment, notify); "" when the site has no
   * CMS
   */
  visitorFormsOrigin: string;
}

export const CONTACT_ENV = {
  publicKey: "GATSBY_EMAILJS_PUBLIC_KEY",
  serviceId: "GATSBY_EMAILJS_SERVICE_ID",
  templateId: "GATSBY_EMAILJS_TEMPLATE_ID",
  recaptchaSiteKey: "GATSBY_RECAPTCHA_SITE_KEY",
} as const;

export const DEFAULT_EMAIL_ORIGIN = "https://api.emailjs.com";

/** Each process.env.GATSBY_X is written out literally so webpack can inline it. */
export function contactConfig(): ContactConfig {
  return {
    publicKey: process.env.GATSBY_EMAILJS_PUBLIC_KEY ?? "",
    serviceId: process.env.GATSBY_EMAILJS_SERVICE_ID ?? "",
    templateId: process.env.GATSBY_EMAILJS_TEMPLATE_ID ?? "",
    recaptchaSiteKey: process.env.GATSBY_RECAPTCHA_SITE_KEY ?? "",
    emailOrigin: process.env.GATSBY_EMAILJS_ORIGIN || DEFAULT_EMAIL_ORIGIN,
    visitorFormsOrigin: process.env.GATSBY_VISITOR_FORMS_ORIGIN ?? "",
  };
}

/** Names of the environment variables that are not set. */
export function missingContactEnv(env: Record<string, string | undefined>): string[] {
  return Object.values(CONTACT_ENV).filter((name) => !env[name]);
}
