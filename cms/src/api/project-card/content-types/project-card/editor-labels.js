"use strict";
// Project card (api::project-card.project-card) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { ORDER, MEDIA } = require("../../../../editor-help-texts");

module.exports = {
  mainField: "title",
  sort: ["order", "ASC"],
  list: ["order", "title", "category", "slug"],
  edit: [["title", "category"], ["slug", ["order", 6]], ["image"]],
  fields: {
    title: ["Title", "The card's title."],
    category: ["Category", "Shown under the title, e.g. Branding."],
    slug: ["Slug", "The card links to /ourworks/<slug>/: the slug of the portfolio project it shows."],
    order: ["Order", ORDER],
    image: ["Image", MEDIA],
  },
};
