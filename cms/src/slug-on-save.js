"use strict";
// Saving refuses a slug the site's build would refuse (src/rules/slug.js, shared with the site): Strapi's
// uid fields take "." and "..", which would make a page's address its list's or the site's root.
// The admin names the field and the rule on Save; nothing is stored.
// Links are not checked here: the build refuses a bad one by name (src/rules/links.js) and shows why
// on Publish status, and the publish and preview pipelines' tests use such a link as their entry that
// breaks a build.
const { errors } = require("@strapi/utils");
const { isSlug, SLUG_RULE } = require("../../src/rules/slug");

const WRITES = new Set(["create", "update"]);
const present = (value) => value !== undefined && value !== null && value !== "";

/** Problems of data (a document's or a component's) against the model uid, named by field path. */
function slugProblems(strapi, uid, data, prefix = "") {
  const attributes = strapi.getModel(uid)?.attributes ?? {};
  const problems = [];
  if (typeof data !== "object" || data === null) return problems;
  for (const [key, value] of Object.entries(data)) {
    const attribute = attributes[key];
    const at = `${prefix}${key}`;
    if (!attribute || !present(value)) continue;
    if (attribute.type === "uid" && !isSlug(value)) problems.push(`${at} must be ${SLUG_RULE}, got ${JSON.stringify(value)}`);
    if (attribute.type === "component") {
      const items = attribute.repeatable && Array.isArray(value) ? value : [value];
      items.forEach((item, i) => problems.push(...slugProblems(strapi, attribute.component, item, attribute.repeatable ? `${at}[${i}].` : `${at}.`)));
    }
  }
  return problems;
}

function refuseBadSlugs(strapi) {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context;
    if (WRITES.has(action) && uid.startsWith("api::") && params?.data) {
      const problems = slugProblems(strapi, uid, params.data);
      if (problems.length > 0) throw new errors.ValidationError(problems.join("; "));
    }
    return next();
  });
}

module.exports = { refuseBadSlugs, slugProblems };
