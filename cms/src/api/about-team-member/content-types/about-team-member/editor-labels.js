"use strict";
// About page team member (api::about-team-member.about-team-member) as editors see it in the admin; the format is
// described in cms/src/editor-labels.js.
const { MEDIA } = require("../../../../editor-help-texts");

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
};
