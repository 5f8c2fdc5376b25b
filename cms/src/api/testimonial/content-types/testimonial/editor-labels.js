"use strict";
// Testimonial (api::testimonial.testimonial) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { ORDER, MEDIA, BLOCKS, INDONESIAN } = require("../../../../editor-help-texts");

module.exports = {
  mainField: "author",
  sort: ["order", "ASC"],
  list: ["order", "author", "title", "rating"],
  edit: [["author", "designation"], ["title", ["rating", 3], ["order", 3]], ["description"], ["image"]],
  fields: {
    title: ["Title", "A short heading above the quote."],
    order: ["Order", ORDER],
    rating: ["Rating", "Stars shown, from 1 to 5."],
    description: ["Quote", BLOCKS],
    author: ["Author", "The client's name."],
    designation: ["Author's role", "Shown under the name, e.g. CEO, Company."],
    image: ["Author's photo", MEDIA],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Testimoni",
    fields: {
      title: ["Judul", "Judul singkat di atas kutipan."],
      order: ["Urutan", INDONESIAN.ORDER],
      rating: ["Penilaian", "Jumlah bintang, 1 sampai 5."],
      description: ["Kutipan", INDONESIAN.BLOCKS],
      author: ["Penulis", "Nama klien."],
      designation: ["Jabatan penulis", "Tampil di bawah nama, misalnya CEO, Perusahaan."],
      image: ["Foto penulis", INDONESIAN.MEDIA],
    },
  },
};
