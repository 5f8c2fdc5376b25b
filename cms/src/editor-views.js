"use strict";

// The content manager's views, as the project wants editors to see them (labels and help texts of the
// editor-labels.js files beside the schemas, collected by ./editor-labels.js: the field naming each
// entry, list columns and order, edit layouts), written to Strapi's own configuration on every start.
// What those files set wins over changes made by hand in "Configure the view" at the next start (change
// the type's editor-labels.js instead); the rest (placeholders, a larger page size, ...) is kept.
//
// Strapi keeps these views in its core store (plugin_content_manager_configuration_content_types::<uid>
// and ..._components::<uid>), created and synced with the schemas by the content-manager plugin's
// bootstrap, which runs before the app's. Its services read and write them:
// strapi.plugin("content-manager").service("content-types").findConfiguration(model) / updateConfiguration(model,
// config)
// strapi.plugin("content-manager").service("components").findConfiguration(model) / updateConfiguration(model, config)
// updateConfiguration does not validate (the admin's controller does, with yup), so checkEditorViews
// does it here, with the content manager's rules, before anything is written.

const fs = require("fs");
const path = require("path");
const editorLabels = require("./editor-labels");

// The content manager's rules (services/utils/configuration/attributes.js and services/field-sizes.js).
const NON_SORTABLE = ["component", "json", "media", "richtext", "dynamiczone", "blocks"];
const SORTABLE_RELATIONS = ["oneToOne", "manyToOne"];
const NON_LISTABLE = ["json", "password", "richtext", "dynamiczone", "blocks"];
const FIELD_SIZES = {
  dynamiczone: { default: 12, isResizable: false },
  component: { default: 12, isResizable: false },
  json: { default: 12, isResizable: false },
  richtext: { default: 12, isResizable: false },
  blocks: { default: 12, isResizable: false },
  checkbox: { default: 4, isResizable: true },
  boolean: { default: 4, isResizable: true },
  date: { default: 4, isResizable: true },
  time: { default: 4, isResizable: true },
  biginteger: { default: 4, isResizable: true },
  decimal: { default: 4, isResizable: true },
  float: { default: 4, isResizable: true },
  integer: { default: 4, isResizable: true },
  number: { default: 4, isResizable: true },
};
const MEDIUM = { default: 6, isResizable: true };
const localFieldSize = (type) => FIELD_SIZES[type] || MEDIUM;

const isSortable = (attribute) =>
  !NON_SORTABLE.includes(attribute.type) &&
  (attribute.type !== "relation" || SORTABLE_RELATIONS.includes(attribute.relation));
const isListable = (attribute) => !NON_LISTABLE.includes(attribute.type);

/**
 * The schemas of cms/src as Strapi loads them: uid -> { kind, displayName, attributes } (schema.json
 * files, no Strapi needed).
 */
function readSchemaFiles(srcDir = __dirname) {
  const schemas = {};
  const dirs = (dir) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => d.name)
      : [];
  const read = (file) => JSON.parse(fs.readFileSync(file, "utf8"));
  for (const api of dirs(path.join(srcDir, "api"))) {
    for (const ct of dirs(path.join(srcDir, "api", api, "content-types"))) {
      const file = path.join(srcDir, "api", api, "content-types", ct, "schema.json");
      if (fs.existsSync(file)) {
        const schema = read(file);
        schemas[`api::${api}.${ct}`] = {
          kind: schema.kind,
          displayName: schema.info?.displayName,
          pluralName: schema.info?.pluralName,
          attributes: schema.attributes,
        };
      }
    }
  }
  for (const category of dirs(path.join(srcDir, "components"))) {
    for (const file of fs.readdirSync(path.join(srcDir, "components", category)).filter((f) => f.endsWith(".json"))) {
      const schema = read(path.join(srcDir, "components", category, file));
      schemas[`${category}.${file.slice(0, -5)}`] = {
        kind: "component",
        displayName: schema.info?.displayName,
        attributes: schema.attributes,
      };
    }
  }
  return schemas;
}

