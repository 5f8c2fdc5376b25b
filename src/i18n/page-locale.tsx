// The language of the page being shown, its fixed texts, its site settings and its address in every
// language. Gatsby gives them to each page in its page context (src/gatsby/localized-pages.ts);
// wrapPageElement (gatsby-browser, gatsby-ssr) hands them to every component below the page.
import React, { createContext, useContext } from "react";
import type { Texts } from "./en";
import { localeOfPath, type Locale } from "../rules/locales";
import type { PageSeo } from "../lib/page-seo";

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

export function PageLocaleProvider({ value, children }: { value: PageLocale; children: React.ReactNode }) {
  return <PageLocaleContext.Provider value={value}>{children}</PageLocaleContext.Provider>;
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
