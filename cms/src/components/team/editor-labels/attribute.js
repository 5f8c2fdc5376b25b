"use strict";
// Profile fact (team.attribute) as editors see it in the admin; the format is described in cms/src/editor-labels.js.

module.exports = {
  mainField: "label",
  edit: [["label", "value"]],
  fields: {
    label: ["Label", "e.g. Experience"],
    value: ["Value", "e.g. 12 years"],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Fakta profil",
    fields: {
      label: ["Label", "Misalnya Pengalaman."],
      value: ["Nilai", "Misalnya 12 tahun."],
    },
  },
};