/** The schemas Strapi has loaded, as in the files: uid -> { kind, attributes }. */
function loadedSchemas(strapi) {
  const schemas = {};
  for (const [uid, model] of Object.entries(strapi.contentTypes)) {
    if (uid.startsWith("api::"))
      schemas[uid] = { kind: model.kind, attributes: (model.__schema__ || model).attributes };
  }
  for (const [uid, model] of Object.entries(strapi.components)) {
    schemas[uid] = { kind: "component", attributes: (model.__schema__ || model).attributes };
  }
  return schemas;
}

const fieldName = (cell) => (Array.isArray(cell) ? cell[0] : cell);

/** The edit layout's rows as Strapi stores them: [[{ name, size }]]. */
function editRows(spec, attributes, fieldSize = localFieldSize) {
  return spec.edit.map((row) =>
    row.map((cell) => {
      const name = fieldName(cell);
      const { default: size, isResizable } = fieldSize(attributes[name].type);
      if (Array.isArray(cell)) return { name, size: cell[1] };
      return { name, size: row.length === 1 && isResizable ? 12 : size };
    }),
  );
}

const STRAPI_TIMESTAMPS = { createdAt: { type: "datetime" }, updatedAt: { type: "datetime" } };

/**
 * Everything wrong with the labels and views for these schemas, as sentences ([] when all is well):
 * a type or field named in the labels that no schema has, a schema field without a label, a main
 * field, sort, list column or layout the content manager would refuse or silently reset.
 */
function checkEditorViews(schemas, labels = editorLabels, fieldSize = localFieldSize) {
  const problems = [];
  for (const uid of Object.keys(schemas))
    if (!labels[uid]) problems.push(`${uid}: no entry in editor-labels.js (add its fields' labels)`);
  for (const [uid, spec] of Object.entries(labels)) {
    const schema = schemas[uid];
    if (!schema) {
      problems.push(`${uid}: in editor-labels.js but no such content type or component`);
      continue;
    }
    const { attributes } = schema;
    const fields = spec.fields || {};
    const where = (name) => `${uid}.${name}`;
    for (const name of Object.keys(fields)) {
      if (!attributes[name])
        problems.push(`${where(name)}: labelled in editor-labels.js but not a field of the schema`);
      else if (!Array.isArray(fields[name]) || typeof fields[name][0] !== "string" || fields[name][0].trim() === "")
        problems.push(`${where(name)}: needs [label, description?]`);
    }
    for (const name of Object.keys(attributes))
      if (!fields[name]) problems.push(`${where(name)}: field without a label in editor-labels.js`);
    if (Array.isArray(spec.readOnly)) {
      for (const name of spec.readOnly)
        if (!attributes[name])
          problems.push(`${where(name)}: read-only in editor-labels.js but not a field of the schema`);
    } else if (spec.readOnly !== undefined && spec.readOnly !== true)
      problems.push(`${uid}: readOnly must be true or a list of fields`);

    if (spec.mainField !== undefined) {
      const a = attributes[spec.mainField];
      if (!a) problems.push(`${uid}: mainField ${spec.mainField} is not a field`);
      else if (!isSortable(a) || !isListable(a))
        problems.push(`${uid}: mainField ${spec.mainField} (${a.type}) cannot name entries`);
    }
    // Strapi's own timestamps may order and show the list (the newest message first), not be labelled.
    const columns = { ...attributes, ...STRAPI_TIMESTAMPS };
    if (spec.sort !== undefined) {
      const [by, order] = spec.sort;
      if (!columns[by]) problems.push(`${uid}: sort by ${by}, not a field`);
      else if (!isSortable(columns[by]))
        problems.push(`${uid}: sort by ${by} (${columns[by].type}), which cannot be sorted`);
      if (!["ASC", "DESC"].includes(order)) problems.push(`${uid}: sort order ${order}, not ASC or DESC`);
    }
    for (const name of spec.list || []) {
      if (!columns[name]) problems.push(`${uid}: list column ${name} is not a field`);
      else if (!isListable(columns[name]))
        problems.push(`${uid}: list column ${name} (${columns[name].type}) cannot be listed`);
    }
    if (spec.edit !== undefined) {
      const seen = spec.edit.flat().map(fieldName);
      for (const name of seen) if (!attributes[name]) problems.push(`${uid}: edit layout names ${name}, not a field`);
      for (const name of Object.keys(attributes)) {
        const count = seen.filter((n) => n === name).length;
        if (count !== 1)
          problems.push(
            `${uid}: edit layout has ${name} ${count} times (once, or editors cannot ${count ? "save" : "see"} it)`,
          );
      }
      if (seen.every((name) => attributes[name])) {
        editRows(spec, attributes, fieldSize).forEach((row, i) => {
          const total = row.reduce((sum, cell) => sum + cell.size, 0);
          if (total > 12) problems.push(`${uid}: edit layout row ${i + 1} is ${total} wide (at most 12)`);
          for (const cell of row) {
            const size = fieldSize(attributes[cell.name].type);
            if (!Number.isInteger(cell.size) || cell.size < 1 || (!size.isResizable && cell.size !== size.default))
              problems.push(`${uid}: ${cell.name} cannot be ${cell.size} wide`);
          }
        });
      }
    }
  }
  return problems;
}

