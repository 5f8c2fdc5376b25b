"use strict";
// Site settings (api::site-setting.site-setting) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.

module.exports = {
  edit: [
    ["name", "tagline"],
    [["description", 12]],
    ["contact"],
    ["socialLinks"],
    ["mainFooter"],
    ["accountFooter"],
    ["map"],
  ],
  fields: {
    name: ["Site name", "The agency's name, used in page titles and the structured data for search engines."],
    tagline: ["Tagline", "A short line about the agency (not shown by the site at the moment)."],
    description: [
      "Description",
      "The description search engines and link previews show for pages that have none of their own.",
    ],
    contact: [
      "Contact details",
      "Phone, chat, e-mail and address, shown in the contact block and on the contact page.",
    ],
    socialLinks: ["Social links", "The icon links to the agency's profiles, in this order."],
    mainFooter: ["Footer", "The footer of the site's pages."],
    accountFooter: ["Account pages footer", "The footer of the sign-in, sign-up and password pages."],
    map: ["Map", "The office's place on the contact page's map."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Pengaturan website",
    fields: {
      name: ["Nama website", "Nama agensi, dipakai di judul halaman dan data terstruktur untuk mesin pencari."],
      tagline: ["Tagline", "Satu baris singkat tentang agensi (saat ini tidak tampil di website)."],
      description: [
        "Deskripsi",
        "Deskripsi di mesin pencari dan pratinjau tautan untuk halaman tanpa deskripsi sendiri.",
      ],
      contact: ["Data kontak", "Telepon, chat, email, dan alamat, tampil di blok kontak dan halaman kontak."],
      socialLinks: ["Tautan media sosial", "Tautan ikon ke profil agensi, sesuai urutan ini."],
      mainFooter: ["Footer", "Footer di semua halaman website."],
      accountFooter: ["Footer halaman akun", "Footer halaman masuk, daftar, dan kata sandi."],
      map: ["Peta", "Lokasi kantor di peta halaman kontak."],
    },
  },
};
