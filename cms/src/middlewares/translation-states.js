"use strict";
// The content manager's list views say, per entry, where its translation stands (issue: translation
// state where editors work): the list's answer gets `translations: { id: "missing" | "draft" |
// "published" | "older" }`, one database query per page of the list, and the admin's "Indonesian"
// column (cms/src/admin/translation-column.jsx) shows it. Registered in config/middlewares.js.
//   missing    no version in that language: the site shows the English text there
//   draft      never published in that language: the site shows the English text there
//   older      the English version was published after that language's last publish: check it
//   published  published after the English version's last publish
const { LOCALES, DEFAULT_LOCALE } = require("../locales");

const LIST = /^\/content-manager\/collection-types\/([^/?]+)$/;
const TRANSLATED = LOCALES.map(({ code }) => code).filter((code) => code !== DEFAULT_LOCALE);

/**
 * The state of one language of one document, from its versions (every locale, draft and published).
 * @param {Array<{ locale: string, publishedAt: string | null }>} versions @param {string} locale
 */
function translationState(versions, locale) {
  const of = (code, published) => versions.find((v) => v.locale === code && (v.publishedAt !== null) === published);
  if (!of(locale, false) && !of(locale, true)) return "missing";
  const translated = of(locale, true);
  if (!translated) return "draft";
  const original = of(DEFAULT_LOCALE, true);
  return original && new Date(original.publishedAt) > new Date(translated.publishedAt) ? "older" : "published";
}

module.exports = (_config, { strapi }) =>
  async function translationStates(ctx, next) {
    await next();
    const uid = ctx.method === "GET" && ctx.status === 200 ? LIST.exec(ctx.path)?.[1] : undefined;
    const model = uid && strapi.contentTypes[uid];
    const results = ctx.body?.results;
    if (!model?.pluginOptions?.i18n?.localized || !Array.isArray(results) || results.length === 0) return;
    const documentIds = [...new Set(results.map((entry) => entry.documentId))];
    const versions = await strapi.db
      .query(uid)
      .findMany({ where: { documentId: { $in: documentIds } }, select: ["documentId", "locale", "publishedAt"] });
    for (const entry of results) {
      const own = versions.filter((version) => version.documentId === entry.documentId);
      entry.translations = Object.fromEntries(TRANSLATED.map((locale) => [locale, translationState(own, locale)]));
    }
  };

module.exports.translationState = translationState;
