// A list cut into pages (the blog's articles, a category's or a tag's, the portfolio's projects), each
// page given its slice of the items (skip, limit) and its place among the pages (src/lib/list-pages.ts),
// and linked to the same list's page in each other language.
import type { Actions } from "gatsby";
import { fixedPageSeo, localeContext, localeSlices } from "./localized-pages";
import { LOCALES, type Locale } from "../rules/locales";
import { listPagePath, type ListPlace } from "../lib/list-pages";
import type { SiteSettings } from "../i18n/page-locale";

/** One language's version of a list: the address of its first page and how many items it has. */
export type ListIn = { first: string; itemCount: number };

const pageCountOf = (list: ListIn, perPage: number) => Math.max(1, Math.ceil(list.itemCount / perPage));

/**
 * Makes the pages of a list in each language of `make` (default: each of `languages`), `perPage` items a
 * page; at least one page, which then says the list is empty. Each page's other languages are the same
 * list's page there (its last, where it has fewer pages), or `elsewhere(locale)` where that language
 * has no such list.
 */
export function createListPages(
  actions: Actions,
  list: {
    component: string;
    languages: Partial<Record<Locale, ListIn>>;
    make?: Locale[];
    elsewhere?: (locale: Locale) => string;
    perPage: number;
    context?: (locale: Locale, place: ListPlace) => Record<string, unknown>;
    site: Record<Locale, SiteSettings>;
  },
) {
  for (const locale of list.make ?? LOCALES.filter((other) => list.languages[other])) {
    const here = list.languages[locale]!;
    const pageCount = pageCountOf(here, list.perPage);
    const pagePaths = Array.from({ length: pageCount }, (_, i) => listPagePath(here.first, i + 1));
    pagePaths.forEach((pagePath, i) => {
      const alternates = Object.fromEntries(
        LOCALES.map((other) => {
          const there = list.languages[other];
          return [
            other,
            there
              ? listPagePath(there.first, Math.min(i + 1, pageCountOf(there, list.perPage)))
              : list.elsewhere!(other),
          ];
        }),
      ) as Record<Locale, string>;
      const place: ListPlace = { skip: i * list.perPage, limit: list.perPage, page: i + 1, pageCount, pagePaths };
      // the list's SEO entry (Page SEO, by its address) is its first page's; the next pages are titled "<title>, page
      // n"
      const seo = i === 0 ? fixedPageSeo(locale, pagePath) : {};
      actions.createPage({
        path: pagePath,
        component: list.component,
        slices: localeSlices(locale),
        context: {
          ...list.context?.(locale, place),
          ...place,
          ...localeContext(locale, alternates, list.site),
          ...seo,
        },
      });
    });
  }
}

/** The same list in every language, `itemCount` items in each (every entry has a node in each). */
export const inEveryLanguage = (first: (locale: Locale) => string, itemCount: number): Record<Locale, ListIn> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, { first: first(locale), itemCount }])) as Record<Locale, ListIn>;
