"use strict";
// Approach step (approach.step) as editors see it in the admin; the format is described in cms/src/editor-labels.js.
const APPROACH_ICONS = "compass, layers, rocket, shield, chart, users or check";

module.exports = {
  mainField: "title",
  edit: [["title", "icon"], [["description", 12]]],
  fields: {
    title: ["Title", "The step's heading; steps are numbered 01, 02, ... in this order."],
    description: ["Description", "One or two sentences under the heading."],
    icon: ["Icon", `The step's icon name: ${APPROACH_ICONS}. Not shown by the site at the moment.`],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Langkah pendekatan",
    fields: {
      title: ["Judul", "Judul langkah; langkah bernomor 01, 02, ... sesuai urutan ini."],
      description: ["Deskripsi", "Satu atau dua kalimat di bawah judul."],
      icon: [
        "Ikon",
        "Nama ikon langkah: compass, layers, rocket, shield, chart, users, atau check. Saat ini tidak tampil di website.",
      ],
    },
  },
};
