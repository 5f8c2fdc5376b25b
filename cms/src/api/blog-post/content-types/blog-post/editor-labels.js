"use strict";
// Article (api::blog-post.blog-post) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.
const { MEDIA, LINES, SCHEDULE } = require("../../../../editor-help-texts");

module.exports = {
  mainField: "title",
  sort: ["date", "DESC"],
  list: ["title", "date", "category", "slug", "scheduledAt"],
  edit: [
    ["title", "slug"],
    ["scheduledAt"],
    ["date", "updated", ["category", 4]],
    ["author", "postId"],
    [["content", 12]],
    ["image", "imageCaption"],
    [["body", 12]],
    ["tags"],
    [["order", 4]],
    ["previousSlugs"],
    [["seo", 12]],
  ],
  fields: {
    scheduledAt: SCHEDULE,
    seo: [
      "SEO",
      "How this page appears in search results and link previews. Every field may stay empty: the page's own title and summary are used, and a share image is drawn.",
    ],
    title: ["Title", "The article's title: its heading, its card, the browser tab and search results."],
    slug: [
      "Slug",
      "Used in the article's address: /blog/<slug>/. Made from the title when you save, while it reads blog-post; type your own to choose it. Renaming the title later keeps it; if you change it, the old address keeps working (see Old addresses).",
    ],
    previousSlugs: [
      "Old addresses",
      "Slugs this article had before; visitors and search engines following them are sent on to its page. Filled in by the CMS when the slug changes; remove one to stop its redirect.",
    ],
    postId: [
      "Article ID",
      "Identifies the article; comments and the sidebar's recent posts link to it. Made from the title when you save, while it reads blog-post.",
    ],
    order: [
      "Order",
      "Breaks ties between articles published on the same day: 1 comes first. Articles are listed newest first.",
    ],
    category: [
      "Category",
      "Shown above the title, e.g. Business; articles of the same category are shown as related. Leave empty for none.",
    ],
    date: [
      "Published",
      "The day the article was published, shown on it and in the lists; the blog lists articles newest first. Set it yourself: it does not change when you publish again.",
    ],
    updated: [
      "Updated",
      "Optional: the day you last changed the article in a way readers should know about; shown as 'Updated …'.",
    ],
    author: [
      "Author",
      "Required to publish: the team member who wrote it (Team members), published before the article.",
    ],
    image: ["Cover image", `Shown at the top of the article and on its card (850×500). ${MEDIA}`],
    imageCaption: ["Cover caption", "Optional: a line shown under the cover image."],
    content: [
      "Excerpt",
      "A short summary: the text on the article's card in the blog list, in the feed and for search engines.",
    ],
    body: [
      "Body",
      "The article: paragraphs; headings (Heading 2 to 4 only: the title is the page's Heading 1); bold, italic, underline, strikethrough and code; numbered and bulleted lists; links (https:// addresses or this site's pages, such as /contact-us); images from the Media Library (put the cursor on an empty line first: an image replaces the line it is inserted on; tick the image in the library before Finish); quotes; code blocks.",
    ],
    tags: ["Tags", `Keywords shown under the article. ${LINES}`],
  },
};
