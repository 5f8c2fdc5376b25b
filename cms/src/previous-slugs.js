"use strict";
// Page addresses stay valid: when an editor changes the slug of an entry with a page of its own, the slug its
// published page had is added to the entry's "Old addresses" (previousSlugs), and the site's build
// answers those addresses with a permanent redirect to the new one (src/gatsby/create-pages.ts,
// src/gatsby/after-build/nginx-redirects.ts).
const { PAGE_TYPES } = require("../../src/rules/page-types");

const SLUGGED = new Set(PAGE_TYPES.filter((type) => type.redirectsOldSlugs).map((type) => type.cmsType));

function recordPreviousSlugs(strapi) {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context;
    const newSlug = params?.data?.slug;
    if (action !== "update" || !SLUGGED.has(uid) || typeof newSlug !== "string" || !params.documentId) return next();
    const documents = strapi.documents(uid);
    const [published, draft] = await Promise.all([
      documents.findOne({
        documentId: params.documentId,
        locale: params.locale,
        status: "published",
        fields: ["slug"],
      }),
      documents.findOne({
        documentId: params.documentId,
        locale: params.locale,
        status: "draft",
        fields: ["slug"],
        populate: ["previousSlugs"],
      }),
    ]);
    const live = published?.slug;
    const previous = Array.isArray(params.data.previousSlugs)
      ? params.data.previousSlugs
      : (draft?.previousSlugs ?? []);
    const known = previous.map((line) => line.text);
    if (live && live !== newSlug && !known.includes(live)) {
      params.data.previousSlugs = [...previous.map(({ text }) => ({ text })), { text: live }];
    }
    return next();
  });
}

module.exports = { recordPreviousSlugs };
