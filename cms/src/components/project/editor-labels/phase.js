"use strict";
// Project phase (project.phase) as editors see it in the admin; the format is described in cms/src/editor-labels.js.

module.exports = {
  mainField: "title",
  edit: [[["title", 12]], [["text", 12]]],
  fields: {
    title: ["Title", "An optional heading above the paragraph."],
    text: ["Text", "One paragraph."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Tahap proyek",
    fields: {
      title: ["Judul", "Judul opsional di atas paragraf."],
      text: ["Teks", "Satu paragraf."],
    },
  },
};
