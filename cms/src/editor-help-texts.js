"use strict";
// Help texts that several fields share, for the editor-labels.js files of the content types and components.

const ORDER = "Position on the site: 1 comes first.";
const MEDIA =
  "The alternative text of the image (set in the Media Library) is read by screen readers; leave it empty for decorative images.";
// The rule behind it: src/rules/blocks.js paragraphProblem(), checked at Save (src/rules/save-rules.js).
const BLOCKS =
  "Paragraphs, with bold where you make it bold. Headings, lists, quotes, code, images and links are for articles: Save refuses them here. Italic, underline and strikethrough are shown as plain text.";
const LINES = "One line per item: add an entry for each.";
// The "Publish at" field of every type with pages (cms/src/scheduled-publish.js).
const SCHEDULE = [
  "Publish at",
  "Optional: this language's version is published by itself at this time (checked every minute), and the live site follows; the other language is not touched. Set it on a draft and Save. Change it or clear it to move or cancel; publishing by hand cancels it. The list shows what is scheduled.",
];

module.exports = { ORDER, MEDIA, BLOCKS, LINES, SCHEDULE };
