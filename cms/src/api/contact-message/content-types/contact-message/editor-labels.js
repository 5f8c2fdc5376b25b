"use strict";
// Contact message (api::contact-message.contact-message), the agency's inbox, as editors see it; the format is
// described in cms/src/editor-labels.js.
// Written by the site's contact form through the CMS's public route (api::visitor-form); editors mark
// a message answered, which is all they change: what the visitor wrote and what the CMS recorded are
// shown as they were written. Messages older than VISITOR_DATA_MONTHS are deleted (cms/src/visitor-data-retention.js).

module.exports = {
  mainField: "name",
  sort: ["createdAt", "DESC"],
  list: ["state", "name", "email", "language", "page", "agencyEmail", "createdAt"],
  edit: [["state", "language"], ["name", "email"], ["phone", "page"], [["message", 12]], [["agencyEmail", 12]]],
  readOnly: ["name", "email", "phone", "message", "language", "page", "agencyEmail"],
  fields: {
    state: ["State", "new: nobody has answered yet; answered: set it once someone replied."],
    name: ["Name"],
    email: ["Email", "Reply to this address."],
    phone: ["Phone"],
    message: ["Message"],
    language: ["Language", "The language of the page the visitor wrote from: reply in it."],
    page: ["Sent from", "The page the form was on."],
    agencyEmail: [
      "Email to the agency",
      "Written by the CMS: when it emailed this message to the agency, or why it could not. A message not emailed is still here: answer it from this inbox.",
    ],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Pesan kontak",
    fields: {
      state: ["Status", "new: belum ada yang membalas; answered: pilih setelah pesan dibalas."],
      name: ["Nama"],
      email: ["Email", "Balas ke alamat ini."],
      phone: ["Telepon"],
      message: ["Pesan"],
      language: ["Bahasa", "Bahasa halaman asal pesan: balas dalam bahasa itu."],
      page: ["Dikirim dari", "Halaman asal formulir."],
      agencyEmail: [
        "Email ke agensi",
        "Diisi CMS: kapan pesan ini dikirim ke email agensi, atau alasan gagalnya. Pesan yang tak terkirim tetap ada di sini: balas dari kotak masuk ini.",
      ],
      createdAt: ["Diterima"],
    },
  },
};
