import React from "react";
import { agencyJsonLd, jsonLdText } from "../../lib/structured-data";
import type { SiteSettings } from "../../i18n/page-locale";

/**
 * The agency's schema.org description in the page's language, for the Head of the home and contact
 * pages, from the site settings every page carries already for its chrome (its page context's `site`).
 */
export function AgencyJsonLd({ site: siteSettings }: { site: SiteSettings }) {
  // JSON-LD is data, not a script the browser runs; jsonLdText escapes "<".
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(agencyJsonLd(siteSettings)) }} />
  );
}
