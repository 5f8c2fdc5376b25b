"use strict";
// FAQ category (api::faq-category.faq-category) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.

module.exports = {
  mainField: "name",
  sort: ["order", "ASC"],
  list: ["order", "name", "slug", "show"],
  edit: [["name", "slug"], ["order", "show"], ["faqs"]],
  fields: {
    name: ["Name", "The tab's title on the FAQ page."],
    slug: [
      "Slug",
      "Identifies the category (general, process, business, ...): pages pick their questions by it. Change it only together with the site.",
    ],
    order: ["Order", "Position of the tab on the FAQ page: 1 comes first."],
    show: [
      "Show on the FAQ page",
      "Off: the category keeps its questions for other pages but gets no tab on the FAQ page.",
    ],
    faqs: ["Questions", "The questions of this category (also set from each question's Category)."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Kategori FAQ",
    fields: {
      name: ["Nama", "Judul tab di halaman FAQ."],
      slug: [
        "Slug",
        "Penanda kategori (general, process, business, ...): halaman mengambil pertanyaan lewat slug ini. Ubah hanya bersama kode website.",
      ],
      order: ["Urutan", "Posisi tab di halaman FAQ: 1 paling awal."],
      show: [
        "Tampilkan di halaman FAQ",
        "Tidak: tanpa tab di halaman FAQ, tetapi pertanyaannya tetap dipakai halaman lain.",
      ],
      faqs: ["Daftar pertanyaan", "Pertanyaan kategori ini (juga diatur dari Kategori di tiap pertanyaan)."],
    },
  },
};
