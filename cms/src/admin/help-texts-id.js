// The help texts under the editor's fields in Indonesian, keyed by their English (as gettext does: the
// English lives beside each schema in the editor-labels.js files, which the admin bundle cannot import).
// ./translated-hints.js shows them. __tests__/unit/cms-help-texts-id.test.ts fails when a field's English
// help text has no Indonesian here (so changing one in English asks for its Indonesian) or one here is
// no longer any field's.

/** A help text's message id. */
export const helpMessageId = (english) => `nusakode.help.${english}`;

/** English help text -> Indonesian. */
export const HELP_TEXTS_ID = {
  "The person's full name.": "Nama lengkap orang ini.",
  "Position in the about page's team section: 1 comes first.":
    "Posisi di bagian tim halaman Tentang kami: 1 paling awal.",
  "Shown under the name, e.g. Project Manager.": "Tampil di bawah nama, misalnya Project Manager.",
  "The alternative text of the image (set in the Media Library) is read by screen readers; leave it empty for decorative images.":
    "Teks alternatif gambar (diisi di Pustaka media) dibacakan pembaca layar; kosongkan untuk gambar dekoratif.",
  "The about page's title, also shown in the breadcrumb.": "Judul halaman Tentang kami, juga tampil di remah roti.",
  "The title in two parts and the paragraph that open the story.": "Judul dua bagian dan paragraf pembuka cerita.",
  "The pictures of the story section, in this order. The alternative text of the image (set in the Media Library) is read by screen readers; leave it empty for decorative images.":
    "Gambar di bagian cerita, sesuai urutan ini. Teks alternatif gambar (diisi di Pustaka media) dibacakan pembaca layar; kosongkan untuk gambar dekoratif.",
  "The story's first column: a title and paragraphs.": "Kolom pertama cerita: judul dan paragraf.",
  "The story's second column: a title and paragraphs.": "Kolom kedua cerita: judul dan paragraf.",
  "Figures such as 5+ years, shown in a row.": "Angka seperti 5+ tahun, tampil berjajar.",
  "The Our approach steps on the services page and on services whose title contains 'web'.":
    "Langkah Pendekatan kami di halaman layanan dan di layanan yang judulnya memuat 'web'.",
  "The steps on services whose title contains 'blockchain'.": "Langkah di layanan yang judulnya memuat 'blockchain'.",
  "The steps on services whose title contains 'ai' (and not 'web' or 'blockchain').":
    "Langkah di layanan yang judulnya memuat 'ai' (tanpa 'web' atau 'blockchain').",
  "The steps on every other service.": "Langkah di semua layanan lainnya.",
  "Optional: this language's version is published by itself at this time (checked every minute), and the live site follows; the other language is not touched. Set it on a draft and Save. Change it or clear it to move or cancel; publishing by hand cancels it. The list shows what is scheduled.":
    "Opsional: versi bahasa ini terbit otomatis pada waktu ini (diperiksa setiap menit), lalu website ikut diperbarui; versi bahasa lain tidak berubah. Isi saat entri masih draf, lalu klik Simpan. Ubah waktunya untuk menjadwalkan ulang atau kosongkan untuk membatalkan; menerbitkan secara manual juga membatalkannya. Daftar entri menampilkan jadwalnya.",
  "How this page appears in search results and link previews. Every field may stay empty: the page's own title and summary are used, and a share image is drawn.":
    "Tampilan halaman ini di hasil pencarian dan pratinjau tautan. Semua kolom boleh kosong: judul dan ringkasan halaman dipakai, gambar pratinjau dibuat otomatis.",
  "The article's title: its heading, its card, the browser tab and search results.":
    "Judul artikel: tampil sebagai judul halaman, di kartu artikel, di tab browser, dan di hasil pencarian.",
  "Used in the article's address: /blog/<slug>/. Made from the title when you save, while it reads blog-post; type your own to choose it. Renaming the title later keeps it; if you change it, the old address keeps working (see Old addresses).":
    "Dipakai di alamat artikel: /blog/<slug>/. Selama isinya masih blog-post, slug dibuat dari judul saat Anda menyimpan; ketik sendiri bila ingin menentukannya. Slug tidak berubah saat judul diganti; bila Anda mengubah slug, alamat lama tetap berfungsi (lihat Alamat lama).",
  "Slugs this article had before; visitors and search engines following them are sent on to its page. Filled in by the CMS when the slug changes; remove one to stop its redirect.":
    "Slug lama artikel ini; pengunjung dan mesin pencari yang membukanya diteruskan ke halamannya. Diisi CMS saat slug berubah; hapus salah satunya untuk menghentikan redirect-nya.",
  "Identifies the article; comments and the sidebar's recent posts link to it. Made from the title when you save, while it reads blog-post.":
    "Penanda artikel; komentar dan daftar artikel terbaru di sidebar menautkan ke artikel lewat penanda ini. Selama isinya masih blog-post, dibuat dari judul saat Anda menyimpan.",
  "Breaks ties between articles published on the same day: 1 comes first. Articles are listed newest first.":
    "Penentu urutan artikel yang terbit pada hari yang sama: 1 paling awal. Artikel diurutkan dari yang terbaru.",
  "Shown above the title, e.g. Business; articles of the same category are shown as related. Leave empty for none.":
    "Tampil di atas judul, misalnya Bisnis; artikel dengan kategori yang sama tampil sebagai artikel terkait. Kosongkan bila tidak ada.",
  "The day the article was published, shown on it and in the lists; the blog lists articles newest first. Set it yourself: it does not change when you publish again.":
    "Tanggal terbit artikel, tampil di artikel dan daftar; blog mengurutkan artikel dari yang terbaru. Isi sendiri: tidak berubah saat Anda menerbitkan ulang.",
  "Optional: the day you last changed the article in a way readers should know about; shown as 'Updated …'.":
    "Opsional: tanggal perubahan terakhir yang perlu diketahui pembaca; tampil sebagai 'Diperbarui …'.",
  "Required to publish: the team member who wrote it (Team members), published before the article.":
    "Wajib diisi agar artikel bisa terbit: anggota tim yang menulisnya (dari Anggota tim), yang harus sudah terbit sebelum artikel ini.",
  "Shown at the top of the article and on its card (850×500). The alternative text of the image (set in the Media Library) is read by screen readers; leave it empty for decorative images.":
    "Tampil di bagian atas artikel dan di kartunya (850×500). Teks alternatif gambar (diisi di Pustaka media) dibacakan pembaca layar; kosongkan untuk gambar dekoratif.",
  "Optional: a line shown under the cover image.": "Opsional: satu baris di bawah gambar sampul.",
  "A short summary: the text on the article's card in the blog list, in the feed and for search engines.":
    "Ringkasan singkat: teks di kartu artikel pada daftar blog, di feed, dan untuk mesin pencari.",
  "The article: paragraphs; headings (Heading 2 to 4 only: the title is the page's Heading 1); bold, italic, underline, strikethrough and code; numbered and bulleted lists; links (https:// addresses or this site's pages, such as /contact-us); images from the Media Library (put the cursor on an empty line first: an image replaces the line it is inserted on; tick the image in the library before Finish); quotes; code blocks.":
    "Isi artikel: paragraf; subjudul (hanya Judul 2 sampai Judul 4: judul artikel adalah Judul 1); tebal, miring, garis bawah, coret, dan kode; daftar bernomor dan berpoin; tautan (alamat https:// atau halaman website ini, seperti /contact-us); gambar dari Pustaka media (letakkan kursor di baris kosong dulu: gambar menggantikan baris tempatnya disisipkan; centang gambar di pustaka sebelum klik Selesai); kutipan; blok kode.",
  "Keywords shown under the article. One line per item: add an entry for each.":
    "Kata kunci yang tampil di bawah artikel. Satu baris per item: tambahkan satu entri untuk setiap item.",
  "The posts in the sidebar's Recent posts, in this order (drag to reorder). Its categories and tags are the articles' own, with the number of articles that name each.":
    "Isi bagian Artikel terbaru di sidebar, sesuai urutan ini (seret untuk mengurutkan). Kategori dan tagnya berasal dari artikel, beserta jumlah artikel masing-masing.",
  "The article the comment is shown under.": "Artikel tempat komentar ini tampil.",
  "The commenter's name.": "Nama pengomentar.",
  "Position under its article: 1 comes first.": "Posisi di bawah artikelnya: 1 paling awal.",
  "The date shown with the comment.": "Tanggal yang tampil di komentar.",
  "The comment's text, one paragraph.": "Isi komentar, satu paragraf.",
  "On: shown indented, as a reply to the comment before it.":
    "Ya: tampil menjorok sebagai balasan untuk komentar sebelumnya.",
  "new: nobody has answered yet; answered: set it once someone replied.":
    "new: belum ada yang membalas; answered: pilih setelah pesan dibalas.",
  "Reply to this address.": "Balas ke alamat ini.",
  "The language of the page the visitor wrote from: reply in it.": "Bahasa halaman asal pesan: balas dalam bahasa itu.",
  "The page the form was on.": "Halaman asal formulir.",
  "Written by the CMS: when it emailed this message to the agency, or why it could not. A message not emailed is still here: answer it from this inbox.":
    "Diisi CMS: kapan pesan ini dikirim ke email agensi, atau alasan gagalnya. Pesan yang tak terkirim tetap ada di sini: balas dari kotak masuk ini.",
  "Shown as the heading that opens the answer.": "Tampil sebagai judul pembuka jawabannya.",
  "One paragraph, shown when the question is opened.": "Satu paragraf, tampil saat pertanyaan dibuka.",
  "Position within its category: 1 comes first.": "Posisi dalam kategorinya: 1 paling awal.",
  "The FAQ tab the question appears under; the pricing, services and contact pages pick questions by category.":
    "Tab FAQ tempat pertanyaan ini muncul; halaman harga, layanan, dan kontak mengambil pertanyaan per kategori.",
  "The tab's title on the FAQ page.": "Judul tab di halaman FAQ.",
  "Identifies the category (general, process, business, ...): pages pick their questions by it. Change it only together with the site.":
    "Penanda kategori (general, process, business, ...): halaman mengambil pertanyaan lewat slug ini. Ubah hanya bersama kode website.",
  "Position of the tab on the FAQ page: 1 comes first.": "Posisi tab di halaman FAQ: 1 paling awal.",
  "Off: the category keeps its questions for other pages but gets no tab on the FAQ page.":
    "Tidak: tanpa tab di halaman FAQ, tetapi pertanyaannya tetap dipakai halaman lain.",
  "The questions of this category (also set from each question's Category).":
    "Pertanyaan kategori ini (juga diatur dari Kategori di tiap pertanyaan).",
  "The first words of the home page's main title, shown in the accent colour.":
    "Kata-kata pertama judul utama beranda, tampil dengan warna aksen.",
  "The rest of the main title, after the highlighted part.": "Sisa judul utama, setelah bagian yang disorot.",
  "The paragraph under the main title.": "Paragraf di bawah judul utama.",
  "The text of the main button under the description.": "Teks tombol utama di bawah deskripsi.",
  "The large picture beside the title. The alternative text of the image (set in the Media Library) is read by screen readers; leave it empty for decorative images.":
    "Gambar besar di samping judul. Teks alternatif gambar (diisi di Pustaka media) dibacakan pembaca layar; kosongkan untuk gambar dekoratif.",
  "The small round photos beside the caption. The alternative text of the image (set in the Media Library) is read by screen readers; leave it empty for decorative images.":
    "Foto bulat kecil di samping keterangan. Teks alternatif gambar (diisi di Pustaka media) dibacakan pembaca layar; kosongkan untuk gambar dekoratif.",
  "The text beside the client photos, e.g. 2k+ happy clients.": "Teks di samping foto klien, misalnya 2k+ klien puas.",
  "The services on the home page, in this order (drag to reorder).":
    "Layanan di beranda, sesuai urutan ini (seret untuk mengurutkan).",
  "The heading of the counters band.": "Judul bagian penghitung.",
  "Numbers that count up, each with its label.": "Angka dengan animasi hitung naik, masing-masing dengan labelnya.",
  "The heading of the home page's How we work section.": "Judul bagian Cara kami bekerja di beranda.",
  "Paragraphs, with bold where you make it bold. Headings, lists, quotes, code, images and links are for articles: Save refuses them here. Italic, underline and strikethrough are shown as plain text.":
    "Paragraf, dengan teks tebal di bagian yang Anda tebalkan. Subjudul, daftar, kutipan, kode, gambar, dan tautan hanya untuk artikel: di sini, Simpan akan menolaknya. Miring, garis bawah, dan coret tampil sebagai teks biasa.",
  "The numbered steps, shown as questions that open.": "Langkah bernomor, berupa pertanyaan buka-tutup.",
  "A short slogan in the home page's scrolling band.": "Slogan singkat di teks berjalan beranda.",
  "Position in the band: 1 comes first.": "Posisi di teks berjalan: 1 paling awal.",
  "On: a round dot separates this text from the one before.": "Ya: titik bulat memisahkan teks ini dari sebelumnya.",
  "Write to this address once, when the site launches; for nothing else.":
    "Kirim satu email ke alamat ini saat website diluncurkan, tidak lebih.",
  "The language of the page the visitor signed up from: write in it.":
    "Bahasa halaman asal pendaftaran: tulis email dalam bahasa itu.",
  "When the visitor sent the form, agreeing to be told about the launch.":
    "Saat pengunjung mengirim formulir dan setuju dikabari soal peluncuran.",
  "The page's English address, e.g. /about-us (its Indonesian page, /id/about-us, takes this entry's Indonesian version). One entry per page that no service, project or article owns: the home page, the lists, the other fixed pages.":
    "Alamat halaman bahasa Inggris, misalnya /about-us (halaman bahasa Indonesianya, /id/about-us, memakai versi Indonesia entri ini). Satu entri per halaman di luar layanan, proyek, dan artikel: beranda, daftar, dan halaman tetap lain.",
  "How the page appears in search results and link previews. Every field may stay empty: the page's own title and summary are used, and a share image is drawn.":
    "Tampilan halaman di hasil pencarian dan pratinjau tautan. Semua kolom boleh kosong: judul dan ringkasan halaman dipakai, gambar pratinjau dibuat otomatis.",
  "The package's name.": "Nama paket.",
  "Position on the pricing page: 1 comes first (left).": "Posisi di halaman harga: 1 paling awal (kiri).",
  "A sentence under the package's name.": "Satu kalimat di bawah nama paket.",
  "Whole US dollars, shown as $<price> when the visitor picks Annually (the default).":
    "Dalam dolar AS, tanpa sen; tampil sebagai $<price> bila pengunjung memilih Bayar tahunan (default).",
  "Whole US dollars, shown as $<price> when the visitor picks Monthly.":
    "Dalam dolar AS, tanpa sen; tampil sebagai $<price> bila pengunjung memilih Bayar bulanan.",
  "What the package includes, shown as a list. One line per item: add an entry for each.":
    "Isi paket, tampil sebagai daftar. Satu baris per item: tambahkan satu entri untuk setiap item.",
  "On: the package's card is emphasised as the recommended one.":
    "Ya: kartu paket ini ditonjolkan sebagai rekomendasi.",
  "The project's name on its card and page.": "Nama proyek di kartu dan halamannya.",
  "Used in the page address: /ourworks/<slug>/. Made from the title when the entry is created; renaming the title keeps it. If you change it, the old address keeps working (see Old addresses).":
    "Dipakai di alamat halaman: /ourworks/<slug>/. Dibuat dari judul saat entri dibuat; mengganti judul tidak mengubahnya. Bila Anda mengubahnya, alamat lama tetap berfungsi (lihat Alamat lama).",
  "Slugs this project had before; visitors and search engines following them are sent on to the current page. Filled in by the CMS when the slug changes; remove one to stop its redirect.":
    "Slug lama proyek ini; pengunjung dan mesin pencari yang membukanya diteruskan ke halamannya sekarang. Diisi CMS saat slug berubah; hapus salah satunya untuk menghentikan redirect-nya.",
  "Position on the site: 1 comes first. The home page's slider shows the first six; the portfolio shows six a page (/ourworks/, then /ourworks/page/2/...).":
    "Posisi di website: 1 paling awal. Slider beranda memuat enam yang pertama; portofolio memuat enam per halaman (/ourworks/, lalu /ourworks/page/2/...).",
  "Shown under the title on the project's card, e.g. Web Development.":
    "Tampil di bawah judul pada kartu proyek, misalnya Pengembangan web.",
  "The heading above the project's paragraphs, and the page's description for search engines; empty shows 'Project Details'.":
    "Judul di atas paragraf proyek, juga deskripsi halaman untuk mesin pencari; bila kosong: 'Project Details' ('Detail proyek').",
  "The picture on the project's card in lists and sliders. The alternative text of the image (set in the Media Library) is read by screen readers; leave it empty for decorative images.":
    "Gambar di kartu proyek pada daftar dan slider. Teks alternatif gambar (diisi di Pustaka media) dibacakan pembaca layar; kosongkan untuk gambar dekoratif.",
  "The wide picture at the top of the project's page. The alternative text of the image (set in the Media Library) is read by screen readers; leave it empty for decorative images.":
    "Gambar lebar di bagian atas halaman proyek. Teks alternatif gambar (diisi di Pustaka media) dibacakan pembaca layar; kosongkan untuk gambar dekoratif.",
  "The picture further down the project's page. The alternative text of the image (set in the Media Library) is read by screen readers; leave it empty for decorative images.":
    "Gambar di bagian bawah halaman proyek. Teks alternatif gambar (diisi di Pustaka media) dibacakan pembaca layar; kosongkan untuk gambar dekoratif.",
  "Shown in the project's facts, written per language (e.g. 'Warung Rasa (demonstration project)', in Indonesian '(proyek demo)'); leave empty to leave it out.":
    "Tampil di fakta proyek, per bahasa (misalnya 'Warung Rasa (demonstration project)', dalam bahasa Indonesia '(proyek demo)'); kosongkan bila tidak perlu.",
  "Shown in the project's facts as written, e.g. March 2025.":
    "Tampil di fakta proyek apa adanya, misalnya Maret 2025.",
  "Shown in the project's facts as written, e.g. 3 months.": "Tampil di fakta proyek apa adanya, misalnya 3 bulan.",
  "The live site, starting with https://; shown as a link in the project's facts.":
    "Website yang tayang, diawali https://; tampil sebagai tautan di fakta proyek.",
  "The project page's further paragraphs, each with an optional title.":
    "Paragraf lanjutan halaman proyek, masing-masing boleh berjudul.",
  "The card's title.": "Judul kartu.",
  "Shown under the title, e.g. Branding.": "Tampil di bawah judul, misalnya Branding.",
  "The card links to /ourworks/<slug>/: the slug of the portfolio project it shows.":
    "Kartu menautkan ke /ourworks/<slug>/: slug proyek portofolio yang ditampilkan.",
  "Position on the site: 1 comes first.": "Posisi di website: 1 paling awal.",
  "idle: nothing to do; building: a build is running; pending: another publish arrived and will be built next.":
    "idle: tidak ada tugas; building: build sedang berjalan; pending: penerbitan lain masuk dan di-build berikutnya.",
  "success: the last build is live; failed: the live site did not change (the reason is below). The next publish tries again.":
    "success: build terakhir sudah tayang; failed: website tidak berubah (alasan di bawah). Penerbitan berikutnya mencoba lagi.",
  "Why the last build failed (the entry and field the build refused), or what went live.":
    "Alasan build terakhir gagal (entri dan kolom yang ditolak), atau apa yang tayang.",
  "When the site visitors see was last updated.": "Kapan website yang tayang terakhir diperbarui.",
  "The release folder visitors see (deploy/rollback.sh switches back to the one before).":
    "Folder rilis yang dilihat pengunjung (deploy/rollback.sh mengembalikannya ke folder sebelumnya).",
  "Entries and fields of the live site without Indonesian text yet, one per line: give them their Indonesian version (the language menu at the top of the entry).":
    "Entri dan kolom website yang tayang tanpa teks bahasa Indonesia, satu per baris. Lengkapi versi bahasa Indonesianya (menu bahasa di atas entri).",
  "What the live site's last build could not use (as under Last build's message), by content type, entry and language: each entry's own page in the admin shows its line at the top of the side panel.":
    "Apa yang tidak bisa dipakai build terakhir website (seperti di Pesan build terakhir), per tipe konten, entri, dan bahasa. Halaman tiap entri di admin menampilkan barisnya di atas panel samping.",
  "Written by the CMS's nightly backup (its database and uploaded media): when the last one finished, or FAILED and why. A failure is also in the server's journal (journalctl -u nusakode-cms-backup); tell whoever runs the server.":
    "Diisi oleh pencadangan malam hari CMS (database dan media yang diunggah): kapan pencadangan terakhir selesai, atau FAILED beserta alasannya. Kegagalan juga tercatat di journal server (journalctl -u nusakode-cms-backup); kabari pengelola server.",
  "Written by the CMS when an entry's Publish at time came but it could not be published (the reason is given); that schedule is cancelled. Fix the entry, then publish it or set a new time. The latest five, newest first.":
    "Diisi CMS bila entri gagal terbit pada waktu di Terbitkan pada (alasannya dicantumkan); jadwal itu dibatalkan. Perbaiki entrinya, lalu terbitkan atau atur waktu baru. Lima terakhir, yang terbaru di atas.",
  "Identifies the service (service-1, service-2, ...); the home page's list of services and the build link to it.":
    "Penanda layanan (service-1, service-2, ...); daftar layanan di beranda dan build menautkannya lewat ID ini.",
  "Used in the page address: /service/<slug>/. Made from the title when the entry is created; renaming the title keeps it. If you change it, the old address keeps working (see Old addresses).":
    "Dipakai di alamat halaman: /service/<slug>/. Dibuat dari judul saat entri dibuat; mengganti judul tidak mengubahnya. Bila Anda mengubahnya, alamat lama tetap berfungsi (lihat Alamat lama).",
  "Slugs this service had before; visitors and search engines following them are sent on to the current page. Filled in by the CMS when the slug changes; remove one to stop its redirect.":
    "Slug lama layanan ini; pengunjung dan mesin pencari yang membukanya diteruskan ke halamannya sekarang. Diisi CMS saat slug berubah; hapus salah satunya untuk menghentikan redirect-nya.",
  "On the service card and in the browser tab. The slug (the page address) and the page's approach steps (see Approach steps) are chosen from it.":
    "Tampil di kartu layanan dan tab browser. Slug (alamat halaman) dan langkah pendekatannya (lihat Langkah-langkah pendekatan) dipilih dari judul ini.",
  "The text of the service card on the home and services pages, and the page's description for search engines.":
    "Teks kartu layanan di beranda dan halaman layanan, sekaligus deskripsi halaman untuk mesin pencari.",
  "css-class: one of the site's drawn icons, named in Icon. image: the picture in Icon image.":
    "css-class: salah satu ikon bawaan website, namanya di Ikon. image: gambar di Gambar ikon.",
  "With icon type css-class, the drawn icon: icon-code (code brackets), icon-design (palette), icon-ai (chip) or icon-agent (robot); any other name shows a plain circle. With icon type image, a short name for the picture (not shown).":
    "Jenis ikon css-class: ikon bawaan, yaitu icon-code (kurung kode), icon-design (palet), icon-ai (chip), atau icon-agent (robot); nama lain tampil sebagai lingkaran polos. Jenis ikon image: nama singkat gambar (tidak ditampilkan).",
  "Used with icon type image: shown at 50×50 pixels on the service card. The alternative text of the image (set in the Media Library) is read by screen readers; leave it empty for decorative images.":
    "Dipakai untuk jenis ikon image: tampil 50×50 piksel di kartu layanan. Teks alternatif gambar (diisi di Pustaka media) dibacakan pembaca layar; kosongkan untuk gambar dekoratif.",
  "Keywords that group the service (development, design, ...). One line per item: add an entry for each.":
    "Kata kunci pengelompok layanan (development, design, ...). Satu baris per item: tambahkan satu entri untuk setiap item.",
  "What the service includes, one feature per line. One line per item: add an entry for each.":
    "Cakupan layanan, satu fitur per baris. Satu baris per item: tambahkan satu entri untuk setiap item.",
  "A longer description of the service, in one paragraph.": "Deskripsi layanan yang lebih panjang, satu paragraf.",
  "The steps of the work in order (Discovery, Design, ...). One line per item: add an entry for each.":
    "Urutan langkah kerja (Penjajakan, Desain, ...). Satu baris per item: tambahkan satu entri untuk setiap item.",
  "Tools and frameworks used (React, Figma, ...). One line per item: add an entry for each.":
    "Alat dan framework (React, Figma, ...). Satu baris per item: tambahkan satu entri untuk setiap item.",
  "The service's own page: its heading, paragraphs and sections of points.":
    "Halaman layanan ini: judul, paragraf, dan bagian berisi poin.",
  "The agency's name, used in page titles and the structured data for search engines.":
    "Nama agensi, dipakai di judul halaman dan data terstruktur untuk mesin pencari.",
  "A short line about the agency (not shown by the site at the moment).":
    "Satu baris singkat tentang agensi (saat ini tidak tampil di website).",
  "The description search engines and link previews show for pages that have none of their own.":
    "Deskripsi di mesin pencari dan pratinjau tautan untuk halaman tanpa deskripsi sendiri.",
  "Phone, chat, e-mail and address, shown in the contact block and on the contact page.":
    "Telepon, chat, email, dan alamat, tampil di blok kontak dan halaman kontak.",
  "The icon links to the agency's profiles, in this order.": "Tautan ikon ke profil agensi, sesuai urutan ini.",
  "The footer of the site's pages.": "Footer di semua halaman website.",
  "The footer of the sign-in, sign-up and password pages.": "Footer halaman masuk, daftar, dan kata sandi.",
  "The office's place on the contact page's map.": "Lokasi kantor di peta halaman kontak.",
  "Identifies the member; the team profile links to the member with it. Made from the name.":
    "Penanda anggota; profil anggota tim menautkan ke anggota lewat ID ini. Dibuat dari nama.",
  "Position on the team page: 1 comes first.": "Posisi di halaman tim: 1 paling awal.",
  "Shown under the name, e.g. Lead Developer.": "Tampil di bawah nama, misalnya Lead Developer.",
  "The person this profile page is about: name, role and photo come from the team member.":
    "Orang yang dibahas halaman profil ini: nama, peran, dan foto diambil dari anggota tim.",
  "Shown as a list. One line per item: add an entry for each.":
    "Tampil sebagai daftar. Satu baris per item: tambahkan satu entri untuk setiap item.",
  "Label and value pairs such as Experience: 12 years.": "Pasangan label dan nilai, misalnya Pengalaman: 12 tahun.",
  "Skills with a level in percent, shown as bars.": "Keahlian dan tingkatnya (%), tampil sebagai bilah.",
  "A short heading above the quote.": "Judul singkat di atas kutipan.",
  "Stars shown, from 1 to 5.": "Jumlah bintang, 1 sampai 5.",
  "The client's name.": "Nama klien.",
  "Shown under the name, e.g. CEO, Company.": "Tampil di bawah nama, misalnya CEO, Perusahaan.",
  "The comment shows on this language's page of the article only.":
    "Komentar hanya tampil di halaman artikel dalam bahasa ini.",
  "Shown with the comment.": "Tampil dengan komentar.",
  "Never shown on the site.": "Tidak pernah tampil di website.",
  "Shown as the visitor wrote it, as plain text.": "Tampil apa adanya, sebagai teks biasa.",
  "The comment this one answers: shown indented under it. An editor's reply: create a comment here, choose the comment in Reply to, and publish it.":
    "Komentar yang dibalas; komentar ini tampil menjorok di bawahnya. Balasan editor: buat komentar di sini, pilih komentarnya di Membalas, lalu terbitkan.",
  "Save: every contact message, launch sign-up and visitor comment sent from this address (any capitals) is deleted at once, published comments leave the site with the next build. The field empties itself; the address is not kept.":
    "Simpan: semua pesan kontak, pendaftaran peluncuran, dan komentar pengunjung dari alamat ini (huruf kapital diabaikan) langsung dihapus; komentar yang sudah terbit hilang dari website di build berikutnya. Kolom ini kosong lagi; alamatnya tidak disimpan.",
  "Written by the CMS: what the last Save removed, and when.":
    "Diisi CMS: apa yang dihapus Simpan terakhir, dan kapan.",
  "Shown large, as written: 5+, 120, 98%.": "Tampil besar, apa adanya: 5+, 120, 98%.",
  "Shown under the number, e.g. Years of experience.": "Tampil di bawah angka, misalnya Tahun pengalaman.",
  "The column's heading.": "Judul kolom.",
  "The first words of the story's title, shown in the accent colour.":
    "Kata-kata pertama judul cerita, tampil dengan warna aksen.",
  "The rest of the title, after the highlighted part.": "Sisa judul, setelah bagian yang disorot.",
  "The paragraph under the title.": "Paragraf di bawah judul.",
  "The step's heading; steps are numbered 01, 02, ... in this order.":
    "Judul langkah; langkah bernomor 01, 02, ... sesuai urutan ini.",
  "One or two sentences under the heading.": "Satu atau dua kalimat di bawah judul.",
  "The step's icon name: compass, layers, rocket, shield, chart, users or check. Not shown by the site at the moment.":
    "Nama ikon langkah: compass, layers, rocket, shield, chart, users, atau check. Saat ini tidak tampil di website.",
  "The number the counter starts at, usually 0.": "Angka awal penghitung, biasanya 0.",
  "The number the counter stops at, the real figure.": "Angka akhir penghitung, yaitu angka sebenarnya.",
  "Written right after the number, e.g. + or %; may be empty.":
    "Ditulis tepat setelah angka, misalnya + atau %; boleh kosong.",
  "The text under the number, e.g. Projects delivered.": "Teks di bawah angka, misalnya Proyek diselesaikan.",
  "Shown before the title, as written: 01, 02, ...": "Tampil sebelum judul, apa adanya: 01, 02, dst.",
  "The step's heading; clicking it opens the text.": "Judul langkah; klik untuk membuka teksnya.",
  "One paragraph, shown when the step is open.": "Satu paragraf, tampil saat langkah terbuka.",
  "On: the step's text shows when the page loads.": "Ya: teks langkah terbuka saat halaman dimuat.",
  "An optional heading above the paragraph.": "Judul opsional di atas paragraf.",
  "One paragraph.": "Satu paragraf.",
  "The service page's main heading (h1).": "Judul utama halaman layanan (h1).",
  "The introduction under the heading. Paragraphs, with bold where you make it bold. Headings, lists, quotes, code, images and links are for articles: Save refuses them here. Italic, underline and strikethrough are shown as plain text.":
    "Pengantar di bawah judul. Paragraf, dengan teks tebal di bagian yang Anda tebalkan. Subjudul, daftar, kutipan, kode, gambar, dan tautan hanya untuk artikel: di sini, Simpan akan menolaknya. Miring, garis bawah, dan coret tampil sebagai teks biasa.",
  "Titled lists of points, shown side by side under the introduction.":
    "Daftar poin berjudul, tampil berdampingan di bawah pengantar.",
  "The section's heading.": "Judul bagian.",
  "The section's list. One line per item: add an entry for each.":
    "Daftar poin bagian ini. Satu baris per item: tambahkan satu entri untuk setiap item.",
  "One item of the list.": "Satu item daftar.",
  "The page's whole title in search results and link previews, at most 60 characters. Empty: the page's own title followed by the site's name.":
    "Judul lengkap halaman di hasil pencarian dan pratinjau tautan, maksimal 60 karakter. Kosong: judul halaman diikuti nama website.",
  "A sentence or two under the title in search results and link previews, at most 160 characters. Empty: the page's own summary.":
    "Satu-dua kalimat di bawah judul di hasil pencarian dan pratinjau tautan, maksimal 160 karakter. Kosong: ringkasan halaman.",
  "The picture shown when the page is shared in a chat or on social media, cropped to 1200 x 630. Empty: the site draws one with the page's title.":
    "Gambar yang tampil saat halaman dibagikan di chat atau media sosial, dipangkas menjadi 1200 x 630. Kosong: website membuatnya dari judul halaman.",
  "What the share image shows, for people who cannot see it. Needed when a share image is set.":
    "Apa yang ditampilkan gambar pratinjau, untuk orang yang tidak dapat melihatnya. Wajib diisi bila gambar pratinjau dipasang.",
  "Only when another page of this site says the same thing: its address, starting with / (e.g. /service). Search engines then list that page instead of this one. Usually empty.":
    "Hanya bila halaman lain di website ini membahas hal yang sama: alamatnya, diawali / (misalnya /service). Mesin pencari lalu mencantumkan halaman itu, bukan yang ini. Biasanya kosong.",
  "On: search engines are asked not to list this page, and it leaves the sitemap.":
    "Ya: mesin pencari diminta tidak mencantumkan halaman ini, dan halaman ini dikeluarkan dari sitemap.",
  "The contact block's heading.": "Judul blok kontak.",
  "A sentence under the heading.": "Satu kalimat di bawah judul.",
  "Shown and dialled as written, with the country code: +62 ...":
    "Ditampilkan dan dipakai untuk menelepon apa adanya, lengkap dengan kode negara (+62 ...).",
  "The address the chat button opens, e.g. https://wa.me/62... for WhatsApp.":
    "Alamat yang dibuka tombol chat, misalnya https://wa.me/62... untuk WhatsApp.",
  "Shown as a link that opens the visitor's mail program.": "Tautan yang membuka aplikasi email pengunjung.",
  "The office address, on one line.": "Alamat kantor, dalam satu baris.",
  "The footer's last line, e.g. © 2025 Nusakode. All rights reserved.":
    "Baris terakhir footer, misalnya © 2025 Nusakode. Hak cipta dilindungi undang-undang.",
  "The marker's latitude in decimal degrees, e.g. -6.2088 (south is negative).":
    "Lintang penanda dalam derajat desimal, misalnya -6.2088 (selatan bernilai negatif).",
  "The marker's longitude in decimal degrees, e.g. 106.8456.":
    "Bujur penanda dalam derajat desimal, misalnya 106.8456.",
  "From 1 (the whole world) to 19 (single buildings); 15 shows the streets around.":
    "Dari 1 (seluruh dunia) sampai 19 (per gedung); 15 menampilkan jalan di sekitar.",
  "Shown when the visitor opens the map's marker.": "Tampil saat pengunjung membuka penanda peta.",
  "The network's name, read by screen readers for the icon link.":
    "Nama media sosial, dibacakan pembaca layar untuk tautan ikon.",
  "twitter, facebook, instagram and linkedin have their own icons; youtube, github, dribbble and behance show a generic link icon.":
    "twitter, facebook, instagram, dan linkedin punya ikon sendiri; youtube, github, dribbble, dan behance memakai ikon tautan umum.",
  "The full address of the profile, starting with https://; it opens in a new tab.":
    "Alamat lengkap profil, diawali https://; terbuka di tab baru.",
  "e.g. Experience": "Misalnya Pengalaman.",
  "e.g. 12 years": "Misalnya 12 tahun.",
  "e.g. React": "Misalnya React.",
  "From 0 to 100: how full the skill's bar is.": "Dari 0 sampai 100: seberapa penuh bilahnya.",
};

/** The messages to merge into translations.id. */
export const helpMessagesId = () =>
  Object.fromEntries(
    Object.entries(HELP_TEXTS_ID).map(([english, indonesian]) => [helpMessageId(english), indonesian]),
  );
