"use strict";
// What the site shows of rich text in Strapi's blocks JSON (an article's body), the same rule for the
// build (src/data/model/blocks.ts, which adds the check that each image arrived) and the CMS's checks at
// save (src/rules/save-rules.js). Plain CommonJS without dependencies but links.js, so cms/ can require it.
// The site shows paragraphs; headings h2 to h4; bold, italic, underline, strikethrough and inline code;
// ordered and unordered lists (lists within lists too); links (only what links.js allows); images;
// quotes; code blocks. Every other rich-text field (a project's description, a biography...) shows
// paragraphs with bold text only: paragraphProblem() below, for the build (src/data/cms/cms-values.ts)
// and the CMS's checks at save alike, so a heading there is refused at Save, not by a failed build.

const { isSafeUrl, isSitePath, SAFE_URL_RULE, SITE_PATH_RULE } = require("./links");

const MODIFIERS = ["bold", "italic", "underline", "strikethrough", "code"];
/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** @param {unknown} value */
const shown = (value) => JSON.stringify(value)?.slice(0, 80);

/** A line's texts and links. @param {unknown} nodes @param {string} path @returns {string[]} */
function inlineProblems(nodes, path) {
  if (!Array.isArray(nodes)) return [`${path} must be a list of texts and links`];
  return nodes.flatMap((node, i) => {
    const at = `${path}[${i}]`;
    if (!isObject(node)) return [`${at} must be a text or a link`];
    if (node.type === "text") {
      if (typeof node.text !== "string") return [`${at} must have a text`];
      const unknown = Object.keys(node).filter((key) => key !== "type" && key !== "text" && !MODIFIERS.includes(key));
      return unknown.map((key) => `${at} has "${key}"; the site shows bold, italic, underline, strikethrough and code`);
    }
    if (node.type === "link") {
      if (typeof node.url !== "string" || !(isSafeUrl(node.url) || isSitePath(node.url))) return [`${at} (a link) must be ${SAFE_URL_RULE}, or ${SITE_PATH_RULE}, got ${shown(node.url)}`];
      return inlineProblems(node.children, `${at}.children`);
    }
    return [`${at} is a ${shown(node.type)}; a line holds texts and links`];
  });
}

/** A list: its items, and the lists within it (an item indented with Tab in the editor). @returns {string[]} */
function listProblems(/** @type {Record<string, unknown>} */ list, /** @type {string} */ at) {
  if (list.format !== "ordered" && list.format !== "unordered") return [`${at} must be an ordered or unordered list`];
  if (!Array.isArray(list.children)) return [`${at} must hold list items`];
  return list.children.flatMap((item, j) => {
    const where = `${at}.children[${j}]`;
    if (isObject(item) && item.type === "list-item") return inlineProblems(item.children, `${where}.children`);
    if (isObject(item) && item.type === "list") return listProblems(item, where);
    return [`${where} must be a list item or a list`];
  });
}

/**
 * What in a body the site cannot show, each named by its path (body[3].children[0]).
 * @param {unknown} value the blocks
 * @param {string} path the field's name, to begin each problem with
 * @param {(image: unknown, at: string) => string[]} [imageProblems] the problems of an image block's image (the build: it must have arrived); none by default
 * @returns {string[]}
 */
function blocksProblems(value, path, imageProblems = () => []) {
  if (!Array.isArray(value) || value.length === 0) return [`${path} must be a list of blocks (paragraphs, headings, lists...), got ${shown(value)}`];
  return value.flatMap((block, i) => {
    const at = `${path}[${i}]`;
    if (!isObject(block)) return [`${at} must be a block`];
    switch (block.type) {
      case "paragraph":
      case "quote":
      case "code":
        return inlineProblems(block.children, `${at}.children`);
      case "heading":
        return [2, 3, 4].includes(/** @type {number} */ (block.level)) ? inlineProblems(block.children, `${at}.children`) : [`${at} is a heading of level ${shown(block.level)}; the site shows levels 2 to 4 (the page's title is its level 1)`];
      case "list":
        return listProblems(block, at);
      case "image":
        return imageProblems(block.image, `${at}.image`);
      default:
        return [`${at} is a ${shown(block.type)} block; the site shows paragraphs, headings, lists, quotes, code and images`];
    }
  });
}

const PARAGRAPHS_ONLY = "the site shows paragraphs with bold text only";

/**
 * What in a rich-text field other than an article's body the site cannot show: a block other than a
 * paragraph, or a link or other node inside one. Styles other than bold are not shown and pass.
 * @param {unknown} value the blocks
 * @returns {string | undefined} the first problem, worded to follow the field's name ("has a heading block; ...")
 */
function paragraphProblem(value) {
  if (!Array.isArray(value)) return undefined; // not rich text at all: the model's validation names it
  for (const block of value) {
    if (!isObject(block) || block.type !== "paragraph") return `has a ${String(isObject(block) ? block.type : block)} block; ${PARAGRAPHS_ONLY}`;
    const odd = (Array.isArray(block.children) ? block.children : []).find((node) => !isObject(node) || node.type !== "text");
    if (odd !== undefined) return `has a ${String(isObject(odd) ? odd.type : odd)}; ${PARAGRAPHS_ONLY}`;
  }
  return undefined;
}

module.exports = { blocksProblems, paragraphProblem, isObject, shown };
