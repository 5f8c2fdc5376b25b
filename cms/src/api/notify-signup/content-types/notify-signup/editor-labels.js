"use strict";
// Launch sign-up (api::notify-signup.notify-signup) as editors see it; the format is described in
// cms/src/editor-labels.js.
// Written by the coming-soon page's form through the CMS's public route (api::visitor-form), shown as
// the visitor sent it. Sign-ups
// older than VISITOR_DATA_MONTHS are deleted (cms/src/visitor-data-retention.js).

module.exports = {
  mainField: "email",
  sort: ["createdAt", "DESC"],
  list: ["email", "language", "consentAt"],
  edit: [["email", "language"], ["consentAt"]],
  readOnly: true,
  fields: {
    email: ["Email", "Write to this address once, when the site launches; for nothing else."],
    language: ["Language", "The language of the page the visitor signed up from: write in it."],
    consentAt: ["Agreed at", "When the visitor sent the form, agreeing to be told about the launch."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Pendaftar peluncuran",
    fields: {
      email: ["Email", "Kirim satu email ke alamat ini saat website diluncurkan, tidak lebih."],
      language: ["Bahasa", "Bahasa halaman asal pendaftaran: tulis email dalam bahasa itu."],
      consentAt: ["Disetujui pada", "Saat pengunjung mengirim formulir dan setuju dikabari soal peluncuran."],
    },
  },
};
