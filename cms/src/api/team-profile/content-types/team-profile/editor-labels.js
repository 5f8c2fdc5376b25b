"use strict";
// Team profile (api::team-profile.team-profile) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { BLOCKS, LINES, INDONESIAN } = require("../../../../editor-help-texts");

module.exports = {
  edit: [[["member", 12]], ["biography"], ["qualifications"], ["attributes"], ["skills"]],
  fields: {
    member: ["Team member", "The person this profile page is about: name, role and photo come from the team member."],
    biography: ["Biography", BLOCKS],
    qualifications: ["Qualifications", `Shown as a list. ${LINES}`],
    attributes: ["Facts", "Label and value pairs such as Experience: 12 years."],
    skills: ["Skills", "Skills with a level in percent, shown as bars."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Profil anggota tim",
    fields: {
      member: ["Anggota tim", "Orang yang dibahas halaman profil ini: nama, peran, dan foto diambil dari anggota tim."],
      biography: ["Biografi", INDONESIAN.BLOCKS],
      qualifications: ["Kualifikasi", `Tampil sebagai daftar. ${INDONESIAN.LINES}`],
      attributes: ["Fakta", "Pasangan label dan nilai, misalnya Pengalaman: 12 tahun."],
      skills: ["Keahlian", "Keahlian dan tingkatnya (%), tampil sebagai bilah."],
    },
  },
};
