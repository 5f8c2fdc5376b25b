"use strict";
// Fields said to be made from the title are: the admin fills a uid field (an article's Slug and
// Article ID, a project's Slug...) when the form opens, before any title is typed, with the type's own
// name ("blog-post", "blog-post-1"), and keeps that placeholder when the editor then types a title. On
// Save, a uid field still holding that placeholder is made from the title (or name) it follows, unique
// among its type's entries, as the admin's Regenerate button would. A value an editor chose is kept.
const { WRITES } = require("./document-writes");

const isPlaceholder = (value, modelName) =>
  typeof value === "string" && new RegExp(`^${modelName}(-\\d+)?$`).test(value);

function makeUidsFromTitles(strapi) {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context;
    const data = params?.data;
    const model = uid.startsWith("api::") && WRITES.has(action) && data ? strapi.getModel(uid) : undefined;
    if (!model) return next();
    for (const [field, attribute] of Object.entries(model.attributes)) {
      const target = attribute.type === "uid" ? attribute.targetField : undefined;
      if (
        !target ||
        !isPlaceholder(data[field], model.modelName) ||
        typeof data[target] !== "string" ||
        data[target].trim() === ""
      )
        continue;
      data[field] = await strapi
        .plugin("content-manager")
        .service("uid")
        .generateUIDField({ contentTypeUID: uid, field, data, locale: params.locale });
    }
    return next();
  });
}

module.exports = { makeUidsFromTitles };
