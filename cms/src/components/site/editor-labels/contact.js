"use strict";
// Contact details (site.contact) as editors see it in the admin; the format is described in cms/src/editor-labels.js.

module.exports = {
  mainField: "title",
  edit: [["title", "email"], [["description", 12]], ["phone", "chatUrl"], [["address", 12]]],
  fields: {
    title: ["Title", "The contact block's heading."],
    description: ["Description", "A sentence under the heading."],
    phone: ["Phone", "Shown and dialled as written, with the country code: +62 ..."],
    chatUrl: ["Chat link", "The address the chat button opens, e.g. https://wa.me/62... for WhatsApp."],
    email: ["E-mail", "Shown as a link that opens the visitor's mail program."],
    address: ["Address", "The office address, on one line."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Data kontak",
    fields: {
      title: ["Judul", "Judul blok kontak."],
      description: ["Deskripsi", "Satu kalimat di bawah judul."],
      phone: ["Telepon", "Ditampilkan dan dipakai untuk menelepon apa adanya, lengkap dengan kode negara (+62 ...)."],
      chatUrl: ["Tautan chat", "Alamat yang dibuka tombol chat, misalnya https://wa.me/62... untuk WhatsApp."],
      email: ["Email", "Tautan yang membuka aplikasi email pengunjung."],
      address: ["Alamat", "Alamat kantor, dalam satu baris."],
    },
  },
};
