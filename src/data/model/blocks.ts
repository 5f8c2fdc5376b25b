// Rich text as Strapi's blocks editor writes it (its "blocks" JSON), the one shape of an article's body
// from either source: content/ writes the same blocks, so one renderer serves both. What the site shows:
// paragraphs; headings h2 to h4; bold, italic, underline, strikethrough and inline code; ordered and
// unordered lists; links (only what src/rules/links.js allows); images; quotes; code blocks. The rule
// itself is src/rules/blocks.js, shared with the CMS's checks at save; here: the types, and each image arrived.
import { isCmsImage, type CmsImage } from "./cms-image";
import { blocksProblems as blocksRule, isObject, shown } from "../../rules/blocks";

export type Inline =
  | {
      type: "text";
      text: string;
      bold?: boolean;
      italic?: boolean;
      underline?: boolean;
      strikethrough?: boolean;
      code?: boolean;
    }
  | { type: "link"; url: string; children: Inline[] };
/** An image of the body: a path under content/images, or a CMS image; on the node, its place in the field's images. */
export type BodyImage =
  { url: string; alternativeText?: string | null } | CmsImage | { index: number; alternativeText: string };
type List = {
  type: "list";
  format: "ordered" | "unordered";
  children: Array<{ type: "list-item"; children: Inline[] } | List>;
};
export type Block =
  | { type: "paragraph" | "quote"; children: Inline[] }
  | { type: "heading"; level: 2 | 3 | 4; children: Inline[] }
  | List
  | { type: "code"; children: Inline[] }
  | { type: "image"; image: BodyImage; children: Inline[] };

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
  if (!isObject(image) || typeof image.url !== "string" || image.url === "")
    return [`${at} must name an image, got ${shown(image)}`];
  return check.imageExists(image.url) ? [] : [`${at} names content/images/${image.url}, which does not exist`];
}

/**
 * What in a body the site cannot show, each named by its path (body[3].children[0]): the rule of src/rules/blocks.js,
 * and each image arrived.
 */
export const blocksProblems = (value: unknown, path: string, check: BlockImageCheck): string[] =>
  blocksRule(value, path, (image, at) => imageProblems(image, at, check));

/** The image blocks' images, in the order they appear. */
export const blockImages = (blocks: Block[]): BodyImage[] =>
  blocks.flatMap((block) => (block.type === "image" ? [block.image] : []));

/** The text of a body, for a reading time and a description. */
export function blocksText(blocks: Block[]): string {
  const inline = (nodes: Inline[]): string =>
    nodes.map((node) => (node.type === "text" ? node.text : inline(node.children))).join("");
  const list = (block: List): string =>
    block.children.map((item) => (item.type === "list" ? list(item) : inline(item.children))).join("\n");
  return blocks
    .map((block) => (block.type === "list" ? list(block) : block.type === "image" ? "" : inline(block.children)))
    .filter((text) => text.trim() !== "")
    .join("\n");
}
