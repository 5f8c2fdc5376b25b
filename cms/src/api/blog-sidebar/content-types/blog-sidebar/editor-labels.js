"use strict";
// Blog sidebar (api::blog-sidebar.blog-sidebar) as editors see it in the admin; the format is described in cms/src/editor-labels.js.
const { LINES } = require("../../../../editor-help-texts");

module.exports = {
  edit: [["categories"], [["recentPosts", 12]], ["tags"]],
  fields: {
    categories: ["Categories", "The sidebar's list of categories with their post counts."],
    recentPosts: ["Recent posts", "The posts in the sidebar's Recent posts, in this order (drag to reorder)."],
    tags: ["Tags", `The sidebar's tag cloud. ${LINES}`],
  },
};
