"use strict";
// Team member (api::team-member.team-member) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { MEDIA, INDONESIAN } = require("../../../../editor-help-texts");

module.exports = {
  mainField: "name",
  sort: ["order", "ASC"],
  list: ["order", "name", "designation", "memberId"],
  edit: [["name", "designation"], ["memberId", "order"], ["image"]],
  fields: {
    name: ["Name", "The person's full name."],
    memberId: ["Member ID", "Identifies the member; the team profile links to the member with it. Made from the name."],
    order: ["Order", "Position on the team page: 1 comes first."],
    designation: ["Role", "Shown under the name, e.g. Lead Developer."],
    image: ["Photo", MEDIA],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Anggota tim",
    fields: {
      name: ["Nama", "Nama lengkap orang ini."],
      memberId: [
        "ID anggota",
        "Penanda anggota; profil anggota tim menautkan ke anggota lewat ID ini. Dibuat dari nama.",
      ],
      order: ["Urutan", "Posisi di halaman tim: 1 paling awal."],
      designation: ["Jabatan", "Tampil di bawah nama, misalnya Lead Developer."],
      image: ["Foto", INDONESIAN.MEDIA],
    },
  },
};
