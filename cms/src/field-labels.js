"use strict";
// A field's labels as the admin shows them, along its path through components, e.g. socialLinks[0].url
// of the site's settings: ["Social links", "Twitter", "Profile address"] (a list item by its main field,
// else "item 1"). One place for the CMS's messages at Save (checks-on-save.js) and the build's for
// Publish status (src/data/cms/admin-place.ts), from the labels editors see (editor-labels.js).

/** socialLinks[0].url or ["socialLinks", "0", "url"] -> ["socialLinks", 0, "url"] @param {string | string[]} path */
const keysOf = (path) =>
  (Array.isArray(path) ? path : path.split(/\.|\[(\d+)\]/))
    .filter((key) => key !== undefined && key !== "")
    .map((key) => (/^\d+$/.test(String(key)) ? Number(key) : key));

/** @param {unknown} value @returns {Record<string, unknown>} */
const asRecord = (value) =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? /** @type {Record<string, unknown>} */ (value)
    : {};

/**
 * @typedef {{ mainField?: string, fields: Record<string, [string, string?]> }} Labels
 * @typedef {{ attributes: Record<string, { type: string, component?: string }> }} Schema
 */

/**
 * The labels along a field's path in an entry of a type (or component), or undefined when a step of
 * it is not a labelled field of the CMS. Positions inside a rich-text field are the field's own.
 * @param {string} uid api::site-setting.site-setting
 * @param {string | string[]} path as the build or the save names it
 * @param {unknown} entry the entry's data, for the list items' names
 * @param {Record<string, Labels>} labels editor-labels.js
 * @param {Record<string, Schema>} schemas
 * @returns {string[] | undefined}
 */
function fieldLabels(uid, path, entry, labels, schemas) {
  const place = [];
  let value = entry;
  let at = uid;
  for (const key of keysOf(path)) {
    if (typeof key === "number") {
      const item = Array.isArray(value) ? asRecord(value[key]) : {};
      const main = labels[at]?.mainField;
      const name = main ? item[main] : undefined;
      place.push(typeof name === "string" && name.trim() !== "" ? name : `item ${key + 1}`);
      value = item;
      continue;
    }
    if (!at) return undefined; // past a plain field
    const attribute = schemas[at]?.attributes[key];
    const label = labels[at]?.fields[key]?.[0];
    if (!attribute || !label) return undefined;
    place.push(label);
    value = asRecord(value)[key];
    at = attribute.type === "component" && attribute.component ? attribute.component : "";
    if (attribute.type === "blocks") break; // what follows is a position in the text, said in words
  }
  return place;
}

module.exports = { fieldLabels, keysOf };
