// The admin's own words in Bahasa Indonesia, for an editor who picks Indonesian (Profile > Interface
// language): each content type's and component's name, and each field's label, under the ids Strapi's
// content manager asks react-intl for (@strapi/content-manager 5.54.0, dist/admin):
//   a type's name (left menu, list heading, a single type's heading): its display name itself
//     (components/LeftMenu.mjs, pages/ListView/ListViewPage.mjs, hooks/useDocument.mjs)
// a field's label (edit view, list column): content-manager.content-types.<uid>.<field> (FormLayout.mjs,
// ListViewPage.mjs)
//   a component's field: content-manager.components.<uid>.<field> (NonRepeatable.mjs, Repeatable.mjs)
// A component's name shows only in a dynamic zone (DynamicComponent.mjs), which no type here has yet.
// The left menu searches and orders the Indonesian names (./vite.config.js changes LeftMenu.mjs for that).
// The English is beside each schema (the editor-labels.js files, cms/src/editor-labels.js), the default
// each id falls back to. __tests__/unit/cms-labels-id.test.ts fails when a type or a field has no
// Indonesian here, when one here has no schema, when one English label is translated two ways, or when a
// label is left English (but for the few words Indonesian web teams keep: Slug, SEO, Email, ...).
// The help texts under the fields are in ./help-texts-id.js, Strapi's own words in ./strapi-id/.

/** Each type's and component's display name (its schema's info.displayName) in Indonesian. */
export const TYPE_NAMES_ID = {
  "About page team member": "Anggota tim di halaman Tentang kami",
  "About us": "Tentang kami",
  "Approach steps": "Langkah-langkah pendekatan",
  Article: "Artikel",
  "Blog sidebar": "Sidebar blog",
  "Blog comment": "Komentar blog",
  "Contact message": "Pesan kontak",
  FAQ: "FAQ",
  "FAQ category": "Kategori FAQ",
  Home: "Beranda",
  "How we work": "Cara kami bekerja",
  "Marquee slide": "Teks berjalan",
  "Launch sign-up": "Pendaftar peluncuran",
  "Page SEO": "SEO halaman",
  "Pricing plan": "Paket harga",
  "Portfolio project": "Proyek portofolio",
  "Project card": "Kartu proyek",
  "Publish status": "Status penerbitan",
  Service: "Layanan",
  "Site settings": "Pengaturan website",
  "Team member": "Anggota tim",
  "Team profile": "Profil anggota tim",
  Testimonial: "Testimoni",
  "Visitor comment": "Komentar pengunjung",
  "Remove a visitor's data": "Hapus data pengunjung",
  Stat: "Statistik",
  "Story column": "Kolom cerita",
  "Story header": "Judul cerita",
  "Approach step": "Langkah pendekatan",
  Counter: "Penghitung",
  "Work step": "Langkah kerja",
  "Project phase": "Tahap proyek",
  "Service details": "Rincian layanan",
  "Service section": "Bagian layanan",
  Line: "Baris",
  SEO: "SEO",
  "Contact details": "Data kontak",
  Footer: "Footer",
  "Map location": "Lokasi peta",
  "Social link": "Tautan media sosial",
  "Profile fact": "Fakta profil",
  Skill: "Keahlian",
};

