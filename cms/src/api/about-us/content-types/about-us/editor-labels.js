"use strict";
// About us (api::about-us.about-us) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { MEDIA, INDONESIAN } = require("../../../../editor-help-texts");

module.exports = {
  edit: [[["pageTitle", 12]], ["storyHeader"], ["storyImages"], ["leftColumn"], ["rightColumn"], ["stats"]],
  fields: {
    pageTitle: ["Page title", "The about page's title, also shown in the breadcrumb."],
    storyHeader: ["Story header", "The title in two parts and the paragraph that open the story."],
    storyImages: ["Story images", `The pictures of the story section, in this order. ${MEDIA}`],
    leftColumn: ["Left column", "The story's first column: a title and paragraphs."],
    rightColumn: ["Right column", "The story's second column: a title and paragraphs."],
    stats: ["Stats", "Figures such as 5+ years, shown in a row."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Tentang kami",
    fields: {
      pageTitle: ["Judul halaman", "Judul halaman Tentang kami, juga tampil di remah roti."],
      storyHeader: ["Judul cerita", "Judul dua bagian dan paragraf pembuka cerita."],
      storyImages: ["Gambar cerita", `Gambar di bagian cerita, sesuai urutan ini. ${INDONESIAN.MEDIA}`],
      leftColumn: ["Kolom kiri", "Kolom pertama cerita: judul dan paragraf."],
      rightColumn: ["Kolom kanan", "Kolom kedua cerita: judul dan paragraf."],
      stats: ["Statistik", "Angka seperti 5+ tahun, tampil berjajar."],
    },
  },
};
