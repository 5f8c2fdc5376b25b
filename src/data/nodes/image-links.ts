// Image fields of content entries become File node ids, whichever source they came from:
// a built-in image is a path under content/images (a File node of gatsby-source-filesystem),
// a CMS image the File node gatsby-source-strapi downloaded its media into. Beside each image
// field X the entry gets XAlt, its alternative text, decided here once: the text the editor gave
// the image in the CMS's media library, else the model's fallback for that field (content-model.ts); or,
// where the model declares XAlt itself (an SEO share image's), the text written there.
import type { Field, Fields } from "../model/fields";
import type { Locale } from "../../rules/locales";
import { isCmsImage } from "../model/cms-image";
import { blockImages, blocksText, type Block, type BodyImage } from "../model/blocks";

export interface ImageFiles {
  /** the File node id of a built-in image path */
  builtIn: (relativePath: string) => string | undefined;
  /** the language of the entry, for the model's fallback alternative texts */
  locale: Locale;
}

type Data = Record<string, unknown>;

/** Entries are already validated, so every image is known to exist. */
export function linkImages(fields: Fields, entry: Data, files: ImageFiles): Data {
  const image = (value: unknown): unknown => {
    if (isCmsImage(value)) return value.fileNodeId;
    return typeof value === "string" ? files.builtIn(value) : value;
  };
  const altOf = (field: Extract<Field, { kind: "File" }>, value: unknown, holder: Data) => {
    const one = (item: unknown) => (isCmsImage(item) && item.alt !== null ? item.alt : field.alt(holder, files.locale));
    return field.list ? (Array.isArray(value) ? value : []).map(one) : one(value);
  };
  /**
   * A body's image blocks name their place in `<field>Images`, with their alternative text (the editor's, else
   * decorative).
   */
  const body = (blocks: Block[]) => {
    const files = blockImages(blocks).map((img) => image(isCmsImage(img) ? img : (img as { url: string }).url));
    let index = 0;
    const linked = blocks.map((block) =>
      block.type === "image" ? { ...block, image: { index: index++, alternativeText: altOfBody(block.image) } } : block,
    );
    return { linked, files };
  };
  const walk = (shape: Fields, data: Data): Data => {
    const linked = Object.fromEntries(
      Object.entries(data).map(([name, value]) => {
        const field = shape[name];
        // (a body is linked below, with its images and words)
        if (!field || value === undefined || value === null || field.kind === "Blocks") return [name, value];
        const one = (item: unknown) =>
          field.kind === "File" ? image(item) : field.kind === "Object" ? walk(field.fields, item as Data) : item;
        return [name, field.list && Array.isArray(value) ? value.map(one) : one(value)];
      }),
    );
    for (const [name, field] of Object.entries(shape)) {
      // an alternative text the model has beside the image (written per language) is the image's, else the media
      // library's or the fallback
      if (field.kind === "File")
        linked[`${name}Alt`] = `${name}Alt` in shape ? (data[`${name}Alt`] ?? "") : altOf(field, data[name], data);
      if (field.kind === "Blocks") {
        const blocks = Array.isArray(data[name]) ? (data[name] as Block[]) : [];
        const { linked: linkedBlocks, files: blockFiles } = body(blocks);
        if (Array.isArray(data[name])) linked[name] = linkedBlocks;
        linked[`${name}Images`] = blockFiles;
        // for a reading time and structured data's wordCount
        linked[`${name}Words`] = blocksText(blocks)
          .split(/\s+/)
          .filter((word) => word !== "").length;
      }
    }
    return linked;
  };
  return walk(fields, entry);
}

function altOfBody(image: BodyImage): string {
  if (isCmsImage(image)) return image.alt ?? "";
  return "alternativeText" in image && typeof image.alternativeText === "string" ? image.alternativeText.trim() : "";
}

/** The built-in image paths an entry names. */
export function builtInImagePaths(fields: Fields, entry: Data): string[] {
  const paths: string[] = [];
  linkImages(fields, entry, { builtIn: (relativePath) => (paths.push(relativePath), undefined), locale: "en" });
  return paths;
}
