"use strict";
// Work step (how-we-work.step) as editors see it in the admin; the format is described in cms/src/editor-labels.js.

module.exports = {
  mainField: "title",
  edit: [["title", ["number", 3], ["isOpen", 3]], [["content", 12]]],
  fields: {
    number: ["Number", "Shown before the title, as written: 01, 02, ..."],
    title: ["Title", "The step's heading; clicking it opens the text."],
    content: ["Text", "One paragraph, shown when the step is open."],
    isOpen: ["Open at first", "On: the step's text shows when the page loads."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Langkah kerja",
    fields: {
      number: ["Angka", "Tampil sebelum judul, apa adanya: 01, 02, dst."],
      title: ["Judul", "Judul langkah; klik untuk membuka teksnya."],
      content: ["Teks", "Satu paragraf, tampil saat langkah terbuka."],
      isOpen: ["Terbuka di awal", "Ya: teks langkah terbuka saat halaman dimuat."],
    },
  },
};
