"use strict";
// Service section (service.section) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { LINES } = require("../../../editor-help-texts");

module.exports = {
  mainField: "title",
  edit: [[["title", 12]], ["points"]],
  fields: {
    title: ["Title", "The section's heading."],
    points: ["Points", `The section's list. ${LINES}`],
  },
};
