// The language of the page being shown, its fixed texts, its site settings and its address in every
// language. Gatsby gives them to each page in its page context (src/gatsby/localized-pages.ts);
// wrapPageElement (gatsby-browser, gatsby-ssr) hands them to every component below the page.
import React, { createContext, useContext } from "react";
import type { Texts } from "./en";
import { localeOfPath, type Locale } from "../rules/locales";
import type { PageSeo } from "../rules/seo";

/** What the site chrome, the head tags and the agency's JSON-LD use of the site settings. */
export type SiteSettings = Pick<
  Queries.SiteSettings,
  | "locale"
  | "lang"
  | "name"
  | "description"
  | "siteUrl"
  | "logo"
  | "navigation"
  | "contact"
  | "socialLinks"
  | "footers"
  | "map"
>;

export interface PageLocale {
  locale: Locale;
  texts: Texts;
  /**
   * The site settings in the page's language: in each page's own data, not a static query, which
   * would give every page every language's.
   */
  site: SiteSettings;
  /** this page's address in each language */
  alternates: Record<Locale, string>;
  /** a fixed page's SEO entry (an entry's page has its entry's, in its query) */
  seo?: PageSeo | null;
  /**
   * The not-found page (/404.html) only: the other languages' contexts. Gatsby's app shows that one
   * page for every unknown address, so it takes its language from the address (pageLocaleAt).
   */
  notFoundIn?: Partial<Record<Locale, PageLocale>>;
}

/** The page's language context at `pathname`: its own, or the not-found page's in the address's language. */
export const pageLocaleAt = (context: PageLocale, pathname: string): PageLocale =>
  context.notFoundIn?.[localeOfPath(pathname)] ?? context;

const PageLocaleContext = createContext<PageLocale | null>(null);
/**
 * The page's language alone, for what needs no more of the page: a slice (the blog's sidebar) is
 * rendered apart from the pages it is stitched into, with none of their context, so it gives its own.
 */
const LocaleContext = createContext<Locale | null>(null);

export function PageLocaleProvider({ value, children }: { value: PageLocale; children: React.ReactNode }) {
  return (
    <PageLocaleContext.Provider value={value}>
      <LocaleContext.Provider value={value.locale}>{children}</LocaleContext.Provider>
    </PageLocaleContext.Provider>
  );
}

/** A slice's language (src/templates/blog-sidebar-slice.tsx): what useLocale answers below it. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The language of the page, or of the slice, being rendered. */
export function useLocale(): Locale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error("useLocale outside a page or slice: no language given (src/i18n/page-locale.tsx)");
  return locale;
}

export function usePageLocale(): PageLocale {
  const value = useContext(PageLocaleContext);
  // No default: a default table would put English into every page's JavaScript.
  if (!value)
    throw new Error("usePageLocale outside a page: the page context has no locale (src/gatsby/localized-pages.ts)");
  return value;
}

/** The page's fixed texts (en.ts, id.ts). */
export const useTexts = (): Texts => usePageLocale().texts;
