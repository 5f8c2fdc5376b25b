"use strict";
// FAQ (api::faq.faq) as editors see it in the admin; the format is described in cms/src/editor-labels.js.

module.exports = {
  mainField: "question",
  sort: ["order", "ASC"],
  list: ["order", "question", "category"],
  edit: [[["question", 12]], [["answer", 12]], ["category", "order"]],
  fields: {
    question: ["Question", "Shown as the heading that opens the answer."],
    answer: ["Answer", "One paragraph, shown when the question is opened."],
    order: ["Order", "Position within its category: 1 comes first."],
    category: [
      "Category",
      "The FAQ tab the question appears under; the pricing, services and contact pages pick questions by category.",
    ],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "FAQ",
    fields: {
      question: ["Pertanyaan", "Tampil sebagai judul pembuka jawabannya."],
      answer: ["Jawaban", "Satu paragraf, tampil saat pertanyaan dibuka."],
      order: ["Urutan", "Posisi dalam kategorinya: 1 paling awal."],
      category: [
        "Kategori",
        "Tab FAQ tempat pertanyaan ini muncul; halaman harga, layanan, dan kontak mengambil pertanyaan per kategori.",
      ],
    },
  },
};
