"use strict";
// Blog category (blog.sidebar-category) as editors see it in the admin; the format is described in cms/src/editor-labels.js.

module.exports = {
  mainField: "name",
  edit: [["name", "count"]],
  fields: {
    name: ["Name", "The category's name, as written on the posts."],
    count: ["Post count", "The number shown beside the name."],
  },
};
