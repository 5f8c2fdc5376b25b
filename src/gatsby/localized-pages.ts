// Every page in every language (issue 27): a page of src/pages at its English address and under each
// other language's prefix, each with its language's page context (localeContext). Pages made from
// content (pages.ts) come with their context already and are left alone.
import type { GatsbyNode } from "gatsby";
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from "../rules/locales";
import { FIXED_TEXTS } from "../i18n/fixed-texts";
import type { PageLocale, SiteSettings } from "../i18n/page-locale";
import { siteSettingsByLocale } from "./site-settings";
import { pageSeoOf } from "./page-seo";
import { indexed } from "./seo-indexing";

/** What a page in `locale` gets in its page context: its language, fixed texts, site settings and addresses. */
export const localeContext = (locale: Locale, alternates: Record<Locale, string>, site: Record<Locale, SiteSettings>): PageLocale => ({ locale, texts: FIXED_TEXTS[locale], site: site[locale], alternates });

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions, getNodesByType }) => {
  if ((page.context as { locale?: string } | undefined)?.locale || page.path.startsWith("/dev-404-page")) return;
  const alternates = Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, page.path)])) as Record<Locale, string>;
  const site = siteSettingsByLocale(getNodesByType);
  actions.deletePage(page);
  for (const locale of LOCALES) {
    actions.createPage({ ...page, path: alternates[locale], ...notFoundMatch(locale, page.path), context: { ...page.context, ...localeContext(locale, alternates, site), ...fixedPageSeo(locale, alternates[locale]) } });
  }
};

/**
 * nginx answers an unknown address under a language's prefix with that language's /<lang>/404.html.
 * Gatsby's app keeps the visitor's address only for /404.html or a page found by its matchPath, and
 * would otherwise show /id/404.html (and the not-found page could not tell a missing service): that
 * page catches the prefix. Gatsby finds every real page before a matchPath.
 */
const notFoundMatch = (locale: Locale, path: string): { matchPath?: string } => (locale !== DEFAULT_LOCALE && path === "/404.html" ? { matchPath: localePath(locale, "/*") } : {});

/** A fixed page's SEO entry in its page context, and whether the sitemap lists it. */
export function fixedPageSeo(locale: Locale, path: string) {
  const seo = pageSeoOf(locale, path);
  return { seo, ...indexed(seo) };
}
