"use strict";
// Portfolio project (api::project.project) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { ORDER, MEDIA, BLOCKS, SCHEDULE, INDONESIAN } = require("../../../../editor-help-texts");

module.exports = {
  mainField: "title",
  sort: ["order", "ASC"],
  list: ["order", "title", "slug", "category", "scheduledAt"],
  edit: [
    ["title", "slug"],
    ["scheduledAt"],
    ["order", "category"],
    [["subtitle", 12]],
    ["description"],
    ["thumbnail", "banner"],
    ["detailImage"],
    ["client", "date"],
    ["duration", "websiteUrl"],
    ["details"],
    ["previousSlugs"],
    [["seo", 12]],
  ],
  fields: {
    scheduledAt: SCHEDULE,
    seo: [
      "SEO",
      "How this page appears in search results and link previews. Every field may stay empty: the page's own title and summary are used, and a share image is drawn.",
    ],
    title: ["Title", "The project's name on its card and page."],
    slug: [
      "Slug",
      "Used in the page address: /ourworks/<slug>/. Made from the title when the entry is created; renaming the title keeps it. If you change it, the old address keeps working (see Old addresses).",
    ],
    previousSlugs: [
      "Old addresses",
      "Slugs this project had before; visitors and search engines following them are sent on to the current page. Filled in by the CMS when the slug changes; remove one to stop its redirect.",
    ],
    order: [
      "Order",
      `${ORDER} The home page's slider shows the first six; the portfolio shows six a page (/ourworks/, then /ourworks/page/2/...).`,
    ],
    category: ["Category", "Shown under the title on the project's card, e.g. Web Development."],
    subtitle: [
      "Subtitle",
      "The heading above the project's paragraphs, and the page's description for search engines; empty shows 'Project Details'.",
    ],
    description: ["Description", BLOCKS],
    thumbnail: ["Thumbnail", `The picture on the project's card in lists and sliders. ${MEDIA}`],
    banner: ["Banner", `The wide picture at the top of the project's page. ${MEDIA}`],
    detailImage: ["Detail image", `The picture further down the project's page. ${MEDIA}`],
    client: [
      "Client",
      "Shown in the project's facts, written per language (e.g. 'Warung Rasa (demonstration project)', in Indonesian '(proyek demo)'); leave empty to leave it out.",
    ],
    date: ["Date", "Shown in the project's facts as written, e.g. March 2025."],
    duration: ["Duration", "Shown in the project's facts as written, e.g. 3 months."],
    websiteUrl: ["Website address", "The live site, starting with https://; shown as a link in the project's facts."],
    details: ["Paragraphs", "The project page's further paragraphs, each with an optional title."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Proyek portofolio",
    fields: {
      scheduledAt: INDONESIAN.SCHEDULE,
      seo: [
        "SEO",
        "Tampilan halaman ini di hasil pencarian dan pratinjau tautan. Semua kolom boleh kosong: judul dan ringkasan halaman dipakai, gambar pratinjau dibuat otomatis.",
      ],
      title: ["Judul", "Nama proyek di kartu dan halamannya."],
      slug: [
        "Slug",
        "Dipakai di alamat halaman: /ourworks/<slug>/. Dibuat dari judul saat entri dibuat; mengganti judul tidak mengubahnya. Bila Anda mengubahnya, alamat lama tetap berfungsi (lihat Alamat lama).",
      ],
      previousSlugs: [
        "Alamat lama",
        "Slug lama proyek ini; pengunjung dan mesin pencari yang membukanya diteruskan ke halamannya sekarang. Diisi CMS saat slug berubah; hapus salah satunya untuk menghentikan redirect-nya.",
      ],
      order: [
        "Urutan",
        `${INDONESIAN.ORDER} Slider beranda memuat enam yang pertama; portofolio memuat enam per halaman (/ourworks/, lalu /ourworks/page/2/...).`,
      ],
      category: ["Kategori", "Tampil di bawah judul pada kartu proyek, misalnya Pengembangan web."],
      subtitle: [
        "Subjudul",
        "Judul di atas paragraf proyek, juga deskripsi halaman untuk mesin pencari; bila kosong: 'Project Details' ('Detail proyek').",
      ],
      description: ["Deskripsi", INDONESIAN.BLOCKS],
      thumbnail: ["Gambar kecil", `Gambar di kartu proyek pada daftar dan slider. ${INDONESIAN.MEDIA}`],
      banner: ["Banner", `Gambar lebar di bagian atas halaman proyek. ${INDONESIAN.MEDIA}`],
      detailImage: ["Gambar detail", `Gambar di bagian bawah halaman proyek. ${INDONESIAN.MEDIA}`],
      client: [
        "Klien",
        "Tampil di fakta proyek, per bahasa (misalnya 'Warung Rasa (demonstration project)', dalam bahasa Indonesia '(proyek demo)'); kosongkan bila tidak perlu.",
      ],
      date: ["Tanggal", "Tampil di fakta proyek apa adanya, misalnya Maret 2025."],
      duration: ["Durasi", "Tampil di fakta proyek apa adanya, misalnya 3 bulan."],
      websiteUrl: ["Alamat website", "Website yang tayang, diawali https://; tampil sebagai tautan di fakta proyek."],
      details: ["Paragraf", "Paragraf lanjutan halaman proyek, masing-masing boleh berjudul."],
    },
  },
};
