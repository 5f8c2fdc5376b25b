"use strict";
// Story column (about.story-column) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { BLOCKS, INDONESIAN } = require("../../../editor-help-texts");

module.exports = {
  mainField: "title",
  edit: [[["title", 12]], ["paragraphs"]],
  fields: {
    title: ["Title", "The column's heading."],
    paragraphs: ["Paragraphs", BLOCKS],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Kolom cerita",
    fields: {
      title: ["Judul", "Judul kolom."],
      paragraphs: ["Paragraf", INDONESIAN.BLOCKS],
    },
  },
};
