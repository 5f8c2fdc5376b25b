"use strict";
// Team profile (api::team-profile.team-profile) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { BLOCKS, LINES } = require("../../../../editor-help-texts");

module.exports = {
  edit: [[["member", 12]], ["biography"], ["qualifications"], ["attributes"], ["skills"]],
  fields: {
    member: ["Team member", "The person this profile page is about: name, role and photo come from the team member."],
    biography: ["Biography", BLOCKS],
    qualifications: ["Qualifications", `Shown as a list. ${LINES}`],
    attributes: ["Facts", "Label and value pairs such as Experience: 12 years."],
    skills: ["Skills", "Skills with a level in percent, shown as bars."],
  },
};
