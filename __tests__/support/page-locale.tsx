import React from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { PageLocaleProvider } from "../../src/i18n/page-locale";
import { localeContext } from "../../src/gatsby/localized-pages";
import { localePath, type Locale } from "../../src/rules/locales";

type PageOptions = { locale?: Locale; path?: string };

/** `ui` with the page context of a page in `locale` (for renderers other than testing-library's). */
export function inPage(ui: React.ReactElement, { locale = "en", path = "/" }: PageOptions = {}) {
  return <PageLocaleProvider value={localeContext(locale, { en: path, id: localePath("id", path) })}>{ui}</PageLocaleProvider>;
}

/** Renders `ui` as a page in `locale` does: with that language's page context. */
export function renderInPage(ui: React.ReactElement, { locale = "en", path = "/", ...options }: PageOptions & RenderOptions = {}) {
  const value = localeContext(locale, { en: path, id: localePath("id", path) });
  return render(ui, { wrapper: ({ children }) => <PageLocaleProvider value={value}>{children}</PageLocaleProvider>, ...options });
}
