"use strict";
// Footer (site.footer) as editors see it in the admin; the format is described in cms/src/editor-labels.js.

module.exports = {
  mainField: "copyright",
  edit: [[["copyright", 12]]],
  fields: {
    copyright: ["Copyright line", "The footer's last line, e.g. © 2025 Nusakode. All rights reserved."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Footer",
    fields: {
      copyright: [
        "Baris hak cipta",
        "Baris terakhir footer, misalnya © 2025 Nusakode. Hak cipta dilindungi undang-undang.",
      ],
    },
  },
};
