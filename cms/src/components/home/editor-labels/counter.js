"use strict";
// Counter (home.counter) as editors see it in the admin; the format is described in cms/src/editor-labels.js.

module.exports = {
  mainField: "label",
  edit: [
    ["label", "suffix"],
    ["start", "end"],
  ],
  fields: {
    start: ["Counts from", "The number the counter starts at, usually 0."],
    end: ["Counts to", "The number the counter stops at, the real figure."],
    suffix: ["Suffix", "Written right after the number, e.g. + or %; may be empty."],
    label: ["Label", "The text under the number, e.g. Projects delivered."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Penghitung",
    fields: {
      start: ["Hitung dari", "Angka awal penghitung, biasanya 0."],
      end: ["Hitung sampai", "Angka akhir penghitung, yaitu angka sebenarnya."],
      suffix: ["Akhiran", "Ditulis tepat setelah angka, misalnya + atau %; boleh kosong."],
      label: ["Label", "Teks di bawah angka, misalnya Proyek diselesaikan."],
    },
  },
};
