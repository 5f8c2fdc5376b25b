"use strict";
// Skill (team.skill) as editors see it in the admin; the format is described in cms/src/editor-labels.js.

module.exports = {
  mainField: "name",
  edit: [["name", "percent"]],
  fields: {
    name: ["Skill", "e.g. React"],
    percent: ["Level (%)", "From 0 to 100: how full the skill's bar is."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Keahlian",
    fields: {
      name: ["Keahlian", "Misalnya React."],
      percent: ["Tingkat (%)", "Dari 0 sampai 100: seberapa penuh bilahnya."],
    },
  },
};
