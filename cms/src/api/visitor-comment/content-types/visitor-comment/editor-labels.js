"use strict";
// Visitor comment (api::visitor-comment.visitor-comment) as editors see it; the format is described in
// cms/src/editor-labels.js.
// Written as a draft by an article's comment form through the CMS's public route (api::visitor-form).
// The draft is "waiting for moderation": Publish shows it under its article after the build; delete spam.

module.exports = {
  mainField: "author",
  sort: ["createdAt", "DESC"],
  list: ["author", "post", "language", "createdAt"],
  edit: [["post", "language"], ["author", "email"], [["comment", 12]], ["replyTo"]],
  fields: {
    post: ["Article", "The article the comment is shown under."],
    language: ["Language", "The comment shows on this language's page of the article only."],
    author: ["Name", "Shown with the comment."],
    email: ["Email", "Never shown on the site."],
    comment: ["Comment", "Shown as the visitor wrote it, as plain text."],
    replyTo: [
      "Reply to",
      "The comment this one answers: shown indented under it. An editor's reply: create a comment here, choose the comment in Reply to, and publish it.",
    ],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Komentar pengunjung",
    fields: {
      post: ["Artikel", "Artikel tempat komentar ini tampil."],
      language: ["Bahasa", "Komentar hanya tampil di halaman artikel dalam bahasa ini."],
      author: ["Nama", "Tampil dengan komentar."],
      email: ["Email", "Tidak pernah tampil di website."],
      comment: ["Komentar", "Tampil apa adanya, sebagai teks biasa."],
      replyTo: [
        "Membalas",
        "Komentar yang dibalas; komentar ini tampil menjorok di bawahnya. Balasan editor: buat komentar di sini, pilih komentarnya di Membalas, lalu terbitkan.",
      ],
      createdAt: ["Diterima"],
    },
  },
};
