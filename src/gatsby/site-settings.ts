// Each language's site settings (navigation, contact, social links, footers) for the page contexts
// (localeContext): every page carries its own language's and no other's.
import type { NodePluginArgs } from "gatsby";
import { LOCALES, type Locale } from "../rules/locales";
import type { SiteSettings } from "../i18n/page-locale";

const FIELDS = [
  "locale",
  "lang",
  "name",
  "description",
  "siteUrl",
  "logo",
  "navigation",
  "contact",
  "socialLinks",
  "footers",
  "map",
] as const satisfies ReadonlyArray<keyof SiteSettings>;

/**
 * The SiteSettings node of each language, cut to what pages use. Read from the node store: its fields
 * are plain values (no links), so the node holds what a query would answer.
 */
export function siteSettingsByLocale(getNodesByType: NodePluginArgs["getNodesByType"]): Record<Locale, SiteSettings> {
  const nodes = getNodesByType("SiteSettings");
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const node = nodes.find((candidate) => candidate.locale === locale);
      if (!node)
        throw new Error(
          `No site settings in "${locale}": content/site.json (or the CMS's Site settings) was not loaded`,
        );
      return [locale, Object.fromEntries(FIELDS.map((field) => [field, node[field] ?? null]))];
    }),
  ) as Record<Locale, SiteSettings>;
}
