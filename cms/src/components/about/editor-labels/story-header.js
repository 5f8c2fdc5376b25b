"use strict";
// Story header (about.story-header) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.

module.exports = {
  mainField: "titleHighlighted",
  edit: [["titleHighlighted", "titleRegular"], [["description", 12]]],
  fields: {
    titleHighlighted: ["Title, highlighted part", "The first words of the story's title, shown in the accent colour."],
    titleRegular: ["Title, regular part", "The rest of the title, after the highlighted part."],
    description: ["Description", "The paragraph under the title."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Judul cerita",
    fields: {
      titleHighlighted: ["Judul, bagian yang disorot", "Kata-kata pertama judul cerita, tampil dengan warna aksen."],
      titleRegular: ["Judul, bagian biasa", "Sisa judul, setelah bagian yang disorot."],
      description: ["Deskripsi", "Paragraf di bawah judul."],
    },
  },
};
