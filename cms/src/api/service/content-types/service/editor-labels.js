"use strict";
// Service (api::service.service) as editors see it in the admin; the format is described in cms/src/editor-labels.js.
const { ORDER, MEDIA, LINES, SCHEDULE, INDONESIAN } = require("../../../../editor-help-texts");
const SERVICE_ICONS = "icon-code (code brackets), icon-design (palette), icon-ai (chip) or icon-agent (robot)";

module.exports = {
  mainField: "title",
  sort: ["order", "ASC"],
  list: ["order", "title", "slug", "serviceId", "scheduledAt"],
  edit: [
    ["title", "slug"],
    ["scheduledAt"],
    ["serviceId"],
    ["order", ["iconType", 8]],
    ["icon", "iconImage"],
    [["shortDescription", 12]],
    [["detailedDescription", 12]],
    ["details"],
    ["category"],
    ["features"],
    ["process"],
    ["technologies"],
    ["previousSlugs"],
    [["seo", 12]],
  ],
  fields: {
    scheduledAt: SCHEDULE,
    seo: [
      "SEO",
      "How this page appears in search results and link previews. Every field may stay empty: the page's own title and summary are used, and a share image is drawn.",
    ],
    serviceId: [
      "Service ID",
      "Identifies the service (service-1, service-2, ...); the home page's list of services and the build link to it.",
    ],
    slug: [
      "Slug",
      "Used in the page address: /service/<slug>/. Made from the title when the entry is created; renaming the title keeps it. If you change it, the old address keeps working (see Old addresses).",
    ],
    previousSlugs: [
      "Old addresses",
      "Slugs this service had before; visitors and search engines following them are sent on to the current page. Filled in by the CMS when the slug changes; remove one to stop its redirect.",
    ],
    order: ["Order", ORDER],
    title: [
      "Title",
      "On the service card and in the browser tab. The slug (the page address) and the page's approach steps (see Approach steps) are chosen from it.",
    ],
    shortDescription: [
      "Short description",
      "The text of the service card on the home and services pages, and the page's description for search engines.",
    ],
    iconType: [
      "Icon type",
      "css-class: one of the site's drawn icons, named in Icon. image: the picture in Icon image.",
    ],
    icon: [
      "Icon",
      `With icon type css-class, the drawn icon: ${SERVICE_ICONS}; any other name shows a plain circle. With icon type image, a short name for the picture (not shown).`,
    ],
    iconImage: ["Icon image", `Used with icon type image: shown at 50×50 pixels on the service card. ${MEDIA}`],
    category: ["Categories", `Keywords that group the service (development, design, ...). ${LINES}`],
    features: ["Features", `What the service includes, one feature per line. ${LINES}`],
    detailedDescription: ["Detailed description", "A longer description of the service, in one paragraph."],
    process: ["Process", `The steps of the work in order (Discovery, Design, ...). ${LINES}`],
    technologies: ["Technologies", `Tools and frameworks used (React, Figma, ...). ${LINES}`],
    details: ["Service page", "The service's own page: its heading, paragraphs and sections of points."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Layanan",
    fields: {
      scheduledAt: INDONESIAN.SCHEDULE,
      seo: [
        "SEO",
        "Tampilan halaman ini di hasil pencarian dan pratinjau tautan. Semua kolom boleh kosong: judul dan ringkasan halaman dipakai, gambar pratinjau dibuat otomatis.",
      ],
      serviceId: [
        "ID layanan",
        "Penanda layanan (service-1, service-2, ...); daftar layanan di beranda dan build menautkannya lewat ID ini.",
      ],
      slug: [
        "Slug",
        "Dipakai di alamat halaman: /service/<slug>/. Dibuat dari judul saat entri dibuat; mengganti judul tidak mengubahnya. Bila Anda mengubahnya, alamat lama tetap berfungsi (lihat Alamat lama).",
      ],
      previousSlugs: [
        "Alamat lama",
        "Slug lama layanan ini; pengunjung dan mesin pencari yang membukanya diteruskan ke halamannya sekarang. Diisi CMS saat slug berubah; hapus salah satunya untuk menghentikan redirect-nya.",
      ],
      order: ["Urutan", INDONESIAN.ORDER],
      title: [
        "Judul",
        "Tampil di kartu layanan dan tab browser. Slug (alamat halaman) dan langkah pendekatannya (lihat Langkah-langkah pendekatan) dipilih dari judul ini.",
      ],
      shortDescription: [
        "Deskripsi singkat",
        "Teks kartu layanan di beranda dan halaman layanan, sekaligus deskripsi halaman untuk mesin pencari.",
      ],
      iconType: [
        "Jenis ikon",
        "css-class: salah satu ikon bawaan website, namanya di Ikon. image: gambar di Gambar ikon.",
      ],
      icon: [
        "Ikon",
        "Jenis ikon css-class: ikon bawaan, yaitu icon-code (kurung kode), icon-design (palet), icon-ai (chip), atau icon-agent (robot); nama lain tampil sebagai lingkaran polos. Jenis ikon image: nama singkat gambar (tidak ditampilkan).",
      ],
      iconImage: [
        "Gambar ikon",
        `Dipakai untuk jenis ikon image: tampil 50×50 piksel di kartu layanan. ${INDONESIAN.MEDIA}`,
      ],
      category: ["Kategori", `Kata kunci pengelompok layanan (development, design, ...). ${INDONESIAN.LINES}`],
      features: ["Fitur", `Cakupan layanan, satu fitur per baris. ${INDONESIAN.LINES}`],
      detailedDescription: ["Deskripsi lengkap", "Deskripsi layanan yang lebih panjang, satu paragraf."],
      process: ["Proses", `Urutan langkah kerja (Penjajakan, Desain, ...). ${INDONESIAN.LINES}`],
      technologies: ["Teknologi", `Alat dan framework (React, Figma, ...). ${INDONESIAN.LINES}`],
      details: ["Halaman layanan", "Halaman layanan ini: judul, paragraf, dan bagian berisi poin."],
    },
  },
};
