"use strict";
// Saving refuses what the site's build would refuse (src/rules, shared with the site): a slug that is
// only dots or starts with one, and a link whose address leads elsewhere than it seems (/\evil.example).
// Strapi's own checks let both through (a uid field takes "..", a plain text field any address), and
// the editor would only learn of it from a failed build; here the admin shows the reason on Save.
const { errors } = require("@strapi/utils");
const { isSlug, SLUG_RULE } = require("../../src/rules/slug");
const { isSafeUrl, SAFE_URL_RULE } = require("../../src/rules/links");

/** The text fields that hold a link's address (the site's content model marks them url()). */
const LINK_FIELDS = {
  "site.social-link": ["url"],
  "site.contact": ["chatUrl"],
  "api::project.project": ["websiteUrl"],
};

const WRITES = new Set(["create", "update"]);
const present = (value) => value !== undefined && value !== null && value !== "";

/** Problems of data (a document's or a component's) against the model uid, named by field path. */
function fieldProblems(strapi, uid, data, prefix = "") {
  const attributes = strapi.getModel(uid)?.attributes ?? {};
  const links = LINK_FIELDS[uid] ?? [];
  const problems = [];
  if (typeof data !== "object" || data === null) return problems;
  for (const [key, value] of Object.entries(data)) {
    const attribute = attributes[key];
    const at = `${prefix}${key}`;
    if (!attribute || !present(value)) continue;
    if (attribute.type === "uid" && !isSlug(value)) problems.push(`${at} must be ${SLUG_RULE}, got ${JSON.stringify(value)}`);
    if (links.includes(key) && !isSafeUrl(value)) problems.push(`${at} must be ${SAFE_URL_RULE}, got ${JSON.stringify(value)}`);
    if (attribute.type === "component") {
      const items = attribute.repeatable && Array.isArray(value) ? value : [value];
      items.forEach((item, i) => problems.push(...fieldProblems(strapi, attribute.component, item, attribute.repeatable ? `${at}[${i}].` : `${at}.`)));
    }
  }
  return problems;
}

function refuseOddFields(strapi) {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context;
    if (WRITES.has(action) && uid.startsWith("api::") && params?.data) {
      const problems = fieldProblems(strapi, uid, params.data);
      if (problems.length > 0) throw new errors.ValidationError(problems.join("; "));
    }
    return next();
  });
}

module.exports = { refuseOddFields, fieldProblems, LINK_FIELDS };
