// The kinds of field a content entity has (src/data/model/content-model.ts lists the entities): each
// says what the GraphQL type declares and what the build checks as it reads an entry.
import type { PageTypeName } from "../../rules/page-types";
import type { Locale } from "../../rules/locales";
import { seoProblems } from "../../rules/seo";

/**
 * A field holding the id of an entry of another type (its content id). The build checks that the
 * entry exists (content-references.ts) and, when `as` is given, the schema resolves it under that
 * name (@link), so a page queries the entry itself instead of looking it up.
 */
export interface Ref {
  type: string;
  as?: string;
}

/**
 * The alternative text of an image when the CMS gives none, from the object holding the image, in the entry's language.
 */
export type AltFallback = (holder: Record<string, unknown>, locale: Locale) => string;

export type Field =
  | {
      kind: "String" | "Int" | "Float" | "Boolean";
      required: boolean;
      list: boolean;
      format?: "url" | "slug" | "path" | "date";
      ref?: Ref;
      localized?: true;
      mayStayEnglish?: true;
    }
  | { kind: "File"; required: boolean; list: boolean; alt: AltFallback }
  | { kind: "Blocks"; required: boolean; list: false; localized: true }
  | {
      kind: "Object";
      typeName: string;
      fields: Fields;
      required: boolean;
      list: boolean;
      rules?: (value: Record<string, unknown>) => Array<{ field: string; rule: string }>;
    };
export type Fields = Record<string, Field>;

const scalar = (kind: "String" | "Int" | "Float" | "Boolean", required = true, list = false): Field => ({
  kind,
  required,
  list,
});
export const str = (): Field => scalar("String");
export const optStr = (): Field => scalar("String", false);
export const int = (): Field => scalar("Int");
export const float = (): Field => scalar("Float");
export const bool = (): Field => scalar("Boolean");
export const strList = (): Field => scalar("String", true, true);
/**
 * Text a visitor reads, written per language: content/<lang>/ gives it in another language than
 * English (src/data/built-in/content-translations.ts). Everything else (ids, numbers, links, images, references, names)
 * is shared by both languages.
 */
const localized = (field: Field): Field => ({ ...field, localized: true }) as Field;
export const text = (): Field => localized(str());
export const optText = (): Field => localized(optStr());
export const textList = (): Field => localized(strList());
/**
 * A text that another language often keeps in English: a job title ("Lead Web Developer", as agencies
 * in Indonesia write them: content/id/GLOSSARY.md). Where another language's text is English's own, its
 * node says so (<name>Lang: "en"), so that screen readers pronounce it as English.
 */
export const jobTitle = (): Field => ({ ...localized(str()), mayStayEnglish: true }) as Field;
export const ref = (type: string, as?: string): Field => ({
  kind: "String",
  required: true,
  list: false,
  ref: { type, as },
});
export const refList = (type: string, as?: string): Field => ({
  kind: "String",
  required: true,
  list: true,
  ref: { type, as },
});
/**
 * An address on this site, written as the English page's (/about-us, /service/web-development/): in
 * another language the node gets that page's address in it (src/data/nodes/localized-values.ts).
 */
export const sitePath = (): Field => ({ kind: "String", required: true, list: false, format: "path" });
/**
 * A day, written "12 March 2025" (src/rules/dates.js); in another language its month is in it
 * (src/data/nodes/localized-values.ts).
 */
export const date = (): Field => ({ kind: "String", required: true, list: false, format: "date" });
/** A link's address: only what src/rules/links.js allows. */
export const url = (required = true): Field => ({ kind: "String", required, list: false, format: "url" });
/**
 * A page's own slug (letters, digits, - _ . ~, as Strapi's uid fields allow), and the slugs it had
 * before: per language, as a page's address follows its title's language.
 */
export const slug = (): Field => ({ kind: "String", required: false, list: false, format: "slug", localized: true });
export const previousSlugs = (): Field => ({
  kind: "String",
  required: false,
  list: true,
  format: "slug",
  localized: true,
});
/**
 * An image path relative to content/images (or a CMS image), resolved to a File node. Beside it the
 * node gets `<field>Alt`: the alternative text the CMS's media library gives, else `alt`'s fallback,
 * which by default marks the image as decorative ("").
 */
export const image = (required = true, alt: AltFallback = decorative): Field => ({
  kind: "File",
  required,
  list: false,
  alt,
});
export const imageList = (alt: AltFallback = decorative): Field => ({ kind: "File", required: true, list: true, alt });
function decorative() {
  return "";
}
/**
 * Rich text in Strapi's blocks (model/blocks.ts), written per language. Its images become File nodes: the
 * node has `<field>Images` beside it, and each image block names its place in that list.
 */
export const blocks = (): Field => ({ kind: "Blocks", required: true, list: false, localized: true });
/** An optional day (an article's last update). */
export const optDate = (): Field => ({ ...date(), required: false });
export const obj = (typeName: string, fields: Fields, required = true): Field => ({
  kind: "Object",
  typeName,
  fields,
  required,
  list: false,
});
/**
 * How a page appears in search results and link previews, every field optional (empty: the page's own
 * title and description, a share image the build draws). Its limits are src/rules/seo.js's, which the
 * CMS also checks at save. The share image's alternative text is written per language beside it.
 */
export const seo = (): Field =>
  ({
    ...obj(
      "Seo",
      {
        metaTitle: optText(),
        metaDescription: optText(),
        shareImage: image(false),
        shareImageAlt: optText(),
        canonicalPath: { ...sitePath(), required: false },
        noindex: { ...bool(), required: false },
      },
      false,
    ),
    rules: seoProblems,
  }) as Field;
export const objList = (typeName: string, fields: Fields): Field => ({
  kind: "Object",
  typeName,
  fields,
  required: true,
  list: true,
});

/**
 * Gatsby reserves `id` and `children` on every node, so those content fields get other names on
 * the node: an entry's id becomes contentId, a comment's children flag (a nested reply) isReply.
 */
export const NODE_FIELD_RENAMES: Readonly<Record<string, string>> = { id: "contentId", children: "isReply" };

export interface Collection {
  /** GraphQL node type name */
  type: string;
  /** file in content/ */
  file: string;
  /** a list of entries, or one object */
  single: boolean;
  fields: Fields;
  /**
   * For entries that link to a page (src/rules/page-types.js): the slug, computed once per entry and
   * language as the nodes are made, under the page type's base. Nodes then carry `slug` and
   * `pagePath`, and every link uses them.
   */
  page?: { type: PageTypeName; slug: (entry: Record<string, unknown>) => string | undefined };
  /** a GraphQL interface of the fields this type shares with others, so one fragment queries them all */
  implements?: string;
}
