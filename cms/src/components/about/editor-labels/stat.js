"use strict";
// Stat (about.stat) as editors see it in the admin; the format is described in cms/src/editor-labels.js.

module.exports = {
  mainField: "text",
  edit: [["number", "text"]],
  fields: {
    number: ["Number", "Shown large, as written: 5+, 120, 98%."],
    text: ["Text", "Shown under the number, e.g. Years of experience."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Statistik",
    fields: {
      number: ["Angka", "Tampil besar, apa adanya: 5+, 120, 98%."],
      text: ["Teks", "Tampil di bawah angka, misalnya Tahun pengalaman."],
    },
  },
};
