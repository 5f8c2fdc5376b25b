"use strict";
// Work step (how-we-work.step) as editors see it in the admin; the format is described in cms/src/editor-labels.js.

module.exports = {
  mainField: "title",
  edit: [["title", ["number", 3], ["isOpen", 3]], [["content", 12]]],
  fields: {
    number: ["Number", "Shown before the title, as written: 01, 02, ..."],
    title: ["Title", "The step's heading; clicking it opens the text."],
    content: ["Text", "One paragraph, shown when the step is open."],
    isOpen: ["Open at first", "On: the step's text shows when the page loads."],
  },
};
