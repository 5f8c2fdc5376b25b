"use strict";
// Portfolio project (api::project.project) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { ORDER, MEDIA, BLOCKS, SCHEDULE } = require("../../../../editor-help-texts");

module.exports = {
  mainField: "title",
  sort: ["order", "ASC"],
  list: ["order", "title", "slug", "category", "scheduledAt"],
  edit: [
    ["title", "slug"],
    ["scheduledAt"],
    ["order", "category"],
    [["subtitle", 12]],
    ["description"],
    ["thumbnail", "banner"],
    ["detailImage"],
    ["client", "date"],
    ["duration", "websiteUrl"],
    ["details"],
    ["previousSlugs"],
    [["seo", 12]],
  ],
  fields: {
    scheduledAt: SCHEDULE,
    seo: [
      "SEO",
      "How this page appears in search results and link previews. Every field may stay empty: the page's own title and summary are used, and a share image is drawn.",
    ],
    title: ["Title", "The project's name on its card and page."],
    slug: [
      "Slug",
      "Used in the page address: /ourworks/<slug>/. Made from the title when the entry is created; renaming the title keeps it. If you change it, the old address keeps working (see Old addresses).",
    ],
    previousSlugs: [
      "Old addresses",
      "Slugs this project had before; visitors and search engines following them are sent on to the current page. Filled in by the CMS when the slug changes; remove one to stop its redirect.",
    ],
    order: [
      "Order",
      `${ORDER} The home page's slider shows the first six; the portfolio shows six a page (/ourworks/, then /ourworks/page/2/...).`,
    ],
    category: ["Category", "Shown under the title on the project's card, e.g. Web Development."],
    subtitle: [
      "Subtitle",
      "The heading above the project's paragraphs, and the page's description for search engines; empty shows 'Project Details'.",
    ],
    description: ["Description", BLOCKS],
    thumbnail: ["Thumbnail", `The picture on the project's card in lists and sliders. ${MEDIA}`],
    banner: ["Banner", `The wide picture at the top of the project's page. ${MEDIA}`],
    detailImage: ["Detail image", `The picture further down the project's page. ${MEDIA}`],
    client: [
      "Client",
      "Shown in the project's facts, written per language (e.g. 'Warung Rasa (demonstration project)', in Indonesian '(proyek demo)'); leave empty to leave it out.",
    ],
    date: ["Date", "Shown in the project's facts as written, e.g. March 2025."],
    duration: ["Duration", "Shown in the project's facts as written, e.g. 3 months."],
    websiteUrl: ["Website address", "The live site, starting with https://; shown as a link in the project's facts."],
    details: ["Paragraphs", "The project page's further paragraphs, each with an optional title."],
  },
};
