"use strict";
// An entry starts in English. The site makes its pages from the English entries and lays each
// Indonesian version over its English one (src/data/cms/cms-locale.ts), so an entry created in
// Indonesian alone would be published and shown nowhere. Creating a new entry in another language, or
// duplicating one from the Indonesian list, is refused at Save with the reason and the way out; an
// existing entry's Indonesian version is not a new entry (Strapi adds a language to a document by an
// update), so it is not touched here.
const { errors } = require("@strapi/utils");
const { DEFAULT_LOCALE, localeName: nameOf, translatedType } = require("./locales");
const { NEW_ENTRIES } = require("./document-writes");

/** The refusal's text, naming the type as the admin does. */
const englishFirstMessage = (typeName, locale) =>
  `A new ${typeName} starts in ${nameOf(DEFAULT_LOCALE)}: the site makes its pages from the English entries, so one written only in ${nameOf(locale)} would show nowhere. ` +
  `Switch the language menu at the top to ${nameOf(DEFAULT_LOCALE)}, create it there, then add its ${nameOf(locale)} version from the same menu.`;

function refuseNewEntriesOutsideEnglish(strapi) {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context;
    const model = translatedType(strapi, uid);
    const locale = params?.locale;
    if (
      NEW_ENTRIES.has(action) &&
      model?.kind === "collectionType" &&
      typeof locale === "string" &&
      locale !== DEFAULT_LOCALE
    ) {
      const name = model.info.displayName;
      throw new errors.ValidationError(
        englishFirstMessage(name === name.toUpperCase() ? name : name.toLowerCase(), locale),
      );
    }
    return next();
  });
}

module.exports = { refuseNewEntriesOutsideEnglish, englishFirstMessage };
