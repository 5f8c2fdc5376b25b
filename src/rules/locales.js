"use strict";
// The site's languages (issue 27). English lives at the addresses of SPEC section 2; every other
// language under its own prefix with the same structure (/id/, /id/service/<slug>/...). Plain
// CommonJS, so the build, the browser and the CMS (preview links) share one rule.

/** @typedef {"en" | "id"} Locale */

/** @type {readonly Locale[]} */
const LOCALES = Object.freeze(["en", "id"]);
/** @type {Locale} */
const DEFAULT_LOCALE = "en";

/** Each language named in itself (the language switch), with its Open Graph locale. */
const LANGUAGES = Object.freeze({
  en: { name: "English", ogLocale: "en_US" },
  id: { name: "Bahasa Indonesia", ogLocale: "id_ID" },
});

/** @param {unknown} value @returns {value is Locale} */
const isLocale = (value) => typeof value === "string" && LOCALES.includes(/** @type {Locale} */ (value));

/**
 * The address of `path` (an English one, starting with /) in `locale`.
 * @param {Locale} locale @param {string} path
 */
const localePath = (locale, path) =>
  locale === DEFAULT_LOCALE ? path : path === "/" ? `/${locale}/` : `/${locale}${path}`;

/** The language an address is in, by its first segment. @param {string} path @returns {Locale} */
function localeOfPath(path) {
  const first = path.split("/")[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

module.exports = { LOCALES, DEFAULT_LOCALE, LANGUAGES, isLocale, localePath, localeOfPath };
