"use strict";
// Help texts that several fields share, for the editor-labels.js files of the content types and components.

const ORDER = "Position on the site: 1 comes first.";
const MEDIA =
  "The alternative text of the image (set in the Media Library) is read by screen readers; leave it empty for decorative images.";
// The rule behind it: src/rules/blocks.js paragraphProblem(), checked at Save (src/rules/save-rules.js).
const BLOCKS =
  "Paragraphs, with bold where you make it bold. Headings, lists, quotes, code, images and links are for articles: Save refuses them here. Italic, underline and strikethrough are shown as plain text.";
const LINES = "One line per item: add an entry for each.";
// The "Publish at" field of every type with pages (cms/src/scheduled-publish.js).
const SCHEDULE = [
  "Publish at",
  "Optional: this language's version is published by itself at this time (checked every minute), and the live site follows; the other language is not touched. Set it on a draft and Save. Change it or clear it to move or cancel; publishing by hand cancels it. The list shows what is scheduled.",
];

/** The same in Indonesian, for the labels files' `indonesian` part. */
const INDONESIAN = {
  ORDER: "Posisi di website: 1 paling awal.",
  MEDIA: "Teks alternatif gambar (diisi di Pustaka media) dibacakan pembaca layar; kosongkan untuk gambar dekoratif.",
  BLOCKS:
    "Paragraf, dengan teks tebal di bagian yang Anda tebalkan. Subjudul, daftar, kutipan, kode, gambar, dan tautan hanya untuk artikel: di sini, Simpan akan menolaknya. Miring, garis bawah, dan coret tampil sebagai teks biasa.",
  LINES: "Satu baris per item: tambahkan satu entri untuk setiap item.",
  SCHEDULE: [
    "Terbitkan pada",
    "Opsional: versi bahasa ini terbit otomatis pada waktu ini (diperiksa setiap menit), lalu website ikut diperbarui; versi bahasa lain tidak berubah. Isi saat entri masih draf, lalu klik Simpan. Ubah waktunya untuk menjadwalkan ulang atau kosongkan untuk membatalkan; menerbitkan secara manual juga membatalkannya. Daftar entri menampilkan jadwalnya.",
  ],
};

module.exports = { ORDER, MEDIA, BLOCKS, LINES, SCHEDULE, INDONESIAN };
