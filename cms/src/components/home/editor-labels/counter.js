"use strict";
// Counter (home.counter) as editors see it in the admin; the format is described in cms/src/editor-labels.js.

module.exports = {
  mainField: "label",
  edit: [
    ["label", "suffix"],
    ["start", "end"],
  ],
  fields: {
    start: ["Counts from", "The number the counter starts at, usually 0."],
    end: ["Counts to", "The number the counter stops at, the real figure."],
    suffix: ["Suffix", "Written right after the number, e.g. + or %; may be empty."],
    label: ["Label", "The text under the number, e.g. Projects delivered."],
  },
};
