"use strict";
// Blog comment (api::comment.comment) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { MEDIA, INDONESIAN } = require("../../../../editor-help-texts");

module.exports = {
  mainField: "author",
  sort: ["order", "ASC"],
  list: ["order", "author", "date", "post"],
  edit: [["post"], ["author", "date"], ["order", "isReply"], [["comment", 12]], ["image"]],
  fields: {
    post: ["Article", "The article the comment is shown under."],
    author: ["Author", "The commenter's name."],
    order: ["Order", "Position under its article: 1 comes first."],
    date: ["Date", "The date shown with the comment."],
    comment: ["Comment", "The comment's text, one paragraph."],
    isReply: ["Reply", "On: shown indented, as a reply to the comment before it."],
    image: ["Author's photo", MEDIA],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Komentar blog",
    fields: {
      post: ["Artikel", "Artikel tempat komentar ini tampil."],
      author: ["Penulis", "Nama pengomentar."],
      order: ["Urutan", "Posisi di bawah artikelnya: 1 paling awal."],
      date: ["Tanggal", "Tanggal yang tampil di komentar."],
      comment: ["Komentar", "Isi komentar, satu paragraf."],
      isReply: ["Balasan", "Ya: tampil menjorok sebagai balasan untuk komentar sebelumnya."],
      image: ["Foto penulis", INDONESIAN.MEDIA],
    },
  },
};
