"use strict";
// FAQ (api::faq.faq) as editors see it in the admin; the format is described in cms/src/editor-labels.js.

module.exports = {
  mainField: "question",
  sort: ["order", "ASC"],
  list: ["order", "question", "category"],
  edit: [[["question", 12]], [["answer", 12]], ["category", "order"]],
  fields: {
    question: ["Question", "Shown as the heading that opens the answer."],
    answer: ["Answer", "One paragraph, shown when the question is opened."],
    order: ["Order", "Position within its category: 1 comes first."],
    category: [
      "Category",
      "The FAQ tab the question appears under; the pricing, services and contact pages pick questions by category.",
    ],
  },
};
