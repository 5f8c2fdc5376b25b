"use strict";
// Blog post (api::blog-post.blog-post) as editors see it in the admin; the format is described in cms/src/editor-labels.js.
const { MEDIA } = require("../../../../editor-help-texts");

module.exports = {
  mainField: "title",
  sort: ["order", "ASC"],
  list: ["order", "title", "date", "category"],
  edit: [["title", "postId"], ["order", "date", ["category", 4]], [["content", 12]], ["image"]],
  fields: {
    title: ["Title", "The post's title on its card and page."],
    postId: ["Post ID", "Identifies the post; the blog article and the sidebar's recent posts link to it. Made from the title."],
    order: ["Order", "Position on the blog pages: 1 comes first."],
    category: ["Category", "Shown above the title, e.g. Business; leave empty for none."],
    date: ["Date", "The publication date shown on the post."],
    image: ["Image", MEDIA],
    content: ["Summary", "The text on the post's card in the blog lists."],
  },
};
