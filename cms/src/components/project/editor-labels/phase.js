"use strict";
// Project phase (project.phase) as editors see it in the admin; the format is described in cms/src/editor-labels.js.

module.exports = {
  mainField: "title",
  edit: [[["title", 12]], [["text", 12]]],
  fields: {
    title: ["Title", "An optional heading above the paragraph."],
    text: ["Text", "One paragraph."],
  },
};
