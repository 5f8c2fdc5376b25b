"use strict";
// Remove a visitor's data (api::visitor-data-removal.visitor-data-removal) as editors see it; the format is described
// in cms/src/editor-labels.js.
// Saving an address deletes what it sent (cms/src/visitor-data-removal.js); the address itself is not kept.

module.exports = {
  edit: [["email"], [["lastRemoval", 12]]],
  fields: {
    email: [
      "Email address to remove",
      "Save: every contact message, launch sign-up and visitor comment sent from this address (any capitals) is deleted at once, published comments leave the site with the next build. The field empties itself; the address is not kept.",
    ],
    lastRemoval: ["Last removal", "Written by the CMS: what the last Save removed, and when."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Hapus data pengunjung",
    fields: {
      email: [
        "Alamat email yang dihapus",
        "Simpan: semua pesan kontak, pendaftaran peluncuran, dan komentar pengunjung dari alamat ini (huruf kapital diabaikan) langsung dihapus; komentar yang sudah terbit hilang dari website di build berikutnya. Kolom ini kosong lagi; alamatnya tidak disimpan.",
      ],
      lastRemoval: ["Penghapusan terakhir", "Diisi CMS: apa yang dihapus Simpan terakhir, dan kapan."],
    },
  },
};
