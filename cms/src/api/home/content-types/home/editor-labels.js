"use strict";
// Home (api::home.home) as editors see it in the admin; the format is described in cms/src/editor-labels.js.
const { MEDIA } = require("../../../../editor-help-texts");

module.exports = {
  edit: [
    ["titleHighlighted", "titleRegular"],
    [["description", 12]],
    ["ctaText", "usersCaption"],
    ["heroImage", "clientImages"],
    [["services", 12]],
    [["counterTitle", 12]],
    ["counters"],
  ],
  fields: {
    titleHighlighted: [
      "Title, highlighted part",
      "The first words of the home page's main title, shown in the accent colour.",
    ],
    titleRegular: ["Title, regular part", "The rest of the main title, after the highlighted part."],
    description: ["Description", "The paragraph under the main title."],
    ctaText: ["Button text", "The text of the main button under the description."],
    heroImage: ["Hero image", `The large picture beside the title. ${MEDIA}`],
    clientImages: ["Client photos", `The small round photos beside the caption. ${MEDIA}`],
    usersCaption: ["Client photos caption", "The text beside the client photos, e.g. 2k+ happy clients."],
    services: ["Services shown", "The services on the home page, in this order (drag to reorder)."],
    counterTitle: ["Counters title", "The heading of the counters band."],
    counters: ["Counters", "Numbers that count up, each with its label."],
  },
};
