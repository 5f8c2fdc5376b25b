import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { agencyJsonLd, jsonLdText } from "../../lib/structured-data";
import type { Locale } from "../../rules/locales";
import { inLocale } from "../../i18n/use-locale-nodes";

/**
 * The agency's schema.org description in the page's language, for the Head of the home and contact
 * pages. Its own static query, so only those two pages load the contact fields it needs.
 */
export function AgencyJsonLd({ locale }: { locale: Locale }) {
  const { allSiteSettings } = useStaticQuery<Queries.AgencyJsonLdQuery>(graphql`
    query AgencyJsonLd {
      allSiteSettings {
        nodes {
          locale
          name
          description
          siteUrl
          logo
          contact {
            phone
            email
            chatUrl
          }
          socialLinks {
            url
          }
          map {
            center {
              lat
              lng
            }
          }
        }
      }
    }
  `);
  const [siteSettings] = inLocale(allSiteSettings.nodes, locale);
  if (!siteSettings) return null;
  // JSON-LD is data, not a script the browser runs; jsonLdText escapes "<".
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(agencyJsonLd(siteSettings)) }} />;
}
