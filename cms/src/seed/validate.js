"use strict";
// Checks planned data against the content type's schema (cms/src/api, cms/src/components) the way
// Strapi would refuse it, but naming the field, so the start fails with the content file, entry and
// field instead of a bare ValidationError. Collects the media and relation placeholders on the way.
const { MediaRef, DocRef } = require("./refs");
const { isSlug, SLUG_RULE } = require("../../../src/rules/slug");
const { siteDate } = require("../../../src/rules/dates");

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const absent = (value) => value === undefined || value === null;
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

function checkValue(attribute, value, at, found) {
  const { type } = attribute;
  const bounded = (number) =>
    (attribute.min !== undefined && number < attribute.min && `must be at least ${attribute.min}`) ||
    (attribute.max !== undefined && number > attribute.max && `must be at most ${attribute.max}`) ||
    null;
  switch (type) {
    case "string":
    case "text":
    case "richtext":
    case "password": {
      if (typeof value !== "string") return "must be a string";
      if (attribute.required && value.trim() === "") return "is required and empty";
      if (attribute.maxLength !== undefined && value.length > attribute.maxLength)
        return `must be at most ${attribute.maxLength} characters`;
      if (attribute.minLength !== undefined && value.length < attribute.minLength)
        return `must be at least ${attribute.minLength} characters`;
      return null;
    }
    case "uid":
      return isSlug(value) ? null : `must be ${SLUG_RULE} (got ${JSON.stringify(value)})`;
    case "email":
      return typeof value === "string" && EMAIL.test(value)
        ? null
        : `must be an email address (got ${JSON.stringify(value)})`;
    case "enumeration":
      return attribute.enum.includes(value)
        ? null
        : `must be one of ${attribute.enum.join(", ")} (got ${JSON.stringify(value)})`;
    case "integer":
    case "biginteger":
      return Number.isInteger(value) ? bounded(value) : `must be a whole number (got ${JSON.stringify(value)})`;
    case "decimal":
    case "float":
      return typeof value === "number" && Number.isFinite(value)
        ? bounded(value)
        : `must be a number (got ${JSON.stringify(value)})`;
    case "boolean":
      return typeof value === "boolean" ? null : `must be true or false (got ${JSON.stringify(value)})`;
    case "date":
      // a date Strapi stores (YYYY-MM-DD) is one the site can write back
      return siteDate(value) !== undefined ? null : `must be a date YYYY-MM-DD (got ${JSON.stringify(value)})`;
    case "json":
      return null;
    case "blocks": {
      const valid =
        Array.isArray(value) &&
        value.every((block) => isObject(block) && typeof block.type === "string" && Array.isArray(block.children));
      if (!valid) return "must be a list of blocks";
      // an image block's media is uploaded like any image
      value
        .filter((block) => block.image instanceof MediaRef)
        .forEach((block) => found.media.push({ ref: block.image, at }));
      return attribute.required && value.length === 0 ? "is required and empty" : null;
    }
    case "media": {
      const refs = attribute.multiple ? value : [value];
      if (!Array.isArray(refs) || !refs.every((ref) => ref instanceof MediaRef))
        return attribute.multiple ? "must be a list of images" : "must be an image";
      if (attribute.required && refs.length === 0) return "is required and empty";
      refs.forEach((ref) => found.media.push({ ref, at }));
      return null;
    }
    case "relation": {
      const many = /ToMany$/.test(attribute.relation);
      const refs = many ? value : [value];
      if (!Array.isArray(refs) || !refs.every((ref) => ref instanceof DocRef && ref.uid === attribute.target))
        return `must refer to ${attribute.target}`;
      refs.forEach((ref) => found.relations.push({ ref, at }));
      return null;
    }
    case "component": {
      if (attribute.repeatable) {
        if (!Array.isArray(value)) return "must be a list";
        value.forEach((item, i) => checkData(attribute.component, item, `${at}[${i}]`, found));
        return attribute.required && value.length === 0 ? "is required and empty" : null;
      }
      checkData(attribute.component, value, at, found);
      return null;
    }
    default:
      return `has the type ${type}, which the seed does not handle`;
  }
}

/** Adds "field: problem" lines to found.problems; attributes come from found.model(uid). */
function checkData(uid, data, prefix, found) {
  const attributes = found.model(uid).attributes;
  const at = (key) => (prefix ? `${prefix}.${key}` : key);
  if (!isObject(data)) {
    found.problems.push({ field: prefix || "(entry)", problem: "must be an object" });
    return;
  }
  for (const key of Object.keys(data)) {
    if (!attributes[key]) found.problems.push({ field: at(key), problem: `is not a field of ${uid}` });
  }
  for (const [key, attribute] of Object.entries(attributes)) {
    const value = data[key];
    if (absent(value)) {
      // Strapi fills a required field's default (order, show, isOpen...); the others must be there.
      if (attribute.required && attribute.default === undefined)
        found.problems.push({ field: at(key), problem: "is required and missing" });
      continue;
    }
    const problem = checkValue(attribute, value, at(key), found);
    if (problem) found.problems.push({ field: at(key), problem });
  }
}

/** Problems, media and relations of one planned entry of the content type uid. */
function checkEntry(strapi, uid, data) {
  const found = { model: (name) => strapi.getModel(name), problems: [], media: [], relations: [] };
  checkData(uid, data, "", found);
  return found;
}

module.exports = { checkEntry };
