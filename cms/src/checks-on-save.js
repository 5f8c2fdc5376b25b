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
const { saveProblems, nameOf } = require("../../src/rules/save-rules");
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

function checkOnSave(strapi, env = process.env) {
  if (env.CMS_SAVE_CHECKS === "false") {
    strapi.log.warn("CMS_SAVE_CHECKS=false: links, article bodies and SEO values are not checked at save (tests of the build's checks only)");
    return;
  }
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context;
    if (WRITES.has(action) && uid.startsWith("api::") && params?.data) {
      const error = saveError(saveProblems(uid, params.data).map((problem) => inEditorsWords(uid, params.data, problem)));
      if (error) throw error;
    }
    return next();
  });
}

module.exports = { checkOnSave, saveError };
