"use strict";
// Marquee slide (api::marquee-slide.marquee-slide) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.

module.exports = {
  mainField: "title",
  sort: ["order", "ASC"],
  list: ["order", "title", "circle"],
  edit: [[["title", 12]], ["order", "circle"]],
  fields: {
    title: ["Text", "A short slogan in the home page's scrolling band."],
    order: ["Order", "Position in the band: 1 comes first."],
    circle: ["Dot before the text", "On: a round dot separates this text from the one before."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Teks berjalan",
    fields: {
      title: ["Teks", "Slogan singkat di teks berjalan beranda."],
      order: ["Urutan", "Posisi di teks berjalan: 1 paling awal."],
      circle: ["Titik sebelum teks", "Ya: titik bulat memisahkan teks ini dari sebelumnya."],
    },
  },
};
