"use strict";
// Service details (service.details) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { BLOCKS, INDONESIAN } = require("../../../editor-help-texts");

module.exports = {
  mainField: "title",
  edit: [[["title", 12]], ["description"], ["sections"]],
  fields: {
    title: ["Page heading", "The service page's main heading (h1)."],
    description: ["Paragraphs", `The introduction under the heading. ${BLOCKS}`],
    sections: ["Sections", "Titled lists of points, shown side by side under the introduction."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Rincian layanan",
    fields: {
      title: ["Judul halaman", "Judul utama halaman layanan (h1)."],
      description: ["Paragraf", `Pengantar di bawah judul. ${INDONESIAN.BLOCKS}`],
      sections: ["Bagian", "Daftar poin berjudul, tampil berdampingan di bawah pengantar."],
    },
  },
};
