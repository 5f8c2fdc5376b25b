"use strict";
// Article (api::blog-post.blog-post) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { MEDIA, LINES, SCHEDULE, INDONESIAN } = require("../../../../editor-help-texts");

module.exports = {
  mainField: "title",
  sort: ["date", "DESC"],
  list: ["title", "date", "category", "slug", "scheduledAt"],
  edit: [
    ["title", "slug"],
    ["scheduledAt"],
    ["date", "updated", ["category", 4]],
    ["author", "postId"],
    [["content", 12]],
    ["image", "imageCaption"],
    [["body", 12]],
    ["tags"],
    [["order", 4]],
    ["previousSlugs"],
    [["seo", 12]],
  ],
  fields: {
    scheduledAt: SCHEDULE,
    seo: [
      "SEO",
      "How this page appears in search results and link previews. Every field may stay empty: the page's own title and summary are used, and a share image is drawn.",
    ],
    title: ["Title", "The article's title: its heading, its card, the browser tab and search results."],
    slug: [
      "Slug",
      "Used in the article's address: /blog/<slug>/. Made from the title when you save, while it reads blog-post; type your own to choose it. Renaming the title later keeps it; if you change it, the old address keeps working (see Old addresses).",
    ],
    previousSlugs: [
      "Old addresses",
      "Slugs this article had before; visitors and search engines following them are sent on to its page. Filled in by the CMS when the slug changes; remove one to stop its redirect.",
    ],
    postId: [
      "Article ID",
      "Identifies the article; comments and the sidebar's recent posts link to it. Made from the title when you save, while it reads blog-post.",
    ],
    order: [
      "Order",
      "Breaks ties between articles published on the same day: 1 comes first. Articles are listed newest first.",
    ],
    category: [
      "Category",
      "Shown above the title, e.g. Business; articles of the same category are shown as related. Leave empty for none.",
    ],
    date: [
      "Published",
      "The day the article was published, shown on it and in the lists; the blog lists articles newest first. Set it yourself: it does not change when you publish again.",
    ],
    updated: [
      "Updated",
      "Optional: the day you last changed the article in a way readers should know about; shown as 'Updated …'.",
    ],
    author: [
      "Author",
      "Required to publish: the team member who wrote it (Team members), published before the article.",
    ],
    image: ["Cover image", `Shown at the top of the article and on its card (850×500). ${MEDIA}`],
    imageCaption: ["Cover caption", "Optional: a line shown under the cover image."],
    content: [
      "Excerpt",
      "A short summary: the text on the article's card in the blog list, in the feed and for search engines.",
    ],
    body: [
      "Body",
      "The article: paragraphs; headings (Heading 2 to 4 only: the title is the page's Heading 1); bold, italic, underline, strikethrough and code; numbered and bulleted lists; links (https:// addresses or this site's pages, such as /contact-us); images from the Media Library (put the cursor on an empty line first: an image replaces the line it is inserted on; tick the image in the library before Finish); quotes; code blocks.",
    ],
    tags: ["Tags", `Keywords shown under the article. ${LINES}`],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Artikel",
    fields: {
      scheduledAt: INDONESIAN.SCHEDULE,
      seo: [
        "SEO",
        "Tampilan halaman ini di hasil pencarian dan pratinjau tautan. Semua kolom boleh kosong: judul dan ringkasan halaman dipakai, gambar pratinjau dibuat otomatis.",
      ],
      title: [
        "Judul",
        "Judul artikel: tampil sebagai judul halaman, di kartu artikel, di tab browser, dan di hasil pencarian.",
      ],
      slug: [
        "Slug",
        "Dipakai di alamat artikel: /blog/<slug>/. Selama isinya masih blog-post, slug dibuat dari judul saat Anda menyimpan; ketik sendiri bila ingin menentukannya. Slug tidak berubah saat judul diganti; bila Anda mengubah slug, alamat lama tetap berfungsi (lihat Alamat lama).",
      ],
      previousSlugs: [
        "Alamat lama",
        "Slug lama artikel ini; pengunjung dan mesin pencari yang membukanya diteruskan ke halamannya. Diisi CMS saat slug berubah; hapus salah satunya untuk menghentikan redirect-nya.",
      ],
      postId: [
        "ID artikel",
        "Penanda artikel; komentar dan daftar artikel terbaru di sidebar menautkan ke artikel lewat penanda ini. Selama isinya masih blog-post, dibuat dari judul saat Anda menyimpan.",
      ],
      order: [
        "Urutan",
        "Penentu urutan artikel yang terbit pada hari yang sama: 1 paling awal. Artikel diurutkan dari yang terbaru.",
      ],
      category: [
        "Kategori",
        "Tampil di atas judul, misalnya Bisnis; artikel dengan kategori yang sama tampil sebagai artikel terkait. Kosongkan bila tidak ada.",
      ],
      date: [
        "Tanggal terbit",
        "Tanggal terbit artikel, tampil di artikel dan daftar; blog mengurutkan artikel dari yang terbaru. Isi sendiri: tidak berubah saat Anda menerbitkan ulang.",
      ],
      updated: [
        "Diperbarui",
        "Opsional: tanggal perubahan terakhir yang perlu diketahui pembaca; tampil sebagai 'Diperbarui …'.",
      ],
      author: [
        "Penulis",
        "Wajib diisi agar artikel bisa terbit: anggota tim yang menulisnya (dari Anggota tim), yang harus sudah terbit sebelum artikel ini.",
      ],
      image: ["Gambar sampul", `Tampil di bagian atas artikel dan di kartunya (850×500). ${INDONESIAN.MEDIA}`],
      imageCaption: ["Keterangan gambar sampul", "Opsional: satu baris di bawah gambar sampul."],
      content: [
        "Ringkasan",
        "Ringkasan singkat: teks di kartu artikel pada daftar blog, di feed, dan untuk mesin pencari.",
      ],
      body: [
        "Isi",
        "Isi artikel: paragraf; subjudul (hanya Judul 2 sampai Judul 4: judul artikel adalah Judul 1); tebal, miring, garis bawah, coret, dan kode; daftar bernomor dan berpoin; tautan (alamat https:// atau halaman website ini, seperti /contact-us); gambar dari Pustaka media (letakkan kursor di baris kosong dulu: gambar menggantikan baris tempatnya disisipkan; centang gambar di pustaka sebelum klik Selesai); kutipan; blok kode.",
      ],
      tags: ["Tag", `Kata kunci yang tampil di bawah artikel. ${INDONESIAN.LINES}`],
    },
  },
};
