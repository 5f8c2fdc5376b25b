import React from "react";
import { agencyJsonLd, jsonLdText } from "../../lib/structured-data";
import type { Locale } from "../../rules/locales";
import { useSiteSettingsIn } from "../../hooks/use-site-settings";

/**
 * The agency's schema.org description in the page's language, for the Head of the home and contact
 * pages, from the site settings every page loads already for its chrome (useSiteSettingsIn).
 */
export function AgencyJsonLd({ locale }: { locale: Locale }) {
  const siteSettings = useSiteSettingsIn(locale);
  if (!siteSettings) return null;
  // JSON-LD is data, not a script the browser runs; jsonLdText escapes "<".
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(agencyJsonLd(siteSettings)) }} />;
}
