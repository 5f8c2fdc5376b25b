"use strict";
// Blog article (api::blog-article.blog-article) as editors see it in the admin; the format is described in cms/src/editor-labels.js.
const { BLOCKS, LINES } = require("../../../../editor-help-texts");

module.exports = {
  edit: [["post", ["likes", 3], ["commentCount", 3]], [["quote", 12]], ["body"], ["tags"]],
  fields: {
    post: ["Post", "The blog post this article is the full text of: its title, date, image and category head the article."],
    body: ["Body", BLOCKS],
    quote: ["Quote", "A sentence shown as a large quotation within the article."],
    tags: ["Tags", `Shown under the article. ${LINES}`],
    likes: ["Likes", "The number shown as '<n> likes'."],
    commentCount: ["Comment count", "The number shown as '<n> comments'."],
  },
};
