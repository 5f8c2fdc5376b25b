"use strict";
// Content values to Strapi values, each the exact inverse of what the site's build maps back.
// Every helper names the content field it reads, so a value of the wrong shape fails with it.
const { MediaRef, DocRef } = require("./refs");
// The site's own rules (src/rules), so a seeded CMS and the built-in content give the same pages.
const { pageSlug } = require("../../../src/rules/slug");
const { isoDate: isoDateOf } = require("../../../src/rules/dates");
const { entryKey } = require("../../../src/rules/entry-key");

class FieldError extends Error {
  constructor(field, problem) {
    super(`field "${field}" ${problem}`);
    this.field = field;
  }
}

const isString = (value) => typeof value === "string";

function stringList(value, field) {
  if (!Array.isArray(value) || !value.every(isString)) throw new FieldError(field, "must be a list of strings");
  return value;
}

/** One paragraph of the blocks editor; **bold** markers become bold text (as src/lib/rich-text.ts reads them). */
function paragraph(text) {
  const children = text
    .split(/(\*\*[^*]+\*\*)/g)
    .filter((part) => part !== "")
    .map((part) =>
      /^\*\*[^*]+\*\*$/.test(part)
        ? { type: "text", text: part.slice(2, -2), bold: true }
        : { type: "text", text: part },
    );
  // The blocks editor's empty paragraph holds one empty text, never no children.
  return { type: "paragraph", children: children.length > 0 ? children : [{ type: "text", text: "" }] };
}

/** A list of paragraph strings: one paragraph block each. */
function paragraphs(value, field) {
  return stringList(value, field).map(paragraph);
}

/** One string whose lines are paragraphs. */
function textLines(value, field) {
  if (!isString(value)) throw new FieldError(field, "must be a string");
  return value.split(/\r?\n/).map(paragraph);
}

/** "12 March 2025" -> "2025-03-12"; anything else fails rather than seeding a wrong date. */
function isoDate(value, field) {
  const date = isoDateOf(value);
  if (date === undefined) throw new FieldError(field, `is not a date like "12 March 2025": ${JSON.stringify(value)}`);
  return date;
}

/** The slug of a service or a project: its own, else its title's. */
function slugOf(entry) {
  const slug = pageSlug(entry);
  if (slug === undefined) throw new FieldError("title", "must be a string (the page's slug derives from it)");
  return slug;
}

/** Fails on fields of a nested object the CMS has no place for, so nothing in it is dropped silently. */
function only(value, keys, field) {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new FieldError(field || "(entry)", "must be an object");
  const unknown = Object.keys(value).filter((key) => !keys.includes(key));
  if (unknown.length > 0) {
    const where = field ? `${field}.${unknown[0]}` : unknown[0];
    throw new FieldError(where, `is not a field the CMS holds (expected only ${keys.join(", ")})`);
  }
  return value;
}

/**
 * The content fields a CMS type holds under the same name, each converted by its attribute's type in
 * the schema: the exact inverse of the site's sameNamedFields (src/data/cms/cms-values.ts), so a
 * seeder's build names only what differs. `skip`: the fields the build writes itself. A nested
 * object's fields are checked (only()): one the CMS has no place for fails; its `id`, which the site
 * derives again, is left out.
 */
function sameNamedValues(strapi, attributes, source, skip = [], at = "") {
  return Object.fromEntries(
    Object.keys(attributes)
      .filter((name) => source[name] !== undefined && !skip.includes(name))
      .map((name) => [name, toCms(strapi, attributes[name], source[name], `${at}${name}`)]),
  );
}

function toCms(strapi, attribute, value, field) {
  switch (attribute.type) {
    case "date":
      return isoDate(value, field);
    case "media":
      return attribute.multiple ? images(value, field) : image(value, field);
    case "blocks":
      // content writes a text as one string of lines, a list of paragraphs, or blocks (an article's body)
      if (isString(value)) return textLines(value, field);
      return Array.isArray(value) && value.every(isString) ? paragraphs(value, field) : blocks(value, field);
    case "relation": {
      const key = entryKey(strapi.getModel(attribute.target).attributes, attribute.target);
      return attribute.relation.endsWith("Many")
        ? list(value, field).map((id, i) => related(attribute.target, key, id, `${field}[${i}]`))
        : related(attribute.target, key, value, field);
    }
    case "component": {
      const inner = strapi.getModel(attribute.component).attributes;
      const one = (item, at) => {
        // a list of texts, kept as a repeatable component of one text (shared.line)
        if (isString(item) && Object.keys(inner).length === 1) return { [Object.keys(inner)[0]]: item };
        only(item, [...Object.keys(inner), "id"], at);
        return sameNamedValues(strapi, inner, item, ["id"], `${at}.`);
      };
      return attribute.repeatable
        ? list(value, field).map((item, i) => one(item, `${field}[${i}]`))
        : one(value, field);
    }
    default:
      return value;
  }
}

function list(value, field) {
  if (!Array.isArray(value)) throw new FieldError(field, "must be a list");
  return value;
}

/** An image path relative to content/images; absent stays absent (for optional images). */
function image(value, field) {
  if (value === undefined || value === null) return undefined;
  if (!isString(value) || value.trim() === "")
    throw new FieldError(field, "must be an image path relative to content/images");
  return new MediaRef(value, field);
}

/**
 * A body in Strapi's blocks, as content/ writes it (src/data/model/blocks.ts): as it is, each image block's
 * path under content/images becoming the uploaded media file itself, with the alternative text content gives.
 */
function blocks(value, field) {
  return list(value, field).map((block, i) => {
    if (!block || block.type !== "image") return block;
    const at = `${field}[${i}].image`;
    if (!block.image || !isString(block.image.url))
      throw new FieldError(at, "must name an image path relative to content/images (url)");
    return {
      type: "image",
      image: new MediaRef(block.image.url, at, { whole: true, alternativeText: block.image.alternativeText }),
      children: [{ type: "text", text: "" }],
    };
  });
}

function images(value, field) {
  return stringList(value, field).map((item, i) => image(item, `${field}[${i}]`));
}

function related(uid, idField, value, field) {
  if (!isString(value)) throw new FieldError(field, "must be a string id");
  return new DocRef(uid, idField, value, field);
}

module.exports = {
  FieldError,
  paragraphs,
  textLines,
  blocks,
  isoDate,
  slugOf,
  only,
  list,
  image,
  images,
  related,
  sameNamedValues,
};