/** Each field's label in Indonesian, by type or component (createdAt: a list's "Received" column). */
export const FIELD_LABELS_ID = {
  "api::about-team-member.about-team-member": {
    name: "Nama",
    order: "Urutan",
    designation: "Jabatan",
    image: "Foto",
  },
  "api::about-us.about-us": {
    pageTitle: "Judul halaman",
    storyHeader: "Judul cerita",
    storyImages: "Gambar cerita",
    leftColumn: "Kolom kiri",
    rightColumn: "Kolom kanan",
    stats: "Statistik",
  },
  "api::approach.approach": {
    web: "Pendekatan web",
    blockchain: "Pendekatan blockchain",
    ai: "Pendekatan AI",
    uiux: "Pendekatan UI/UX",
  },
  "api::blog-post.blog-post": {
    scheduledAt: "Terbitkan pada",
    seo: "SEO",
    title: "Judul",
    slug: "Slug",
    previousSlugs: "Alamat lama",
    postId: "ID artikel",
    order: "Urutan",
    category: "Kategori",
    date: "Tanggal terbit",
    updated: "Diperbarui",
    author: "Penulis",
    image: "Gambar sampul",
    imageCaption: "Keterangan gambar sampul",
    content: "Ringkasan",
    body: "Isi",
    tags: "Tag",
  },
  "api::blog-sidebar.blog-sidebar": {
    recentPosts: "Artikel terbaru",
  },
  "api::comment.comment": {
    post: "Artikel",
    author: "Penulis",
    order: "Urutan",
    date: "Tanggal",
    comment: "Komentar",
    isReply: "Balasan",
    image: "Foto penulis",
  },
  "api::contact-message.contact-message": {
    state: "Status",
    name: "Nama",
    email: "Email",
    phone: "Telepon",
    message: "Pesan",
    language: "Bahasa",
    page: "Dikirim dari",
    agencyEmail: "Email ke agensi",
    createdAt: "Diterima",
  },
  "api::faq.faq": {
    question: "Pertanyaan",
    answer: "Jawaban",
    order: "Urutan",
    category: "Kategori",
  },
  "api::faq-category.faq-category": {
    name: "Nama",
    slug: "Slug",
    order: "Urutan",
    show: "Tampilkan di halaman FAQ",
    faqs: "Daftar pertanyaan",
  },
  "api::home.home": {
    titleHighlighted: "Judul, bagian yang disorot",
    titleRegular: "Judul, bagian biasa",
    description: "Deskripsi",
    ctaText: "Teks tombol",
    heroImage: "Gambar utama",
    clientImages: "Foto klien",
    usersCaption: "Keterangan foto klien",
    services: "Layanan yang ditampilkan",
    counterTitle: "Judul penghitung",
    counters: "Penghitung",
  },
  "api::how-we-work.how-we-work": {
    title: "Judul",
    paragraphs: "Paragraf",
    steps: "Langkah",
  },
  "api::marquee-slide.marquee-slide": {
    title: "Teks",
    order: "Urutan",
    circle: "Titik sebelum teks",
  },
  "api::notify-signup.notify-signup": {
    email: "Email",
    language: "Bahasa",
    consentAt: "Disetujui pada",
  },
  "api::page-seo.page-seo": {
    page: "Halaman",
    seo: "SEO",
  },
  "api::pricing-plan.pricing-plan": {
    title: "Judul",
    order: "Urutan",
    description: "Deskripsi",
    annualPrice: "Harga, bayar tahunan",
    monthlyPrice: "Harga, bayar bulanan",
    features: "Fitur",
    highlighted: "Disorot",
  },
  "api::project.project": {
    scheduledAt: "Terbitkan pada",
    seo: "SEO",
    title: "Judul",
    slug: "Slug",
    previousSlugs: "Alamat lama",
    order: "Urutan",
    category: "Kategori",
    subtitle: "Subjudul",
    description: "Deskripsi",
    thumbnail: "Gambar kecil",
    banner: "Banner",
    detailImage: "Gambar detail",
    client: "Klien",
    date: "Tanggal",
    duration: "Durasi",
    websiteUrl: "Alamat website",
    details: "Paragraf",
  },
  "api::project-card.project-card": {
    title: "Judul",
    category: "Kategori",
    slug: "Slug",
    order: "Urutan",
    image: "Gambar",
  },
  "api::publish-status.publish-status": {
    state: "Build saat ini",
    lastResult: "Build terakhir",
    lastReason: "Pesan build terakhir",
    lastBuildAt: "Build terakhir selesai pada",
    lastSuccessAt: "Terakhir tayang pada",
    liveRelease: "Rilis yang tayang",
    untranslated: "Tampil dalam bahasa Inggris di halaman bahasa Indonesia",
    leftOut: "Tidak diterbitkan, per entri",
    lastBackup: "Cadangan terakhir",
    scheduleProblems: "Penerbitan terjadwal yang gagal",
  },
  "api::service.service": {
    scheduledAt: "Terbitkan pada",
    seo: "SEO",
    serviceId: "ID layanan",
    slug: "Slug",
    previousSlugs: "Alamat lama",
    order: "Urutan",
    title: "Judul",
    shortDescription: "Deskripsi singkat",
    iconType: "Jenis ikon",
    icon: "Ikon",
    iconImage: "Gambar ikon",
    category: "Kategori",
    features: "Fitur",
    detailedDescription: "Deskripsi lengkap",
    process: "Proses",
    technologies: "Teknologi",
    details: "Halaman layanan",
  },
  "api::site-setting.site-setting": {
    name: "Nama website",
    tagline: "Tagline",
    description: "Deskripsi",
    contact: "Data kontak",
    socialLinks: "Tautan media sosial",
    mainFooter: "Footer",
    accountFooter: "Footer halaman akun",
    map: "Peta",
  },
  "api::team-member.team-member": {
    name: "Nama",
    memberId: "ID anggota",
    order: "Urutan",
    designation: "Jabatan",
    image: "Foto",
  },
  "api::team-profile.team-profile": {
    member: "Anggota tim",
    biography: "Biografi",
    qualifications: "Kualifikasi",
    attributes: "Fakta",
    skills: "Keahlian",
  },
  "api::testimonial.testimonial": {
    title: "Judul",
    order: "Urutan",
    rating: "Penilaian",
    description: "Kutipan",
    author: "Penulis",
    designation: "Jabatan penulis",
    image: "Foto penulis",
  },
  "api::visitor-comment.visitor-comment": {
    post: "Artikel",
    language: "Bahasa",
    author: "Nama",
    email: "Email",
    comment: "Komentar",
    replyTo: "Membalas",
    createdAt: "Diterima",
  },
  "api::visitor-data-removal.visitor-data-removal": {
    email: "Alamat email yang dihapus",
    lastRemoval: "Penghapusan terakhir",
  },
  "about.stat": {
    number: "Angka",
    text: "Teks",
  },
  "about.story-column": {
    title: "Judul",
    paragraphs: "Paragraf",
  },
  "about.story-header": {
    titleHighlighted: "Judul, bagian yang disorot",
    titleRegular: "Judul, bagian biasa",
    description: "Deskripsi",
  },
  "approach.step": {
    title: "Judul",
    description: "Deskripsi",
    icon: "Ikon",
  },
  "home.counter": {
    start: "Hitung dari",
    end: "Hitung sampai",
    suffix: "Akhiran",
    label: "Label",
  },
  "how-we-work.step": {
    number: "Angka",
    title: "Judul",
    content: "Teks",
    isOpen: "Terbuka di awal",
  },
  "project.phase": {
    title: "Judul",
    text: "Teks",
  },
  "service.details": {
    title: "Judul halaman",
    description: "Paragraf",
    sections: "Bagian",
  },
  "service.section": {
    title: "Judul",
    points: "Poin",
  },
  "shared.line": {
    text: "Teks",
  },
  "shared.seo": {
    metaTitle: "Judul di hasil pencarian",
    metaDescription: "Deskripsi di hasil pencarian",
    shareImage: "Gambar saat dibagikan",
    shareImageAlt: "Deskripsi gambar saat dibagikan",
    canonicalPath: "Alamat kanonis",
    noindex: "Jangan tampilkan di hasil pencarian",
  },
  "site.contact": {
    title: "Judul",
    description: "Deskripsi",
    phone: "Telepon",
    chatUrl: "Tautan chat",
    email: "Email",
    address: "Alamat",
  },
  "site.footer": {
    copyright: "Baris hak cipta",
  },
  "site.map": {
    lat: "Lintang",
    lng: "Bujur",
    zoom: "Zoom",
    address: "Alamat",
  },
  "site.social-link": {
    name: "Nama",
    icon: "Ikon",
    url: "Alamat profil",
  },
  "team.attribute": {
    label: "Label",
    value: "Nilai",
  },
  "team.skill": {
    name: "Keahlian",
    percent: "Tingkat (%)",
  },
};

/** The react-intl messages above, by id, for app.js's `translations.id`. @returns {Record<string, string>} */
export function labelMessagesId() {
  /** @type {Record<string, string>} */
  const messages = { ...TYPE_NAMES_ID };
  for (const [uid, fields] of Object.entries(FIELD_LABELS_ID)) {
    const kind = uid.startsWith("api::") ? "content-types" : "components";
    for (const [field, label] of Object.entries(fields)) messages[`content-manager.${kind}.${uid}.${field}`] = label;
  }
  return messages;
}
