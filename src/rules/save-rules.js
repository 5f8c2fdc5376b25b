"use strict";
// The build's content rules as the CMS checks them when an editor saves or publishes (cms/src/checks-on-save.js):
// which field of which CMS type carries which rule, and the problems of a document's data. Each rule's
// predicate and wording is the one the build uses (links.js, blocks.js, seo.js); this file only says
// where they apply in the CMS. __tests__/unit/save-rules.test.ts keeps the table in step with the build's
// model (src/data/model/content-model.ts: its url() and sitePath() fields the CMS holds) and with the
// CMS's schemas. Plain CommonJS without dependencies but src/rules/, so cms/ can require it.

const { isSafeUrl, isSitePath, SAFE_URL_RULE, SITE_PATH_RULE } = require("./links");
const { blocksProblems, paragraphProblem, isObject } = require("./blocks");
const { seoProblems } = require("./seo");

/**
 * The rules, by name: each takes a value an editor gave (never empty: an empty field is the schema's
 * `required`'s business) and the field's name as messages write it, and gives the build's messages.
 * @type {Record<string, (value: unknown, name: string) => string[]>}
 */
const RULES = {
  url: (value, name) => (isSafeUrl(value) ? [] : [`${name} must be ${SAFE_URL_RULE}, got ${JSON.stringify(value)}`]),
  sitePath: (value, name) =>
    isSitePath(value) ? [] : [`${name} must be ${SITE_PATH_RULE}, got ${JSON.stringify(value)}`],
  // An article's body: its images are Strapi's media, so only the blocks and links are checked here.
  blocks: (value, name) => blocksProblems(value, name),
  // Every other rich-text field: paragraphs with bold text (Strapi's toolbar offers more on every field).
  paragraphs: (value, name) => {
    const problem = paragraphProblem(value);
    return problem === undefined ? [] : [`${name} ${problem}`];
  },
};

/**
 * Which fields carry which rule, per CMS type: a field's path in the type's data, through its
 * components (a repeatable component's items each), e.g. "socialLinks.url". Not here: slugs (every
 * `uid` field, cms/src/slug-problems.js) and SEO values (every component named `seo`, below).
 * @type {Record<string, Record<string, keyof typeof RULES>>}
 */
const CMS_FIELD_RULES = {
  "api::service.service": { "details.description": "paragraphs", "seo.canonicalPath": "sitePath" },
  "api::project.project": { description: "paragraphs", websiteUrl: "url", "seo.canonicalPath": "sitePath" },
  "api::testimonial.testimonial": { description: "paragraphs" },
  "api::how-we-work.how-we-work": { paragraphs: "paragraphs" },
  "api::team-profile.team-profile": { biography: "paragraphs" },
  "api::about-us.about-us": { "leftColumn.paragraphs": "paragraphs", "rightColumn.paragraphs": "paragraphs" },
  "api::site-setting.site-setting": { "contact.chatUrl": "url", "socialLinks.url": "url" },
  "api::blog-post.blog-post": { body: "blocks", "seo.canonicalPath": "sitePath" },
  "api::page-seo.page-seo": { page: "sitePath", "seo.canonicalPath": "sitePath" },
};

/**
 * The repeatable components another language translates item by item (the build lays each item's texts
 * over English's by position: src/data/model/translation.ts), per CMS type: a version in another
 * language must have as many items as English, or the build cannot use it. __tests__/unit/save-rules.test.ts
 * keeps this in step with the model's lists of objects that hold texts.
 * @type {Record<string, string[]>}
 */
const TRANSLATED_LISTS = {
  "api::service.service": ["details.sections"],
  "api::project.project": ["details"],
  "api::team-profile.team-profile": ["attributes", "skills"],
  "api::how-we-work.how-we-work": ["steps"],
  "api::approach.approach": ["web", "blockchain", "ai", "uiux"],
  "api::about-us.about-us": ["stats"],
  "api::home.home": ["counters"],
};

/**
 * The lists of a version in another language whose number of items differs from English's, each where
 * the admin marks it. Lists the data does not give (a save of other fields) are not compared.
 * @param {string} uid @param {unknown} data the version being saved @param {unknown} english English's version
 * @returns {SaveProblem[]}
 */
