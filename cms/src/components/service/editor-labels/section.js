"use strict";
// Service section (service.section) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { LINES, INDONESIAN } = require("../../../editor-help-texts");

module.exports = {
  mainField: "title",
  edit: [[["title", 12]], ["points"]],
  fields: {
    title: ["Title", "The section's heading."],
    points: ["Points", `The section's list. ${LINES}`],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Bagian layanan",
    fields: {
      title: ["Judul", "Judul bagian."],
      points: ["Poin", `Daftar poin bagian ini. ${INDONESIAN.LINES}`],
    },
  },
};
