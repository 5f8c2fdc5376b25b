"use strict";
// Saving or publishing refuses what the site's build would refuse, from the build's own rules
// (src/rules/save-rules.js: links, an article's body, SEO values): a ValidationError whose details name
// each field's path, so the admin marks the field with the rule's text under it and nothing is stored;
// the text names the field by the labels the editor sees, not by its path.
// Slugs too (slug-problems.js). Every way of writing an entry is checked (document-writes.js: a new
// entry, a change, a new language, a duplicate); Publish checks the relations. The build still checks everything (its
// net for content
// that never passed here: a database from before these checks, an import).
//
// CMS_SAVE_CHECKS=false turns these checks off. Only for tests of that net (a CMS holding what the
// build refuses); never on a CMS editors use.
const { errors } = require("@strapi/utils");
const {
  saveProblems,
  nameOf,
  REQUIRED_RELATIONS,
  TRANSLATED_LISTS,
  translatedListProblems,
} = require("../../src/rules/save-rules");
const { DEFAULT_LOCALE, LOCALES } = require("../../src/rules/locales");
const { localeName } = require("./locales");
const labels = require("./editor-labels");
const { readSchemaFiles } = require("./editor-views");
const { fieldLabels } = require("./field-labels");
const { slugProblems } = require("./slug-problems");
const { WRITES } = require("./document-writes");

const schemas = readSchemaFiles();

/**
 * A problem in the editor's words: the build's message names the field by its path (seo.metaTitle);
 * the editor reads the labels the admin shows (SEO > Title for search results).
 * @param {string} uid @param {unknown} data @param {{ path: string[], message: string }} problem
 */
function inEditorsWords(uid, data, { path, message }) {
  const name = nameOf(path);
  const labelled = fieldLabels(uid, path, data, labels, schemas);
  return labelled && message.startsWith(name)
    ? { path, message: `${labelled.join(" > ")}${message.slice(name.length)}` }
    : { path, message };
}

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

/**
 * Strapi's populate for field paths through components: ["details.sections"] -> { details: { populate: { sections: true
 * } } }.
 */
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
    single
      ? strapi.documents(uid).findFirst({ locale: DEFAULT_LOCALE, status, populate: populateOf(paths) })
      : strapi
          .documents(uid)
          .findOne({ documentId: params.documentId, locale: DEFAULT_LOCALE, status, populate: populateOf(paths) });
  const english = (await find("published")) ?? (await find("draft"));
  return english ? translatedListProblems(uid, params.data, english) : [];
}

/**
 * The languages a publish names: one code, a list (bulk publish) or "*" (every language), else English.
 * @param {unknown} locale @returns {string[]}
 */
function localesPublished(locale) {
  if (Array.isArray(locale)) return locale;
  if (locale === "*") return [...LOCALES];
  return [typeof locale === "string" ? locale : DEFAULT_LOCALE];
}

/**
 * Publishing an entry whose relation the build needs (REQUIRED_RELATIONS) names nothing, or an entry
 * with no published version in that language: the live build reads published entries only and would
 * leave this one out. Each language's draft holds its own link (to the other entry in that language),
 * so each language published is checked; with more than one, each problem names its language.
 */
async function requiredRelationProblems(strapi, uid, params) {
  const fields = REQUIRED_RELATIONS[uid];
  if (!fields || !params.documentId) return [];
  const locales = localesPublished(params.locale);
  const populate = Object.fromEntries(fields.map((field) => [field, true]));
  const problems = [];
  for (const locale of locales) {
    const draft = await strapi
      .documents(uid)
      .findOne({ documentId: params.documentId, locale, status: "draft", populate });
    if (!draft) continue;
    const inLanguage = locales.length > 1 ? ` (the ${localeName(locale)} version)` : "";
    for (const field of fields) {
      const target = strapi.contentTypes[uid]?.attributes?.[field]?.target;
      const targetName = strapi.contentTypes[target]?.info?.displayName ?? "entry";
      const named = draft[field];
      if (!named?.documentId) {
        problems.push({ path: [field], message: `${field} must name a ${targetName}: choose one${inLanguage}` });
        continue;
      }
      const published = await strapi
        .documents(target)
        .findOne({ documentId: named.documentId, locale: named.locale, status: "published" });
      if (!published) {
        const title = named.name ?? named.title ?? named.question ?? named.documentId;
        problems.push({
          path: [field],
          message: `${field} names ${targetName} "${title}", which is not published: the site shows published entries only. Publish "${title}" first, or choose another${inLanguage}`,
        });
      }
    }
  }
  return problems;
}

function checkOnSave(strapi, env = process.env) {
  if (env.CMS_SAVE_CHECKS === "false") {
    strapi.log.warn(
      "CMS_SAVE_CHECKS=false: links, article bodies and SEO values are not checked at save (tests of the build's checks only)",
    );
    return;
  }
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context;
    if (WRITES.has(action) && uid.startsWith("api::") && params?.data) {
      const problems = [
        ...saveProblems(uid, params.data),
        ...slugProblems(strapi, uid, params.data),
        ...(await translatedListsProblems(strapi, uid, params)),
      ];
      const error = saveError(problems.map((problem) => inEditorsWords(uid, params.data, problem)));
      if (error) throw error;
    }
    if (action === "publish" && params) {
      const error = saveError(
        (await requiredRelationProblems(strapi, uid, params)).map((problem) => inEditorsWords(uid, {}, problem)),
      );
      if (error) throw error;
    }
    return next();
  });
}

module.exports = { checkOnSave, saveError };
