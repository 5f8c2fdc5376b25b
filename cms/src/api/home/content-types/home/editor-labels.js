"use strict";
// Home (api::home.home) as editors see it in the admin; the format is described in cms/src/editor-labels.js.
const { MEDIA, INDONESIAN } = require("../../../../editor-help-texts");

module.exports = {
  edit: [
    ["titleHighlighted", "titleRegular"],
    [["description", 12]],
    ["ctaText", "usersCaption"],
    ["heroImage", "clientImages"],
    [["services", 12]],
    [["counterTitle", 12]],
    ["counters"],
  ],
  fields: {
    titleHighlighted: [
      "Title, highlighted part",
      "The first words of the home page's main title, shown in the accent colour.",
    ],
    titleRegular: ["Title, regular part", "The rest of the main title, after the highlighted part."],
    description: ["Description", "The paragraph under the main title."],
    ctaText: ["Button text", "The text of the main button under the description."],
    heroImage: ["Hero image", `The large picture beside the title. ${MEDIA}`],
    clientImages: ["Client photos", `The small round photos beside the caption. ${MEDIA}`],
    usersCaption: ["Client photos caption", "The text beside the client photos, e.g. 2k+ happy clients."],
    services: ["Services shown", "The services on the home page, in this order (drag to reorder)."],
    counterTitle: ["Counters title", "The heading of the counters band."],
    counters: ["Counters", "Numbers that count up, each with its label."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Beranda",
    fields: {
      titleHighlighted: [
        "Judul, bagian yang disorot",
        "Kata-kata pertama judul utama beranda, tampil dengan warna aksen.",
      ],
      titleRegular: ["Judul, bagian biasa", "Sisa judul utama, setelah bagian yang disorot."],
      description: ["Deskripsi", "Paragraf di bawah judul utama."],
      ctaText: ["Teks tombol", "Teks tombol utama di bawah deskripsi."],
      heroImage: ["Gambar utama", `Gambar besar di samping judul. ${INDONESIAN.MEDIA}`],
      clientImages: ["Foto klien", `Foto bulat kecil di samping keterangan. ${INDONESIAN.MEDIA}`],
      usersCaption: ["Keterangan foto klien", "Teks di samping foto klien, misalnya 2k+ klien puas."],
      services: ["Layanan yang ditampilkan", "Layanan di beranda, sesuai urutan ini (seret untuk mengurutkan)."],
      counterTitle: ["Judul penghitung", "Judul bagian penghitung."],
      counters: ["Penghitung", "Angka dengan animasi hitung naik, masing-masing dengan labelnya."],
    },
  },
};
