"use strict";
// Saving refuses a slug the site's build would refuse (src/rules/slug.js, shared with the site): Strapi's
// uid fields take "." and "..", which would make a page's address its list's or the site's root.
// checks-on-save.js refuses them at Save with the other rules: the field marked, nothing stored.
const { isSlug, SLUG_RULE } = require("../../src/rules/slug");
const { nameOf } = require("../../src/rules/save-rules");

const present = (value) => value !== undefined && value !== null && value !== "";

/**
 * The slugs in data (a document's or a component's) that the build would refuse, each with its field's
 * path, as checks-on-save.js marks fields: [{ path: ["slug"], message: "slug must be ..." }].
 * @returns {Array<{ path: string[], message: string }>}
 */
function slugProblems(strapi, uid, data, at = []) {
  const attributes = strapi.getModel(uid)?.attributes ?? {};
  if (typeof data !== "object" || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const attribute = attributes[key];
    if (!attribute || !present(value)) return [];
    const path = [...at, key];
    if (attribute.type === "uid" && !isSlug(value))
      return [{ path, message: `${nameOf(path)} must be ${SLUG_RULE}, got ${JSON.stringify(value)}` }];
    if (attribute.type !== "component") return [];
    if (!attribute.repeatable) return slugProblems(strapi, attribute.component, value, path);
    return (Array.isArray(value) ? value : []).flatMap((item, i) =>
      slugProblems(strapi, attribute.component, item, [...path, String(i)]),
    );
  });
}

module.exports = { slugProblems };
