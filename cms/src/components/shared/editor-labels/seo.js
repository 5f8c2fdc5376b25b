"use strict";
// SEO (shared.seo) as editors see it in the admin; the format is described in cms/src/editor-labels.js.
// The limits in the help texts are src/rules/seo.js's, which the site's build (and Save) checks.
const { SEO_TITLE_MAX, SEO_DESCRIPTION_MAX } = require("../../../../../src/rules/seo");

module.exports = {
  mainField: "metaTitle",
  edit: [[["metaTitle", 12]], [["metaDescription", 12]], ["shareImage", "shareImageAlt"], ["canonicalPath", "noindex"]],
  fields: {
    metaTitle: [
      "Title for search results",
      `The page's whole title in search results and link previews, at most ${SEO_TITLE_MAX} characters. Empty: the page's own title followed by the site's name.`,
    ],
    metaDescription: [
      "Description for search results",
      `A sentence or two under the title in search results and link previews, at most ${SEO_DESCRIPTION_MAX} characters. Empty: the page's own summary.`,
    ],
    shareImage: [
      "Share image",
      "The picture shown when the page is shared in a chat or on social media, cropped to 1200 x 630. Empty: the site draws one with the page's title.",
    ],
    shareImageAlt: [
      "Share image description",
      "What the share image shows, for people who cannot see it. Needed when a share image is set.",
    ],
    canonicalPath: [
      "Canonical address",
      "Only when another page of this site says the same thing: its address, starting with / (e.g. /service). Search engines then list that page instead of this one. Usually empty.",
    ],
    noindex: [
      "Keep out of search results",
      "On: search engines are asked not to list this page, and it leaves the sitemap.",
    ],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "SEO",
    fields: {
      metaTitle: [
        "Judul di hasil pencarian",
        "Judul lengkap halaman di hasil pencarian dan pratinjau tautan, maksimal 60 karakter. Kosong: judul halaman diikuti nama website.",
      ],
      metaDescription: [
        "Deskripsi di hasil pencarian",
        "Satu-dua kalimat di bawah judul di hasil pencarian dan pratinjau tautan, maksimal 160 karakter. Kosong: ringkasan halaman.",
      ],
      shareImage: [
        "Gambar saat dibagikan",
        "Gambar yang tampil saat halaman dibagikan di chat atau media sosial, dipangkas menjadi 1200 x 630. Kosong: website membuatnya dari judul halaman.",
      ],
      shareImageAlt: [
        "Deskripsi gambar saat dibagikan",
        "Apa yang ditampilkan gambar pratinjau, untuk orang yang tidak dapat melihatnya. Wajib diisi bila gambar pratinjau dipasang.",
      ],
      canonicalPath: [
        "Alamat kanonis",
        "Hanya bila halaman lain di website ini membahas hal yang sama: alamatnya, diawali / (misalnya /service). Mesin pencari lalu mencantumkan halaman itu, bukan yang ini. Biasanya kosong.",
      ],
      noindex: [
        "Jangan tampilkan di hasil pencarian",
        "Ya: mesin pencari diminta tidak mencantumkan halaman ini, dan halaman ini dikeluarkan dari sitemap.",
      ],
    },
  },
};