/** The stored configuration with the project's view laid over it. */
function configurationFor(uid, spec, schema, current, labels, fieldSize) {
  const settings = { ...current.settings };
  if (spec.mainField) settings.mainField = spec.mainField;
  // A single type is headed by its name ("Publish status", "Site settings"), not by its first text
  // field's value (a release folder's name, the agency's name): Strapi names it so when its main field is id.
  else if (schema.kind === "singleType") settings.mainField = "id";
  if (spec.sort) [settings.defaultSortBy, settings.defaultSortOrder] = spec.sort;
  if (schema.kind === "collectionType") settings.pageSize = Math.max(settings.pageSize || 0, 20);

  const metadatas = JSON.parse(JSON.stringify(current.metadatas || {}));
  for (const [name, [label, description = ""]] of Object.entries(spec.fields)) {
    const meta = metadatas[name] || { edit: {}, list: {} };
    const readOnly = spec.readOnly === true || (Array.isArray(spec.readOnly) && spec.readOnly.includes(name));
    meta.edit = { ...meta.edit, label, description, editable: !readOnly };
    meta.list = { ...meta.list, label };
    const attribute = schema.attributes[name];
    // A relation names its entries by the target's main field.
    if (attribute.type === "relation" && labels[attribute.target] && labels[attribute.target].mainField) {
      meta.edit.mainField = labels[attribute.target].mainField;
    }
    metadatas[name] = meta;
  }

  // Strapi's own creation time, where a list shows it: when the visitor's message or sign-up arrived.
  if (spec.list?.includes("createdAt"))
    metadatas.createdAt = { ...metadatas.createdAt, list: { ...metadatas.createdAt?.list, label: "Received" } };

  const layouts = { ...current.layouts };
  if (spec.list) layouts.list = spec.list;
  if (spec.edit) layouts.edit = editRows(spec, schema.attributes, fieldSize);
  return { settings, metadatas, layouts };
}

/**
 * Writes the project's views to the content manager's configuration; throws, listing the problems, when the labels do
 * not fit the schemas.
 */
async function applyEditorViews(strapi, labels = editorLabels) {
  const contentManager = strapi.plugin("content-manager");
  const sizes = contentManager.service("field-sizes");
  const fieldSize = (type) => (sizes.hasFieldSize(type) ? sizes.getFieldSize(type) : localFieldSize(type));
  const schemas = loadedSchemas(strapi);
  const problems = checkEditorViews(schemas, labels, fieldSize);
  if (problems.length > 0) {
    throw new Error(
      `The editor labels (editor-labels.js beside each schema) do not fit the schemas; fix them (or the schema):\n  - ${problems.join("\n  - ")}`,
    );
  }
  let changed = 0;
  for (const [uid, spec] of Object.entries(labels)) {
    const schema = schemas[uid];
    const service = contentManager.service(schema.kind === "component" ? "components" : "content-types");
    const model = schema.kind === "component" ? service.findComponent(uid) : service.findContentType(uid);
    const current = await service.findConfiguration(model);
    const next = configurationFor(uid, spec, schema, current, labels, fieldSize);
    const same = ["settings", "metadatas", "layouts"].every(
      (key) => JSON.stringify(current[key]) === JSON.stringify(next[key]),
    );
    if (!same) {
      await service.updateConfiguration(model, next);
      changed += 1;
    }
  }
  strapi.log.info(`Editor views: ${Object.keys(labels).length} content types and components, ${changed} updated`);
}

module.exports = { applyEditorViews, checkEditorViews, readSchemaFiles };
