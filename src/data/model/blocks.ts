// Rich text as Strapi's blocks editor writes it (its "blocks" JSON), the one shape of an article's body
// from either source: content/ writes the same blocks, so one renderer serves both. What the site shows:
// paragraphs; headings h2 to h4; bold, italic, underline, strikethrough and inline code; ordered and
// unordered lists; links (only what src/rules/links.js allows); images; quotes; code blocks.
import { isCmsImage, type CmsImage } from "./cms-image";
import { isSafeUrl, isSitePath, SAFE_URL_RULE, SITE_PATH_RULE } from "../../rules/links";

export type Inline = { type: "text"; text: string; bold?: boolean; italic?: boolean; underline?: boolean; strikethrough?: boolean; code?: boolean } | { type: "link"; url: string; children: Inline[] };
/** An image of the body: a path under content/images, or a CMS image; on the node, its place in the field's images. */
export type BodyImage = { url: string; alternativeText?: string | null } | CmsImage | { index: number; alternativeText: string };
type List = { type: "list"; format: "ordered" | "unordered"; children: Array<{ type: "list-item"; children: Inline[] } | List> };
export type Block =
  | { type: "paragraph" | "quote"; children: Inline[] }
  | { type: "heading"; level: 2 | 3 | 4; children: Inline[] }
  | List
  | { type: "code"; children: Inline[] }
  | { type: "image"; image: BodyImage; children: Inline[] };

const MODIFIERS = ["bold", "italic", "underline", "strikethrough", "code"];
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 80);

function inlineProblems(nodes: unknown, path: string): string[] {
  if (!Array.isArray(nodes)) return [`${path} must be a list of texts and links`];
  return nodes.flatMap((node, i): string[] => {
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

/** A list: its items, and the lists within it (an item indented with Tab in the editor). */
function listProblems(list: Record<string, unknown>, at: string): string[] {
  if (list.format !== "ordered" && list.format !== "unordered") return [`${at} must be an ordered or unordered list`];
  if (!Array.isArray(list.children)) return [`${at} must hold list items`];
  return list.children.flatMap((item, j) => {
    const where = `${at}.children[${j}]`;
    if (isObject(item) && item.type === "list-item") return inlineProblems(item.children, `${where}.children`);
    if (isObject(item) && item.type === "list") return listProblems(item, where);
    return [`${where} must be a list item or a list`];
  });
}

export interface BlockImageCheck {
  /** a path under content/images exists */
  imageExists: (relativePath: string) => boolean;
  /** the File node of a CMS image exists */
  fileNodeExists?: (id: string) => boolean;
}

function imageProblems(image: unknown, at: string, check: BlockImageCheck): string[] {
  if (isCmsImage(image)) {
    const arrived = image.fileNodeId !== null && (check.fileNodeExists?.(image.fileNodeId) ?? false);
    return arrived ? [] : [`${at}: the image ${image.cmsImage} did not download from the CMS`];
  }
  if (!isObject(image) || typeof image.url !== "string" || image.url === "") return [`${at} must name an image, got ${shown(image)}`];
  return check.imageExists(image.url) ? [] : [`${at} names content/images/${image.url}, which does not exist`];
}

/** What in a body the site cannot show, each named by its path (body[3].children[0]). */
export function blocksProblems(value: unknown, path: string, check: BlockImageCheck): string[] {
  if (!Array.isArray(value) || value.length === 0) return [`${path} must be a list of blocks (paragraphs, headings, lists...), got ${shown(value)}`];
  return value.flatMap((block, i): string[] => {
    const at = `${path}[${i}]`;
    if (!isObject(block)) return [`${at} must be a block`];
    switch (block.type) {
      case "paragraph":
      case "quote":
      case "code":
        return inlineProblems(block.children, `${at}.children`);
      case "heading":
        return [2, 3, 4].includes(block.level as number) ? inlineProblems(block.children, `${at}.children`) : [`${at} is a heading of level ${shown(block.level)}; the site shows levels 2 to 4 (the page's title is its level 1)`];
      case "list":
        return listProblems(block, at);
      case "image":
        return imageProblems(block.image, `${at}.image`, check);
      default:
        return [`${at} is a ${shown(block.type)} block; the site shows paragraphs, headings, lists, quotes, code and images`];
    }
  });
}

/** The image blocks' images, in the order they appear. */
export const blockImages = (blocks: Block[]): BodyImage[] => blocks.flatMap((block) => (block.type === "image" ? [block.image] : []));

/** The text of a body, for a reading time and a description. */
export function blocksText(blocks: Block[]): string {
  const inline = (nodes: Inline[]): string => nodes.map((node) => (node.type === "text" ? node.text : inline(node.children))).join("");
  const list = (block: List): string => block.children.map((item) => (item.type === "list" ? list(item) : inline(item.children))).join("\n");
  return blocks
    .map((block) => (block.type === "list" ? list(block) : block.type === "image" ? "" : inline(block.children)))
    .filter((text) => text.trim() !== "")
    .join("\n");
}
