// Strapi's REST values to the site's content values: the converters the mappings (cms-mapping.ts)
// are written with. Each leaves a value it cannot read as it came, or names its field in a
// CmsFieldError, so validation tells the editor what is wrong and where.
import type { CmsImage } from "../model/cms-image";
import type { Field, Fields } from "../model/fields";
import { cmsSchemas, type CmsSchema } from "../model/cms-schemas";
import { keyOf } from "./cms-populate";
import { siteDate as siteDateOf } from "../../rules/dates";
import { paragraphProblem } from "../../rules/blocks";

export type CmsEntry = Record<string, unknown>;
type Entry = Record<string, unknown>;

/** A CMS value the site cannot show (a heading in a text, a date it cannot read), named by field. */
export class CmsFieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export const record = (value: unknown): CmsEntry =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as CmsEntry) : {};
export const list = (value: unknown): CmsEntry[] => (Array.isArray(value) ? value.map(record) : []);
/** Lists are left as they came when they are not lists, so validation names what is wrong. */
export const mapList = <T>(value: unknown, each: (item: CmsEntry, index: number) => T) =>
  Array.isArray(value) ? value.map((item, i) => each(record(item), i)) : value;
/** Strapi keeps an emptied optional field as "" or null; the site's content leaves it out. */
export const optional = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;
type Attribute = CmsSchema["attributes"][string];

/**
 * The model's fields that the CMS holds under the same name (not the entry's id, which the CMS numbers
 * itself), each converted by its kind in the content model and its attribute's type in the CMS's schema
 * (`uid`'s schema.json in cms/src): a mapping names only what differs (a renamed field, a derived id, a
 * different shape). The seed converts them the other way alike (sameNamedValues, cms/src/seed/convert.js).
 */
export function sameNamedFields(fields: Fields, uid: string, entry: CmsEntry, schemas = cmsSchemas()): Entry {
  return sameNamed(fields, schemas[uid]?.attributes ?? {}, entry, schemas, "");
}

function sameNamed(
  fields: Fields,
  attributes: Record<string, Attribute>,
  entry: CmsEntry,
  schemas: Record<string, CmsSchema>,
  at: string,
): Entry {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => name !== "id" && name in entry && name in attributes)
      .map(([name, field]) => [name, fromCms(field, attributes[name], entry[name], schemas, `${at}${name}`)]),
  );
}

/** One CMS value as the content model's `field` holds it. */
function fromCms(field: Field, attribute: Attribute, value: unknown, schemas: Record<string, CmsSchema>, at: string) {
  switch (attribute.type) {
    case "media":
      return attribute.multiple ? images(value) : image(value);
    case "blocks":
      if (field.kind === "Blocks") return blocks(value);
      return field.list ? paragraphs(value, at) : richText(value, at);
    case "date":
      return field.required ? siteDate(value, at) : optional(siteDate(value, at));
    case "relation": {
      const key = keyOf(schemas, attribute.target!);
      return field.list ? mapList(value, (target) => target[key]) : record(value)[key];
    }
    case "component": {
      const inner = schemas[attribute.component!]?.attributes ?? {};
      if (field.kind !== "Object") {
        // a list of texts, kept as a repeatable component of one text (shared.line)
        const [text] = Object.keys(inner);
        return mapList(value, (item) => item[text]);
      }
      if (field.typeName === "Seo") return seo(value);
      const one = (item: CmsEntry, i?: number) =>
        sameNamed(field.fields, inner, item, schemas, `${at}${i === undefined ? "" : `[${i}]`}.`);
      if (attribute.repeatable) return mapList(value, one);
      return value === null || value === undefined ? undefined : one(record(value));
    }
    default:
      return field.required ? value : optional(value);
  }
}

/** A page's SEO values (the shared.seo component), each empty one left out; nothing without the component. */
export function seo(value: unknown) {
  if (value === null || value === undefined) return undefined;
  const v = record(value);
  const values = Object.entries({
    metaTitle: optional(v.metaTitle),
    metaDescription: optional(v.metaDescription),
    shareImage: image(v.shareImage),
    shareImageAlt: optional(v.shareImageAlt),
    canonicalPath: optional(v.canonicalPath),
    noindex: v.noindex === true ? true : undefined,
  }).filter(([, one]) => one !== undefined);
  return values.length > 0 ? Object.fromEntries(values) : undefined;
}

/**
 * Blocks (Strapi's rich text) to paragraphs in the site's markup: line breaks and **bold** (what it shows:
 * src/rules/blocks.js).
 */
export function paragraphs(value: unknown, field: string): unknown {
  if (!Array.isArray(value)) return value;
  const problem = paragraphProblem(value);
  if (problem !== undefined) throw new CmsFieldError(field, problem);
  const inline = (node: CmsEntry): string => {
    const text = String(node.text ?? "");
    return node.bold === true && text.trim() !== "" ? `**${text}**` : text;
  };
  return list(value)
    .map((block) => list(block.children).map(inline).join(""))
    .filter((paragraph) => paragraph.trim() !== "");
}
/** Blocks to one text whose paragraphs are lines. */
export const richText = (value: unknown, field: string) => {
  const result = paragraphs(value, field);
  return Array.isArray(result) ? result.join("\n") : result;
};

/** A media field to the image the site links (CmsImage); no media is no image. */
export function image(value: unknown): CmsImage | undefined {
  if (value === null || value === undefined) return undefined;
  const media = record(value);
  const alt = typeof media.alternativeText === "string" ? media.alternativeText.trim() : "";
  return {
    cmsImage: String(media.url),
    fileNodeId: typeof media.localFile___NODE === "string" ? media.localFile___NODE : null,
    // Strapi may fill an unset alternative text with the file's name, which describes nothing.
    alt: alt !== "" && alt !== media.name ? alt : null,
  };
}
export const images = (value: unknown) => mapList(value, (media) => image(media));

/**
 * A blocks field (Strapi's rich text) as the site's blocks (model/blocks.ts): as they came, with each
 * image block's media as the image the site links (its File node comes from cms-block-images.ts).
 */
export const blocks = (value: unknown) =>
  mapList(value, (block) =>
    block.type === "image" ? { type: "image", image: image(block.image), children: block.children } : block,
  );

/** Strapi's date (2025-03-12) as the site writes dates (12 March 2025). */
export function siteDate(value: unknown, field: string): unknown {
  if (value === null || value === undefined) return value;
  const date = siteDateOf(value);
  if (date === undefined) throw new CmsFieldError(field, `must be a date, got ${JSON.stringify(value)}`);
  return date;
}
/** Decimals may come as text from some databases. */
export const number = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value);
