// The fixed texts of en.ts in Indonesian: natural Indonesian for a professional agency, not word for word.
import type { Texts } from "./en";

export const id: Texts = {
  layout: {
    skipToContent: "Langsung ke konten",
  },
  languageSwitch: {
    label: "Bahasa",
  },
  /** page titles and descriptions for search results and link previews (each page's Head) */
  head: {
    notFound: { title: "Halaman tidak ditemukan", description: "Halaman yang Anda cari tidak ada di situs Nusakode. Temukan layanan, karya, dan kontak kami dari beranda." },
    aboutUs: { title: "Tentang Kami", description: "Kenali Nusakode, studio desain dan rekayasa perangkat lunak di Depok: kisah, visi dan misi, serta tim kami." },
    blogGrid: { title: "Semua Artikel", description: "Semua artikel kami dalam satu halaman: catatan Nusakode tentang desain, pengembangan, blockchain, dan AI untuk bisnis yang sedang bertumbuh." },
    blog: { title: "Blog Kami" },
    comingSoon: { title: "Segera hadir", description: "Sesuatu yang baru dari Nusakode akan segera diluncurkan. Tinggalkan email Anda dan kami akan mengabari saat sudah tayang." },
    contactUs: { title: "Hubungi Kami" },
    faq: { title: "Tanya Jawab" },
    home: { title: "Agensi digital di Depok, Indonesia" },
    ourWorks: { title: "Karya Kami" },
    portfolio: { title: "Portofolio", description: "Portofolio kami, satu proyek demi satu proyek: situs web, aplikasi, dan merek yang kami rancang dan bangun untuk bisnis di Indonesia dan mancanegara." },
    pricing: { title: "Harga" },
    resetPassword: { title: "Atur ulang kata sandi", description: "Lupa kata sandi? Minta tautan untuk mengatur ulang kata sandi akun klien Nusakode Anda." },
    services: { title: "Layanan Kami" },
    signIn: { title: "Masuk", description: "Masuk ke akun klien Nusakode Anda untuk memantau proyek, berkas, dan tagihan." },
    signUp: { title: "Daftar", description: "Buat akun klien Nusakode untuk memantau proyek, berkas, dan tagihan Anda di satu tempat." },
    singleBlog: { description: "Mengapa kecepatan halaman menentukan apakah pengunjung bertahan di situs perusahaan, dan cara kami menjaga situs buatan kami termuat dalam waktu kurang dari dua detik." },
    singlePortfolio: { title: "Detail proyek", description: "Melihat lebih dekat salah satu proyek kami: kliennya, kebutuhannya, cara kami bekerja, dan hasil yang kami serahkan." },
    singleService: { title: "Detail layanan", description: "Melihat lebih dekat salah satu layanan kami: apa yang kami bangun, cara kami bekerja, dan teknologi yang kami gunakan." },
    singleTeam: { title: "Anggota tim", description: "Profil anggota tim Nusakode: biografi, kualifikasi, kontak, dan keahlian." },
    team: { title: "Tim Kami" },
    testimonials: { title: "Testimoni" },
    project: { title: "Proyek" },
    service: { title: "Layanan" },
  },
  imageAlt: {
    portrait: "Foto {name}",
    banner: "Banner {title}",
    detail: "Detail {title}",
  },
};
