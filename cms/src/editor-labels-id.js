"use strict";
// The admin's own words in Indonesian, for an editor who picks it (Profile > Interface language): the
// `indonesian` part of each labels file (editor-labels.js) as react-intl messages, under the ids
// Strapi's content manager asks for (@strapi/content-manager 5.54.0, dist/admin):
//   a type's name (left menu, list heading, a single type's heading): its display name itself
//     (components/LeftMenu.mjs, pages/ListView/ListViewPage.mjs, hooks/useDocument.mjs)
//   a field's label (edit view, list column): content-manager.content-types.<uid>.<field> (FormLayout.mjs,
//     ListViewPage.mjs); a component's field: content-manager.components.<uid>.<field>
//   a help text: nusakode.help.<its English>, which src/admin/translated-hints.js looks up (Strapi shows a
//     field's description as stored, with no message id)
// The admin bundle cannot load these CommonJS files: src/admin/vite.config.js hands it the messages as
// the module "virtual:nusakode-messages-id". __tests__/unit/cms-labels-id.test.ts fails when a type, a
// field or a help text has no Indonesian, or an English label or help text is translated two ways.

const editorLabels = require("./editor-labels");
const { readSchemaFiles } = require("./editor-views");

const HELP_PREFIX = "nusakode.help.";

/** Every message in Indonesian, by id. @returns {Record<string, string>} */
function messagesId(labels = editorLabels, schemas = readSchemaFiles()) {
  /** @type {Record<string, string>} */
  const messages = {};
  for (const [uid, spec] of Object.entries(labels)) {
    if (!spec.indonesian) throw new Error(`${uid}: its labels file has no Indonesian (cms/src/editor-labels.js)`);
    messages[schemas[uid]?.displayName ?? uid] = spec.indonesian.name;
    const kind = uid.startsWith("api::") ? "content-types" : "components";
    for (const [field, [label, help]] of Object.entries(spec.indonesian.fields)) {
      messages[`content-manager.${kind}.${uid}.${field}`] = label;
      const english = spec.fields[field]?.[1];
      if (english && help) messages[`${HELP_PREFIX}${english}`] = help;
    }
  }
  return messages;
}

module.exports = { HELP_PREFIX, messagesId };
