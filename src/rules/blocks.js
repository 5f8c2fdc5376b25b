"use strict";
// What the site shows of rich text in Strapi's blocks JSON (an article's body), the same rule for the
// build (src/data/model/blocks.ts, which adds the check that each image arrived) and the CMS's checks at
// save (src/rules/save-rules.js). Plain CommonJS without dependencies but links.js, so cms/ can require it.
// The site shows paragraphs; headings h2 to h4; bold, italic, underline, strikethrough and inline code;
// ordered and unordered lists (lists within lists too); links (only what links.js allows); images;
// quotes; code blocks. Every other rich-text field (a project's description, a biography...) shows
// paragraphs with bold text only: paragraphProblem() below, for the build (src/data/cms/cms-values.ts)
// and the CMS's checks at save alike, so a heading there is refused at Save, not by a failed build.

const { isSafeUrl, SAFE_URL_RULE } = require("./links");

const MODIFIERS = ["bold", "italic", "underline", "strikethrough", "code"];
/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** @param {unknown} value */
const shown = (value) => JSON.stringify(value)?.slice(0, 80);

/** 1st, 2nd, 3rd, 4th ... 11th, 21st. @param {number} n */
const ordinal = (n) => `${n}${["th", "st", "nd", "rd"][n % 100 >= 11 && n % 100 <= 13 ? 0 : n % 10] ?? "th"}`;
/** What an editor calls each kind of block. */
const BLOCK_NAMES = {
  paragraph: "paragraph",
  heading: "heading",
  list: "list",
  quote: "quote",
  code: "code block",
  image: "image",
};

/**
 * Where something is in rich text, in the editor's words ("the 2nd paragraph's 1st link"): the nth of
 * its kind among its siblings, so it can be found by reading, not by counting from zero.
 * @param {unknown[]} siblings @param {number} i @param {(node: unknown) => string} nameOf
 */
function nth(siblings, i, nameOf) {
  const name = nameOf(siblings[i]);
  return `${ordinal(siblings.slice(0, i + 1).filter((node) => nameOf(node) === name).length)} ${name}`;
}
/** @param {unknown} node */
const inlineName = (node) =>
  isObject(node) && node.type === "link" ? "link" : isObject(node) && node.type === "text" ? "text" : "part";
/** @param {unknown} block */
const blockName = (block) =>
  isObject(block) && typeof block.type === "string" && block.type in BLOCK_NAMES
    ? BLOCK_NAMES[/** @type {keyof typeof BLOCK_NAMES} */ (block.type)]
    : "block";
/** @param {unknown} item */
const itemName = (item) => (isObject(item) && item.type === "list" ? "inner list" : "item");

/**
 * A line's texts and links. @param {unknown} nodes @param {string} at where the line is, in words @returns {string[]}
 */
function inlineProblems(nodes, at) {
  if (!Array.isArray(nodes)) return [`${at} must be a list of texts and links`];
  return nodes.flatMap((node, i) => {
    const where = `${at}'s ${nth(nodes, i, inlineName)}`;
    if (!isObject(node)) return [`${where} must be a text or a link`];
    if (node.type === "text") {
      if (typeof node.text !== "string") return [`${where} must have a text`];
      const unknown = Object.keys(node).filter((key) => key !== "type" && key !== "text" && !MODIFIERS.includes(key));
      return unknown.map(
        (key) => `${where} has "${key}"; the site shows bold, italic, underline, strikethrough and code`,
      );
    }
    if (node.type === "link") {
      // a path of this site is one of SAFE_URL_RULE's kinds
      if (!isSafeUrl(node.url)) return [`${where} must be ${SAFE_URL_RULE}, got ${shown(node.url)}`];
      return inlineProblems(node.children, where);
    }
    return [`${where} is a ${shown(node.type)}; a line holds texts and links`];
  });
}

/** A list: its items, and the lists within it (an item indented with Tab in the editor). @returns {string[]} */
function listProblems(/** @type {Record<string, unknown>} */ list, /** @type {string} */ at) {
  if (list.format !== "ordered" && list.format !== "unordered") return [`${at} must be an ordered or unordered list`];
  if (!Array.isArray(list.children)) return [`${at} must hold list items`];
  const items = list.children;
  return items.flatMap((item, j) => {
    const where = `${at}'s ${nth(items, j, itemName)}`;
    if (isObject(item) && item.type === "list-item") return inlineProblems(item.children, where);
    if (isObject(item) && item.type === "list") return listProblems(item, where);
    return [`${where} must be a list item or a list`];
  });
}

/**
 * What in a body the site cannot show, each named by where it is in the editor's words ("body: the
 * 2nd paragraph's 1st link must be ...").
 * @param {unknown} value the blocks
 * @param {string} path the field's name, to begin each problem with
 * @param {(image: unknown, at: string) => string[]} [imageProblems] the problems of an image block's image (the build:
 * it must have arrived); none by default
 * @returns {string[]}
 */
function blocksProblems(value, path, imageProblems = () => []) {
  if (!Array.isArray(value) || value.length === 0)
    return [`${path} must be a list of blocks (paragraphs, headings, lists...), got ${shown(value)}`];
  return value.flatMap((block, i) => {
    const at = `${path}: the ${nth(value, i, blockName)}`;
    if (!isObject(block)) return [`${at} must be a block`];
    switch (block.type) {
      case "paragraph":
      case "quote":
      case "code":
        return inlineProblems(block.children, at);
      case "heading":
        return [2, 3, 4].includes(/** @type {number} */ (block.level))
          ? inlineProblems(block.children, at)
          : [
              `${at} is of level ${shown(block.level)}; the site shows headings of levels 2 to 4 (the page's title is its level 1): choose Heading 2, 3 or 4`,
            ];
      case "list":
        return listProblems(block, at);
      case "image":
        return imageProblems(block.image, at);
      default:
        return [
          `${at} is a ${shown(block.type)} block; the site shows paragraphs, headings, lists, quotes, code and images`,
        ];
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
    if (!isObject(block) || block.type !== "paragraph")
      return `has a ${String(isObject(block) ? block.type : block)} block; ${PARAGRAPHS_ONLY}`;
    const odd = (Array.isArray(block.children) ? block.children : []).find(
      (node) => !isObject(node) || node.type !== "text",
    );
    if (odd !== undefined) return `has a ${String(isObject(odd) ? odd.type : odd)}; ${PARAGRAPHS_ONLY}`;
  }
  return undefined;
}

module.exports = { blocksProblems, paragraphProblem, isObject, shown };
