import React from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { PageLocaleProvider, type SiteSettings } from "../../src/i18n/page-locale";
import { localeContext } from "../../src/gatsby/localized-pages";
import { localePath, type Locale } from "../../src/rules/locales";
import siteJson from "../../content/site.json";
import idSiteJson from "../../content/id/site.json";

type PageOptions = { locale?: Locale; path?: string; site?: SiteSettings };

type Json = any;
/** The Indonesian file's texts laid over the English entry, as the build does (arrays item by item). */
const overlay = (base: Json, over: Json): Json => {
  if (Array.isArray(base)) return base.map((item, i) => (over?.[i] === undefined ? item : overlay(item, over[i])));
  if (base && typeof base === "object")
    return Object.fromEntries(
      Object.entries(base).map(([key, value]) => [key, over?.[key] === undefined ? value : overlay(value, over[key])]),
    );
  return over ?? base;
};

/** The built-in site settings of each language, as the page contexts carry them. */
export const SITE_SETTINGS: Record<Locale, SiteSettings> = {
  en: { ...siteJson, locale: "en", lang: "en" } as unknown as SiteSettings,
  id: { ...overlay(siteJson, idSiteJson), locale: "id", lang: "id" } as SiteSettings,
};

/** The page context of a page at `path` in `locale`; `site` replaces that language's site settings. */
export const pageContextOf = ({ locale = "en", path = "/", site }: PageOptions = {}) =>
  localeContext(
    locale,
    { en: path, id: localePath("id", path) },
    site ? { ...SITE_SETTINGS, [locale]: site } : SITE_SETTINGS,
  );

/** `ui` with the page context of a page in `locale` (for renderers other than testing-library's). */
export function inPage(ui: React.ReactElement, options: PageOptions = {}) {
  return <PageLocaleProvider value={pageContextOf(options)}>{ui}</PageLocaleProvider>;
}

/** Renders `ui` as a page in `locale` does: with that language's page context. */
export function renderInPage(
  ui: React.ReactElement,
  { locale, path, site, ...options }: PageOptions & RenderOptions = {},
) {
  const value = pageContextOf({ locale, path, site });
  return render(ui, {
    wrapper: ({ children }) => <PageLocaleProvider value={value}>{children}</PageLocaleProvider>,
    ...options,
  });
}
