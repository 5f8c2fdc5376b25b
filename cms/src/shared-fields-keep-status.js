"use strict";
// "Modified" means an editor changed that language. Strapi's i18n copies the fields every language
// shares (not localized: a service's order, its icon, a project's images) from the version an editor
// saves, publishes or discards into the other languages' versions of the same status, and that moves
// their updatedAt; the content manager calls a version "Modified" when its draft's updatedAt is later
// than its published one's, so an Indonesian version nobody had touched showed "Modified" after an
// English edit (and an English publish hid a real Indonesian change the same way). Around such an
// action the other languages' versions keep their updatedAt; the shared fields are still copied.
// Registered at register(), before i18n's own middleware (its bootstrap), so it runs around it.
const { translatedType } = require("./locales");

const ACTIONS = new Set(["update", "publish", "discardDraft"]);

function keepOtherLanguagesStatus(strapi) {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context;
    const locale = params?.locale;
    if (
      !ACTIONS.has(action) ||
      !translatedType(strapi, uid) ||
      !params?.documentId ||
      typeof locale !== "string" ||
      locale === "*"
    )
      return next();
    const others = await strapi.db
      .query(uid)
      .findMany({ where: { documentId: params.documentId, locale: { $ne: locale } }, select: ["id", "updatedAt"] });
    const result = await next();
    // updateMany with one object of data: Strapi's timestamps set updatedAt only on update() (and on updateMany of a
    // list)
    for (const { id, updatedAt } of others)
      await strapi.db.query(uid).updateMany({ where: { id }, data: { updatedAt } });
    return result;
  });
}

module.exports = { keepOtherLanguagesStatus };
