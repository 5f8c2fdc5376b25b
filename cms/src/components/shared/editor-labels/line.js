"use strict";
// Line (shared.line) as editors see it in the admin; the format is described in cms/src/editor-labels.js.

module.exports = {
  mainField: "text",
  edit: [[["text", 12]]],
  fields: {
    text: ["Text", "One item of the list."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Baris",
    fields: {
      text: ["Teks", "Satu item daftar."],
    },
  },
};
