"use strict";
// About page team member (api::about-team-member.about-team-member) as editors see it in the admin; the format is
// described in cms/src/editor-labels.js.
const { MEDIA, INDONESIAN } = require("../../../../editor-help-texts");

module.exports = {
  mainField: "name",
  sort: ["order", "ASC"],
  list: ["order", "name", "designation"],
  edit: [
    ["name", "designation"],
    ["order", "image"],
  ],
  fields: {
    name: ["Name", "The person's full name."],
    order: ["Order", "Position in the about page's team section: 1 comes first."],
    designation: ["Role", "Shown under the name, e.g. Project Manager."],
    image: ["Photo", MEDIA],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Anggota tim di halaman Tentang kami",
    fields: {
      name: ["Nama", "Nama lengkap orang ini."],
      order: ["Urutan", "Posisi di bagian tim halaman Tentang kami: 1 paling awal."],
      designation: ["Jabatan", "Tampil di bawah nama, misalnya Project Manager."],
      image: ["Foto", INDONESIAN.MEDIA],
    },
  },
};
