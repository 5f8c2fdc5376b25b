"use strict";
// The CMS's languages (Strapi's i18n): English, the default, and Indonesian. Created on start when
// missing; the default stays English.
const LOCALES = [
  { code: "en", name: "English (en)" },
  { code: "id", name: "Indonesian (id)" },
];
const DEFAULT_LOCALE = "en";

async function ensureLocales(strapi) {
  const locales = strapi.plugin("i18n").service("locales");
  for (const locale of LOCALES) {
    if (!(await locales.findByCode(locale.code))) await locales.create(locale);
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
}

/** A language's name as the admin shows it ("Indonesian (id)"), or its code when it is not one of these. */
const localeName = (code) => LOCALES.find((locale) => locale.code === code)?.name ?? code;

/** The site's content type `uid` (api::) when its entries are translated (i18n localized), else undefined. */
function translatedType(strapi, uid) {
  const model = uid.startsWith("api::") ? strapi.getModel(uid) : undefined;
  return model?.pluginOptions?.i18n?.localized ? model : undefined;
}

module.exports = { ensureLocales, localeName, translatedType, LOCALES, DEFAULT_LOCALE };
