"use strict";
// Pricing plan (api::pricing-plan.pricing-plan) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { LINES, INDONESIAN } = require("../../../../editor-help-texts");

module.exports = {
  mainField: "title",
  sort: ["order", "ASC"],
  list: ["order", "title", "monthlyPrice", "annualPrice", "highlighted"],
  edit: [["title", "order"], [["description", 12]], ["monthlyPrice", "annualPrice", "highlighted"], ["features"]],
  fields: {
    title: ["Title", "The package's name."],
    order: ["Order", "Position on the pricing page: 1 comes first (left)."],
    description: ["Description", "A sentence under the package's name."],
    annualPrice: [
      "Price, billed annually",
      "Whole US dollars, shown as $<price> when the visitor picks Annually (the default).",
    ],
    monthlyPrice: ["Price, billed monthly", "Whole US dollars, shown as $<price> when the visitor picks Monthly."],
    features: ["Features", `What the package includes, shown as a list. ${LINES}`],
    highlighted: ["Highlighted", "On: the package's card is emphasised as the recommended one."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Paket harga",
    fields: {
      title: ["Judul", "Nama paket."],
      order: ["Urutan", "Posisi di halaman harga: 1 paling awal (kiri)."],
      description: ["Deskripsi", "Satu kalimat di bawah nama paket."],
      annualPrice: [
        "Harga, bayar tahunan",
        "Dalam dolar AS, tanpa sen; tampil sebagai $<price> bila pengunjung memilih Bayar tahunan (default).",
      ],
      monthlyPrice: [
        "Harga, bayar bulanan",
        "Dalam dolar AS, tanpa sen; tampil sebagai $<price> bila pengunjung memilih Bayar bulanan.",
      ],
      features: ["Fitur", `Isi paket, tampil sebagai daftar. ${INDONESIAN.LINES}`],
      highlighted: ["Disorot", "Ya: kartu paket ini ditonjolkan sebagai rekomendasi."],
    },
  },
};
