"use strict";
// Page SEO (api::page-seo.page-seo) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.

module.exports = {
  mainField: "page",
  sort: ["page", "ASC"],
  list: ["page"],
  edit: [[["page", 12]], [["seo", 12]]],
  fields: {
    page: [
      "Page",
      "The page's English address, e.g. /about-us (its Indonesian page, /id/about-us, takes this entry's Indonesian version). One entry per page that no service, project or article owns: the home page, the lists, the other fixed pages.",
    ],
    seo: [
      "SEO",
      "How the page appears in search results and link previews. Every field may stay empty: the page's own title and summary are used, and a share image is drawn.",
    ],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "SEO halaman",
    fields: {
      page: [
        "Halaman",
        "Alamat halaman bahasa Inggris, misalnya /about-us (halaman bahasa Indonesianya, /id/about-us, memakai versi Indonesia entri ini). Satu entri per halaman di luar layanan, proyek, dan artikel: beranda, daftar, dan halaman tetap lain.",
      ],
      seo: [
        "SEO",
        "Tampilan halaman di hasil pencarian dan pratinjau tautan. Semua kolom boleh kosong: judul dan ringkasan halaman dipakai, gambar pratinjau dibuat otomatis.",
      ],
    },
  },
};
