// The fixed texts of en.ts in Indonesian: natural Indonesian for a professional agency, not word for word.
import type { Texts } from "./en";

export const id: Texts = {
  common: {
    opensInNewTab: "(terbuka di tab baru)",
    linkInNewTab: "{label} (terbuka di tab baru)",
  },
  header: {
    mainNavigation: "Utama",
    contactUs: "Hubungi kami",
  },
  mobileMenu: {
    toggle: "Menu",
    navigation: "Menu seluler",
    close: "Tutup menu",
    submenu: "Submenu {label}",
  },
  footer: {
    sendMessage: "Kirim pesan kepada kami",
    phone: "Telepon:",
    email: "Email:",
    socialMedia: "Media sosial",
  },
  breadcrumb: {
    label: "Jejak navigasi",
    home: "Beranda",
    service: "Layanan",
    ourWorks: "Portofolio",
    ourBlog: "Blog kami",
    team: "Tim",
  },
  validation: {
    nameRequired: "Nama wajib diisi.",
    emailRequired: "Email wajib diisi.",
    emailInvalid: "Alamat email tidak valid.",
    phoneRequired: "Nomor telepon wajib diisi.",
    messageRequired: "Pesan wajib diisi.",
    passwordRequired: "Kata sandi wajib diisi.",
    passwordTooShort: "Kata sandi minimal {min} karakter.",
    fullNameRequired: "Nama lengkap wajib diisi.",
    commentRequired: "Komentar wajib diisi.",
    tooLong: "Paling banyak {max} karakter.",
  },
  fields: {
    name: "Nama",
    fullName: "Nama lengkap",
    email: "Email",
    emailPlaceholder: "nama.anda@example.com",
    phone: "Nomor telepon",
    message: "Pesan",
    comment: "Komentar",
    password: "Kata sandi",
    newPassword: "Kata sandi baru",
  },
  contactForm: {
    label: "Formulir kontak",
    legend: "Pesan Anda",
    send: "Kirim pesan",
    sending: "Mengirim...",
    success: "Pesan Anda berhasil terkirim!",
    failure: "Maaf, terjadi kesalahan. Silakan coba lagi.",
    robot: "Mohon tunggu, kami sedang memastikan bahwa Anda bukan robot.",
    privacy: "Pesan dan kontak Anda kami simpan hanya untuk membalas Anda, lalu kami hapus setelah 24 bulan.",
  },
  accountForms: {
    signIn: "Masuk",
    signUp: "Daftar",
    resetPassword: "Atur ulang kata sandi",
    rememberMe: "Ingat saya",
    forgotPassword: "Lupa kata sandi?",
    submit: "Buat akun",
    continueWithGoogle: "Lanjutkan dengan Google",
    continueWithFacebook: "Lanjutkan dengan Facebook",
    toSignUp: "Belum punya akun? Daftar di sini",
    toSignIn: "Sudah punya akun? Masuk di sini",
    terms: "Saya menyetujui ketentuan layanan dan kebijakan privasi",
    resetSubmit: "Atur ulang kata sandi",
    resetNote: "Jika Anda tidak meminta tautan pemulihan kata sandi, abaikan saja halaman ini.",
    closed:
      "Terima kasih! Fitur akun online belum tersedia, jadi tidak ada data yang dikirim. Untuk sementara, silakan hubungi kami secara langsung.",
  },
  accountPages: {
    signInTitle: "Masuk",
    signInIntro: "Selamat datang kembali. Masuk untuk memantau perkembangan proyek Anda.",
    signUpTitle: "Buat akun Anda",
    signUpIntro: "Satu akun untuk proposal, tagihan, dan kabar terbaru proyek Anda.",
    resetTitle: "Atur ulang kata sandi Anda",
    resetIntro: "Masukkan email Anda, lalu pilih kata sandi baru.",
  },
  commentForm: {
    title: "Tinggalkan komentar",
    submit: "Kirim komentar",
    thanks: "Terima kasih! Komentar Anda sudah kami terima dan akan tampil di sini setelah disetujui editor.",
    failure: "Maaf, komentar Anda belum terkirim. Silakan coba lagi.",
    replyingTo: "Membalas {author}",
    cancelReply: "Batal membalas",
    privacy:
      "Nama, email, dan komentar Anda kami simpan untuk memeriksa dan menampilkan komentar; email Anda tidak pernah ditampilkan. Anda dapat meminta kami menghapusnya kapan saja.",
  },
  notifyForm: {
    label: "Formulir pemberitahuan",
    submit: "Kabari saya",
    thanks: "Terima kasih! Kami akan mengirim email kepada Anda satu kali, saat peluncuran.",
    failure: "Maaf, alamat Anda belum tersimpan. Silakan coba lagi.",
    privacy: "Kami tidak akan pernah membagikan informasi Anda kepada siapa pun, dan kami tidak pernah mengirim spam.",
    kept: "Email Anda dan waktu pendaftaran kami simpan hanya untuk mengabarkan peluncuran, lalu kami hapus setelah 24 bulan.",
  },
  comingSoon: {
    title: "Portal klien baru kami",
    intro: "Tempat untuk memantau proyek Anda, menyetujui desain, dan mengunduh tagihan.",
    notifyHeading: "Dapatkan pemberitahuan",
  },
  countdown: {
    launchingOn: "Akan diluncurkan pada {date}",
    launched: "Kami sudah resmi hadir!",
    waitEnded: "Kami resmi hadir sejak {date}. Terima kasih atas kesabaran Anda.",
    days: "Hari",
    hours: "Jam",
    minutes: "Menit",
    seconds: "Detik",
  },
  notFound: {
    heading: "Halaman yang Anda cari tidak dapat kami temukan",
    entry: {
      service: "Layanan tidak ditemukan",
      project: "Memuat detail proyek...",
      article: "Artikel tidak ditemukan",
    },
    returnHome: "Kembali ke beranda",
  },
  home: {
    servicesTitle: "Kami membangun solusi web yang siap berkembang",
    projectsTitle: "Sekilas karya yang telah kami luncurkan",
  },
  services: {
    title: "Layanan kami",
    lead: "Lima layanan, satu tim: kami merancang, membangun, dan mengelola produk digital untuk bisnis di Indonesia dan mancanegara.",
    gridTitle: "Yang kami kerjakan",
    questions: "Pertanyaan yang sering diajukan klien",
    testimonials: "Apa kata klien kami",
    moreAbout: "Selengkapnya tentang {title}",
    approach: "Pendekatan kami",
  },
  projectDetail: {
    bannerMissing: "Gambar banner tidak tersedia",
    client: "Klien",
    clientMissing: "Informasi klien tidak tersedia",
    date: "Tanggal",
    dateMissing: "Tanggal belum ditentukan",
    visitWeb: "Kunjungi website",
    notAvailable: "Tidak tersedia",
    category: "Kategori",
    detailImageMissing: "Gambar detail tidak tersedia",
    subtitle: "Detail proyek",
    phase: "Tahap {number}",
  },
  portfolio: {
    pagination: "Halaman portofolio",
    ourWorksTitle: "Portofolio kami",
    lead: "Website, aplikasi, dan brand yang telah kami rancang dan bangun untuk bisnis di Indonesia dan mancanegara.",
    oneColumnTitle: "Portofolio",
  },
  about: {
    teamTitle: "Tim kami terdiri atas orang-orang kreatif",
  },
  contactPage: {
    title: "Hubungi kami",
    lead: "Ceritakan proyek Anda kepada kami. Kami membalas setiap pesan dalam satu hari kerja.",
    formTitle: "Mari wujudkan ide Anda bersama",
    infoTitle: "Informasi kontak",
    callOrChat: "Telepon atau chat",
    opensChat: "(membuka chat di tab baru)",
    email: "Email",
    office: "Kantor",
    faqTitle: "Pertanyaan yang sering diajukan",
  },
  contactMap: {
    label: "Peta",
    placeholder: "Peta lokasi kantor kami: {address}",
    marker: "Lokasi kantor",
    markerTitle: "Lokasi kantor: tampilkan alamat",
    attribution: "kontributor {link}",
    leafletTitle: "Pustaka JavaScript untuk peta interaktif",
    zoomIn: "Perbesar",
    zoomOut: "Perkecil",
    closePopup: "Tutup popup",
  },
  faq: {
    title: "Pertanyaan yang sering diajukan",
    lead: "Jawaban atas hal yang paling sering ditanyakan klien: cara kami bekerja, kisaran biayanya, dan apa yang terjadi setelah peluncuran.",
    categories: "Kategori FAQ",
    empty: "Belum ada FAQ untuk kategori ini.",
  },
  pricing: {
    title: "Harga",
    lead: "Paket yang jelas untuk jenis proyek yang paling umum. Pekerjaan yang lebih besar kami hitung per tahap setelah konsultasi gratis.",
    billedMonthly: "Bayar bulanan",
    billedAnnually: "Bayar tahunan",
    perMonth: "ditagih per bulan",
    perYear: "ditagih per tahun",
    select: "Pilih paket ini",
    testimonials: "Apa kata klien kami",
    customTitle: "Butuh solusi yang lebih besar?",
    customText:
      "Ruang lingkup CRM, ERP, smart contract, dan agen AI kami susun bersama Anda, lalu kami hitung per tahap, sehingga Anda selalu tahu langkah berikutnya.",
    faqTitle: "Pertanyaan seputar harga",
    stillUnsure: "Masih ragu paket mana yang cocok?",
    contactUs: "Hubungi kami",
  },
  testimonials: {
    title: "Testimoni",
    lead: "Apa kata orang-orang yang pernah bekerja sama dengan kami.",
    rating: "Nilai {rating} dari 5",
  },
  team: {
    title: "Tim kami",
    lead: "Desainer, developer, dan engineer yang peduli pada detail, bekerja bersama dari studio kami di Depok.",
    members: "Anggota tim",
    onSocialMedia: "{name} di media sosial",
    qualifications: "Kualifikasi",
    skills: "Keahlian",
  },
  /** a list's pages (the blog, the portfolio) */
  pagination: {
    /** read before a page number */
    page: "Halaman",
    previousPage: "Halaman sebelumnya",
    nextPage: "Halaman berikutnya",
    /** the title of page 2 and on of a list */
    pageTitle: "{title}, halaman {page}",
    pageDescription: "{description} Halaman {page}.",
  },
  search: {
    title: "Pencarian",
    lead: "Temukan artikel, layanan, dan proyek kami lewat kata yang dimuatnya.",
    label: "Kata yang dicari",
    hint: "Ketik satu kata atau lebih, lalu tekan Enter: halaman yang memuatnya ditampilkan, yang paling cocok lebih dulu.",
    submit: "Cari",
    searching: "Mencari “{query}”…",
    oneResult: "1 halaman ditemukan untuk “{query}”",
    results: "{count} halaman ditemukan untuk “{query}”",
    none: "Tidak ada halaman yang memuat “{query}”. Coba kata lain, atau lihat",
    noneLink: "semua artikel kami",
    firstShown: "{shown} halaman pertama ditampilkan; tambahkan kata agar pencarian lebih sempit.",
    failed: "Pencarian tidak dapat dimuat: periksa koneksi Anda, lalu cari lagi.",
    kinds: { article: "Artikel", service: "Layanan", project: "Proyek" },
  },
  blog: {
    title: "Blog kami",
    lead: "Catatan dari studio kami tentang membangun website yang cepat, AI yang bermanfaat, dan proyek blockchain yang jujur.",
    gridTitle: "Semua artikel",
    gridLead: "Semua artikel terbaru kami dalam satu tampilan.",
    pagination: "Halaman blog",
    sidebar: "Panel samping blog",
    search: "Cari artikel, layanan, dan proyek",
    searchPlaceholder: "Ketik kata kunci di sini",
    categories: "Kategori",
    recentPosts: "Artikel terbaru",
    tags: "Tag",
    comments: "{count} komentar",
    oneComment: "1 komentar",
    commentsTitle: "Komentar",
    reply: "Balas",
    replyTo: "komentar {author}",
    byAuthor: "Oleh {author}",
    readingTime: "{minutes} menit baca",
    updated: "Diperbarui {date}",
    published: "Terbit {date}",
    previousArticle: "Artikel sebelumnya",
    nextArticle: "Artikel berikutnya",
    related: "Artikel terkait",
    noComments: "Belum ada komentar.",
    articleNavigation: "Artikel lainnya",
    feed: "Blog Nusakode (RSS)",
  },
  blogSubjects: {
    category: {
      title: "Kategori: {name}",
      lead: "Semua artikel dari studio kami dalam kategori {name}, dari yang terbaru.",
    },
    tag: { title: "Tag: {name}", lead: "Semua artikel dari studio kami dengan tag {name}, dari yang terbaru." },
  },
  counter: {
    invalidRange: "Rentang penghitung tidak valid",
  },
  layout: {
    skipToContent: "Langsung ke konten",
    logoHome: "Beranda {name}",
    goToTop: "Kembali ke atas",
  },
  languageSwitch: {
    label: "Bahasa",
  },
  /** page titles and descriptions for search results and link previews (each page's Head) */
  head: {
    notFound: {
      title: "Halaman tidak ditemukan",
      description:
        "Halaman yang Anda cari tidak ada di website Nusakode. Temukan layanan, karya, dan kontak kami dari beranda.",
    },
    aboutUs: {
      title: "Tentang kami",
      description:
        "Kenali Nusakode, studio desain dan rekayasa perangkat lunak di Depok: kisah, visi dan misi, serta tim kami.",
    },
    blogGrid: {
      description:
        "Semua artikel kami dalam satu halaman: catatan Nusakode tentang desain, pengembangan, blockchain, dan AI untuk bisnis yang sedang bertumbuh.",
    },
    comingSoon: {
      title: "Segera hadir",
      description:
        "Sesuatu yang baru dari Nusakode akan segera diluncurkan. Tinggalkan email Anda dan kami akan mengabari saat sudah tayang.",
    },
    faq: { title: "FAQ" },
    search: {
      title: "Pencarian",
      description: "Cari artikel, layanan, dan proyek Nusakode, agensi digital di Depok, Indonesia.",
    },
    home: { title: "Agensi digital di Depok, Indonesia" },
    portfolio: {
      description:
        "Portofolio kami, satu per satu: website, aplikasi, dan brand yang kami rancang dan bangun untuk bisnis di Indonesia dan mancanegara.",
    },
    resetPassword: {
      title: "Atur ulang kata sandi",
      description: "Lupa kata sandi? Minta tautan untuk mengatur ulang kata sandi akun klien Nusakode Anda.",
    },
    signIn: {
      title: "Masuk",
      description: "Masuk ke akun klien Nusakode Anda untuk memantau proyek, berkas, dan tagihan.",
    },
    signUp: {
      title: "Daftar",
      description: "Buat akun klien Nusakode untuk memantau proyek, berkas, dan tagihan Anda di satu tempat.",
    },
    singleBlog: {
      description:
        "Mengapa kecepatan halaman menentukan apakah pengunjung bertahan di website perusahaan, dan cara kami menjaga website buatan kami terbuka dalam waktu kurang dari dua detik.",
    },
    singlePortfolio: {
      title: "Detail proyek",
      description:
        "Melihat lebih dekat salah satu proyek kami: kliennya, kebutuhannya, cara kami bekerja, dan hasil yang kami serahkan.",
    },
    singleService: {
      title: "Detail layanan",
      description:
        "Melihat lebih dekat salah satu layanan kami: apa yang kami bangun, cara kami bekerja, dan teknologi yang kami gunakan.",
    },
    singleTeam: {
      title: "Anggota tim",
      description: "Profil anggota tim Nusakode: biografi, kualifikasi, kontak, dan keahlian.",
    },
    project: { title: "Proyek" },
    service: { title: "Layanan" },
  },
  imageAlt: {
    portrait: "Foto {name}",
    banner: "Banner {title}",
    detail: "Detail {title}",
  },
};

/**
 * Keys (as "group.key") whose Indonesian is deliberately the English word: names and loanwords used as
 * they are in Indonesian. Every other value differs from en.ts, so an untranslated one is a mistake.
 */
export const SAME_IN_BOTH: ReadonlyArray<string> = [
  "mobileMenu.toggle",
  "footer.email",
  "fields.email",
  "contactPage.email",
  "head.faq.title",
  "blogSubjects.tag.title",
];
