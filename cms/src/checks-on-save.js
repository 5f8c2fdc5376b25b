"use strict";
// Saving or publishing refuses what the site's build would refuse, from the build's own rules
// (src/rules/save-rules.js: links, an article's body, SEO values): a ValidationError whose details name
// each field's path, so the admin marks the field with the rule's text under it and nothing is stored;
// the text names the field by the labels the editor sees, not by its path.
// Slugs have their own check (slug-on-save.js). The build still checks everything (its net for content
// that never passed here: a database from before these checks, an import).
//
// CMS_SAVE_CHECKS=false turns these checks off. Only for tests of that net (a CMS holding what the
// build refuses); never on a CMS editors use.
const { errors } = require("@strapi/utils");
const { saveProblems, nameOf, TRANSLATED_LISTS, translatedListProblems } = require("../../src/rules/save-rules");
const { DEFAULT_LOCALE } = require("../../src/rules/locales");
const labels = require("./editor-labels");
const { readSchemaFiles } = require("./editor-views");
const { fieldLabels } = require("./field-labels");

const schemas = readSchemaFiles();

/**
 * A problem in the editor's words: the build's message names the field by its path (seo.metaTitle);
 * the editor reads the labels the admin shows (SEO > Title for search results).
 * @param {string} uid @param {unknown} data @param {{ path: string[], message: string }} problem
 */
function inEditorsWords(uid, data, { path, message }) {
  const name = nameOf(path);
  const labelled = fieldLabels(uid, path, data, labels, schemas);
  return labelled && message.startsWith(name) ? { path, message: `${labelled.join(" > ")}${message.slice(name.length)}` } : { path, message };
}

const WRITES = new Set(["create", "update"]);

/**
 * One error per field, its problems joined (a body with two bad links is one marked field).
 * @param {Array<{ path: string[], message: string }>} problems
 */
function byField(problems) {
  const fields = new Map();
  for (const { path, message } of problems) {
    const key = path.join(".");
    const field = fields.get(key) ?? { path, message: "", name: "ValidationError" };
    field.message = field.message === "" ? message : `${field.message}; ${message}`;
    fields.set(key, field);
  }
  return [...fields.values()];
}

/** The ValidationError a save gets for problems, or undefined when there are none. */
function saveError(problems) {
  if (problems.length === 0) return undefined;
  const fields = byField(problems);
  return new errors.ValidationError(fields.map((field) => field.message).join("; "), { errors: fields });
}

/** Strapi's populate for field paths through components: ["details.sections"] -> { details: { populate: { sections: true } } }. */
function populateOf(/** @type {string[]} */ paths) {
  const populate = {};
  for (const path of paths) {
    let level = populate;
    const keys = path.split(".");
    keys.forEach((key, i) => {
      if (i === keys.length - 1) level[key] = level[key] ?? true;
      else level = (level[key] = typeof level[key] === "object" ? level[key] : { populate: {} }).populate;
    });
  }
  return populate;
}

/**
 * A version in another language than English whose item-by-item lists (TRANSLATED_LISTS) have another
 * number of items than English's: the build could not lay it over English. English as published (what
 * the build reads), else its draft.
 */
async function translatedListsProblems(strapi, uid, params) {
  const paths = TRANSLATED_LISTS[uid];
  if (!paths || !params.locale || params.locale === DEFAULT_LOCALE) return [];
  const single = strapi.contentTypes[uid]?.kind === "singleType";
  if (!single && !params.documentId) return []; // a new entry starts in English (english-first.js)
  const find = (status) =>
    single ? strapi.documents(uid).findFirst({ locale: DEFAULT_LOCALE, status, populate: populateOf(paths) }) : strapi.documents(uid).findOne({ documentId: params.documentId, locale: DEFAULT_LOCALE, status, populate: populateOf(paths) });
  const english = (await find("published")) ?? (await find("draft"));
  return english ? translatedListProblems(uid, params.data, english) : [];
}

function checkOnSave(strapi, env = process.env) {
  if (env.CMS_SAVE_CHECKS === "false") {
    strapi.log.warn("CMS_SAVE_CHECKS=false: links, article bodies and SEO values are not checked at save (tests of the build's checks only)");
    return;
  }
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context;
    if (WRITES.has(action) && uid.startsWith("api::") && params?.data) {
      const problems = [...saveProblems(uid, params.data), ...(await translatedListsProblems(strapi, uid, params))];
      const error = saveError(problems.map((problem) => inEditorsWords(uid, params.data, problem)));
      if (error) throw error;
    }
    return next();
  });
}

module.exports = { checkOnSave, saveError };
