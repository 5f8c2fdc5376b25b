// Every page in every language (issue 27): a page of src/pages at its English address and under each
// other language's prefix, each with its language's page context (localeContext). Pages made from
// content (create-pages.ts) come with their context already and are left alone.
import type { GatsbyNode } from "gatsby";
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from "../rules/locales";
import { FIXED_TEXTS } from "../i18n/fixed-texts";
import type { PageLocale, SiteSettings } from "../i18n/page-locale";
import { siteSettingsByLocale } from "./site-settings";
import { pageSeoOf } from "./page-seo";
import { indexed } from "./seo-indexing";
import { blogSidebarSliceId } from "../lib/blog-subjects";

/**
 * The slices a page in `locale` shows, by the alias its components name (<Slice alias="blog-sidebar" />:
 * Gatsby reads aliases from the code, so they are fixed words, and each page picks its language's here).
 */
export const localeSlices = (locale: Locale) => ({ "blog-sidebar": blogSidebarSliceId(locale) });

/** What a page in `locale` gets in its page context: its language, fixed texts, site settings and addresses. */
export const localeContext = (
  locale: Locale,
  alternates: Record<Locale, string>,
  site: Record<Locale, SiteSettings>,
): PageLocale => ({ locale, texts: FIXED_TEXTS[locale], site: site[locale], alternates });

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions, getNodesByType }) => {
  if ((page.context as { locale?: string } | undefined)?.locale || page.path.startsWith("/dev-404-page")) return;
  const alternates = Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, page.path)])) as Record<
    Locale,
    string
  >;
  const site = siteSettingsByLocale(getNodesByType);
  actions.deletePage(page);
  const contexts = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      { ...page.context, ...localeContext(locale, alternates, site), ...fixedPageSeo(locale, alternates[locale]) },
    ]),
  );
  for (const locale of LOCALES) {
    actions.createPage({
      ...page,
      path: alternates[locale],
      slices: localeSlices(locale),
      context: { ...contexts[locale], ...notFoundIn(locale, page.path, contexts) },
    });
  }
};

/**
 * nginx answers an unknown address under a language's prefix with that language's /<lang>/404.html.
 * Gatsby's app keeps the visitor's address only when the HTML says its page is /404.html (the build
 * writes that into the other languages' not-found HTML: src/gatsby/after-build/page-path-script.ts),
 * and then shows /404.html's page: so that page carries every language's context and takes the
 * address's (pageLocaleAt, src/i18n/page-locale.tsx). A matchPath /id/* did this before, but Gatsby then
 * listed every Indonesian page in the JavaScript every page loads (match-paths.json: +19 kB gzip on
 * every route at 1,000 + 1,000 entries).
 */
// (Gatsby's own plugin makes /404.html a copy of /404/ after this has run for /404/)
const NOT_FOUND_PATHS = ["/404", "/404/", "/404.html"];
const notFoundIn = (locale: Locale, path: string, contexts: Record<string, object>) =>
  locale === DEFAULT_LOCALE && NOT_FOUND_PATHS.includes(path)
    ? {
        notFoundIn: Object.fromEntries(
          LOCALES.filter((other) => other !== DEFAULT_LOCALE).map((other) => [other, contexts[other]]),
        ),
      }
    : {};

/** A fixed page's SEO entry in its page context, and whether the sitemap lists it. */
export function fixedPageSeo(locale: Locale, path: string) {
  const seo = pageSeoOf(locale, path);
  return { seo, ...indexed(seo) };
}
