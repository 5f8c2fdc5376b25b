"use strict";
// Remove a visitor's data (api::visitor-data-removal.visitor-data-removal) as editors see it; the format is described
// in cms/src/editor-labels.js.
// Saving an address deletes what it sent (cms/src/visitor-data-removal.js); the address itself is not kept.

module.exports = {
  edit: [["email"], [["lastRemoval", 12]]],
  fields: {
    email: [
      "Email address to remove",
      "Save: every contact message, launch sign-up and visitor comment sent from this address (any capitals) is deleted at once, published comments leave the site with the next build. The field empties itself; the address is not kept.",
    ],
    lastRemoval: ["Last removal", "Written by the CMS: what the last Save removed, and when."],
  },
};