function translatedListProblems(uid, data, english) {
  return (TRANSLATED_LISTS[uid] ?? []).flatMap((fieldPath) => {
    const keys = fieldPath.split(".");
    const at = (/** @type {unknown} */ value) =>
      keys.reduce((inner, key) => (isObject(inner) ? inner[key] : undefined), value);
    const given = at(data);
    const expected = at(english);
    if (!Array.isArray(given) || !Array.isArray(expected) || given.length === expected.length) return [];
    return [
      {
        path: keys,
        message: `${nameOf(keys)} must have ${expected.length} ${expected.length === 1 ? "item" : "items"}, as in English (it has ${given.length}): each item translates English's item in the same place`,
      },
    ];
  });
}

/**
 * The relations the build needs filled, per CMS type: each names one entry of another type, and the live
 * build reads published entries only, so Publish refuses one that names nothing or an entry not yet
 * published (cms/src/checks-on-save.js). __tests__/unit/save-rules.test.ts keeps this in step with the
 * model's references to one entry (ref()) and the CMS's relations.
 * @type {Record<string, string[]>}
 */
const REQUIRED_RELATIONS = {
  "api::team-profile.team-profile": ["member"],
  "api::faq.faq": ["category"],
  "api::blog-post.blog-post": ["author"],
  "api::comment.comment": ["post"],
};

/** The name of a component or field holding a page's SEO values (src/rules/seo.js), wherever it is. */
const SEO_FIELD = "seo";

/**
 * @typedef {{ path: string[], message: string }} SaveProblem
 *   path: where the admin marks it (["socialLinks", "0", "url"]); message: the build's wording
 */

const present = (/** @type {unknown} */ value) => value !== undefined && value !== null && value !== "";
/** The field's name as the build's messages write it: socialLinks[0].url. @param {string[]} path */
const nameOf = (path) => path.map((key, i) => (/^\d+$/.test(key) ? `[${key}]` : i === 0 ? key : `.${key}`)).join("");

/**
 * The present values at a field path in data, each with its path (a list's items each).
 * @param {unknown} data @param {string[]} keys @param {string[]} at
 * @returns {Array<{ path: string[], value: unknown }>}
 */
function valuesAt(data, keys, at = []) {
  if (keys.length === 0) return present(data) ? [{ path: at, value: data }] : [];
  if (Array.isArray(data)) return data.flatMap((item, i) => valuesAt(item, keys, [...at, String(i)]));
  if (!isObject(data) || !(keys[0] in data)) return [];
  return valuesAt(data[keys[0]], keys.slice(1), [...at, keys[0]]);
}

/**
 * Every `seo` value in data, however deep in components, with its path. @returns {Array<{ path: string[], value:
 * Record<string, unknown> }>}
 */
function seoValues(/** @type {unknown} */ data, /** @type {string[]} */ at = []) {
  if (Array.isArray(data)) return data.flatMap((item, i) => seoValues(item, [...at, String(i)]));
  if (!isObject(data)) return [];
  return Object.entries(data).flatMap(([key, value]) =>
    key === SEO_FIELD && isObject(value) ? [{ path: [...at, key], value }] : seoValues(value, [...at, key]),
  );
}

/**
 * What in a document's data (as a save or publish gives it: only the fields it changes, or all) the
 * build would refuse, each where the admin marks it. [] when nothing.
 * @param {string} uid the CMS type (api::project.project)
 * @param {unknown} data
 * @returns {SaveProblem[]}
 */
function saveProblems(uid, data) {
  const fields = Object.entries(CMS_FIELD_RULES[uid] ?? {}).flatMap(([fieldPath, rule]) =>
    valuesAt(data, fieldPath.split(".")).flatMap(({ path, value }) =>
      RULES[rule](value, nameOf(path)).map((message) => ({ path, message })),
    ),
  );
  const seo = seoValues(data).flatMap(({ path, value }) =>
    seoProblems(value).map(({ field, rule }) => ({
      path: [...path, field],
      message: `${nameOf([...path, field])} must be ${rule}`,
    })),
  );
  return [...fields, ...seo];
}

module.exports = {
  CMS_FIELD_RULES,
  REQUIRED_RELATIONS,
  RULES,
  SEO_FIELD,
  TRANSLATED_LISTS,
  nameOf,
  saveProblems,
  translatedListProblems,
};
