"use strict";
// Team member (api::team-member.team-member) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { MEDIA } = require("../../../../editor-help-texts");

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
};
