"use strict";
// What editors see in the admin panel's content manager, for every content type and component:
// each field's label and, where the name does not say it, a short help text under the field that
// tells what the field does on the site. editor-views.js applies this on every start and refuses
// to start when a field named here is missing from its schema or a schema field is missing here.
//
// Each content type and component has a file of its own, beside its schema, that exports
//
//   {
//     mainField:  the field that names an entry (list view, relation pickers, collapsed components)
//     sort:       [field, "ASC" | "DESC"], the list view's order (as the site shows the entries)
//     list:       the list view's columns
//     edit:       the edit view's rows of field names; a field is [name, size] for a size other than
//                 its default (12 is the full width); a row of one resizable field takes the full width
//     fields:     { name: [label, description?] }
//     readOnly:   true: every field is shown but cannot be changed in the admin (written by a program);
//                 or a list of the fields so shown (what a visitor sent stays as they sent it)
//     indonesian: { name, fields: { name: [label, description?] } }, the same for an editor who uses
//                 the admin in Indonesian (editor-labels-id.js)
//   }
//
// and this module collects them by uid, from the folders (a new type needs only its own file):
//   api/<name>/content-types/<name>/editor-labels.js    api::<name>.<name>
//   components/<category>/editor-labels/<name>.js        <category>.<name>
// Help texts that several fields share are in editor-help-texts.js (in both languages).
//
// Strapi loads every file of content-types/<name>/ too, but keeps only its schema, actions and
// lifecycles. A component's file sits in a folder of its own: Strapi takes each file directly in
// components/<category>/ for a component (<name>-labels.js) or part of one (<name>.labels.js would be
// merged into <name>'s schema).

const fs = require("fs");
const path = require("path");

const folders = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/** The labels files of cms/src: uid -> what the file exports. */
function readEditorLabels(srcDir = __dirname) {
  const labels = {};
  for (const api of folders(path.join(srcDir, "api"))) {
    for (const type of folders(path.join(srcDir, "api", api, "content-types"))) {
      const file = path.join(srcDir, "api", api, "content-types", type, "editor-labels.js");
      if (fs.existsSync(file)) labels[`api::${api}.${type}`] = require(file);
    }
  }
  for (const category of folders(path.join(srcDir, "components"))) {
    const dir = path.join(srcDir, "components", category, "editor-labels");
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith(".js")) : [];
    for (const file of files) labels[`${category}.${path.basename(file, ".js")}`] = require(path.join(dir, file));
  }
  return labels;
}

module.exports = readEditorLabels();
