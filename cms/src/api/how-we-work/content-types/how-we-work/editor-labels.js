"use strict";
// How we work (api::how-we-work.how-we-work) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { BLOCKS, INDONESIAN } = require("../../../../editor-help-texts");

module.exports = {
  edit: [[["title", 12]], ["paragraphs"], ["steps"]],
  fields: {
    title: ["Title", "The heading of the home page's How we work section."],
    paragraphs: ["Paragraphs", BLOCKS],
    steps: ["Steps", "The numbered steps, shown as questions that open."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Cara kami bekerja",
    fields: {
      title: ["Judul", "Judul bagian Cara kami bekerja di beranda."],
      paragraphs: ["Paragraf", INDONESIAN.BLOCKS],
      steps: ["Langkah", "Langkah bernomor, berupa pertanyaan buka-tutup."],
    },
  },
};
