"use strict";
// Blog sidebar (api::blog-sidebar.blog-sidebar) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
// (The sidebar's categories and tags are the articles' own, counted by the build.)

module.exports = {
  edit: [[["recentPosts", 12]]],
  fields: {
    recentPosts: [
      "Recent posts",
      "The posts in the sidebar's Recent posts, in this order (drag to reorder). Its categories and tags are the articles' own, with the number of articles that name each.",
    ],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Sidebar blog",
    fields: {
      recentPosts: [
        "Artikel terbaru",
        "Isi bagian Artikel terbaru di sidebar, sesuai urutan ini (seret untuk mengurutkan). Kategori dan tagnya berasal dari artikel, beserta jumlah artikel masing-masing.",
      ],
    },
  },
};
