"use strict";
// Project card (api::project-card.project-card) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { ORDER, MEDIA, INDONESIAN } = require("../../../../editor-help-texts");

module.exports = {
  mainField: "title",
  sort: ["order", "ASC"],
  list: ["order", "title", "category", "slug"],
  edit: [["title", "category"], ["slug", ["order", 6]], ["image"]],
  fields: {
    title: ["Title", "The card's title."],
    category: ["Category", "Shown under the title, e.g. Branding."],
    slug: ["Slug", "The card links to /ourworks/<slug>/: the slug of the portfolio project it shows."],
    order: ["Order", ORDER],
    image: ["Image", MEDIA],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Kartu proyek",
    fields: {
      title: ["Judul", "Judul kartu."],
      category: ["Kategori", "Tampil di bawah judul, misalnya Branding."],
      slug: ["Slug", "Kartu menautkan ke /ourworks/<slug>/: slug proyek portofolio yang ditampilkan."],
      order: ["Urutan", INDONESIAN.ORDER],
      image: ["Gambar", INDONESIAN.MEDIA],
    },
  },
};
