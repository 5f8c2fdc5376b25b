// A list cut into pages in every language (the blog's articles, the portfolio's projects), each page
// given its slice of the items (skip, limit) to query and its place among the pages (src/lib/list-pages.ts).
import type { Actions } from "gatsby";
import { fixedPageSeo, localeContext } from "./localized-pages";
import { LOCALES, type Locale } from "../rules/locales";
import { listPagePath, type ListPlace } from "../lib/list-pages";
import type { SiteSettings } from "../i18n/page-locale";

/**
 * Makes the pages of a list of `itemCount` items (the same in every language: every entry has a node
 * in each), `perPage` a page; at least one page, which then says the list is empty.
 */
export function createListPages(
  actions: Actions,
  list: { component: string; first: (locale: Locale) => string; itemCount: number; perPage: number; context?: (locale: Locale, place: ListPlace) => Record<string, unknown>; site: Record<Locale, SiteSettings> },
) {
  const pageCount = Math.max(1, Math.ceil(list.itemCount / list.perPage));
  for (const locale of LOCALES) {
    const pagePaths = Array.from({ length: pageCount }, (_, i) => listPagePath(list.first(locale), i + 1));
    pagePaths.forEach((pagePath, i) => {
      const alternates = Object.fromEntries(LOCALES.map((other) => [other, listPagePath(list.first(other), i + 1)])) as Record<Locale, string>;
      const place: ListPlace = { skip: i * list.perPage, limit: list.perPage, page: i + 1, pageCount, pagePaths };
      // the list's SEO entry is its first page's; the next pages are titled "<title>, page n"
      const seo = i === 0 ? fixedPageSeo(locale, pagePath) : {};
      actions.createPage({ path: pagePath, component: list.component, context: { ...list.context?.(locale, place), ...place, ...localeContext(locale, alternates, list.site), ...seo } });
    });
  }
}
