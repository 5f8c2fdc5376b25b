// A Strapi 5 stand-in for the content round trip (unit/content-round-trip.test.ts): it stores what
// cms/src/seed/index.js would create (placeholders resolved as its resolve() does, defaults filled as Strapi
// fills them) and answers with the REST entries gatsby-source-strapi would hand the site for a
// mapping's populate. Built on the schema files, so a field renamed on one side only shows up.
import { join } from "node:path";

const { MediaRef, DocRef } = require("../../cms/src/seed/refs") as {
  MediaRef: new (
    path: string,
    from: string,
  ) => { path: string; from: string; whole: boolean; alternativeText: string | null };
  DocRef: new (
    uid: string,
    field: string,
    value: string,
    from: string,
  ) => { uid: string; field: string; value: string; from: string };
};
const { readSchemaFiles } = require("../../cms/src/editor-views") as { readSchemaFiles: (srcDir: string) => Schemas };

export type Json = Record<string, unknown>;
export interface Attribute {
  type: string;
  component?: string;
  repeatable?: boolean;
  multiple?: boolean;
  relation?: string;
  target?: string;
  default?: unknown;
}
export interface Schema {
  kind: string;
  attributes: Record<string, Attribute>;
}
export type Schemas = Record<string, Schema>;

/** cms/src's content types and components, by uid (api::faq.faq, shared.line). */
export const readCmsSchemas = (): Schemas => readSchemaFiles(join(__dirname, "..", "..", "cms", "src"));

/** The File node gatsby-source-strapi would make for an uploaded content image, and back. */
export const fileNodeIdOf = (path: string) => `file:${path}`;
export const pathOfFileNode = (id: string | null): string | undefined =>
  id !== null && id.startsWith("file:") ? id.slice("file:".length) : undefined;

const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const RELATIONAL = new Set(["media", "relation", "component"]);
// Fixed, so the entries are the same on every run.
const TIMESTAMP = "2025-01-01T00:00:00.000Z";

interface Spec {
  fields?: string[];
  populate: Json;
}
/** One populate value (true, { fields }, { populate }) as Strapi 5 reads it. */
function specOf(value: unknown, where: string): Spec {
  if (value === true) return { populate: {} };
  if (
    isRecord(value) &&
    (value.populate === undefined || isRecord(value.populate)) &&
    (value.fields === undefined || Array.isArray(value.fields))
  ) {
    return { fields: value.fields as string[] | undefined, populate: (value.populate as Json | undefined) ?? {} };
  }
  throw new Error(`populate ${where}: ${JSON.stringify(value)} is a form this stand-in does not answer`);
}

export class StrapiStandIn {
  private readonly documents = new Map<string, Json[]>();
  private readonly media = new Map<string, number>();
  private nextId = 1;

  constructor(private readonly schemas: Schemas) {}

  model(uid: string): Schema {
    const schema = this.schemas[uid];
    if (!schema) throw new Error(`no schema ${uid} in cms/src`);
    return schema;
  }

  /** strapi.documents(uid).create({ data }) with seed/index.js's resolve(): placeholders to ids, undefined left out. */
  create(uid: string, data: Json, documentId: string): void {
    const docs = this.documents.get(uid) ?? [];
    docs.push({ ...this.store(uid, data, uid), id: this.nextId++, documentId });
    this.documents.set(uid, docs);
  }

  /** The REST entries of a content type as the mapping's populate asks for them, in creation order. */
  rest(uid: string, populate: Json): Json[] {
    return (this.documents.get(uid) ?? []).map((doc) => this.render(uid, doc, { populate }, true, uid));
  }

  private store(uid: string, data: Json, where: string): Json {
    const { attributes } = this.model(uid);
    const unknown = Object.keys(data).filter((key) => data[key] !== undefined && !(key in attributes));
    if (unknown.length > 0) throw new Error(`${where}: ${unknown.join(", ")} not a field of ${uid}`);
    const stored: Json = {};
    for (const [key, attribute] of Object.entries(attributes)) {
      const value = data[key];
      if (value === undefined) {
        // Strapi fills an absent field's default (order, show, isOpen...).
        if (attribute.default !== undefined) stored[key] = attribute.default;
        continue;
      }
      const each = (item: unknown, i?: number) =>
        this.storeOne(attribute, item, i === undefined ? `${where}.${key}` : `${where}.${key}[${i}]`);
      const many =
        attribute.type === "media"
          ? attribute.multiple
          : attribute.type === "relation"
            ? /ToMany$/.test(attribute.relation ?? "")
            : attribute.repeatable;
      stored[key] = RELATIONAL.has(attribute.type) && many && Array.isArray(value) ? value.map(each) : each(value);
    }
    return stored;
  }

  private storeOne(attribute: Attribute, value: unknown, where: string): unknown {
    switch (attribute.type) {
      case "media":
        if (!(value instanceof MediaRef))
          throw new Error(`${where}: media must be a MediaRef, got ${JSON.stringify(value)}`);
        return this.upload(value.path);
      case "relation": {
        if (!(value instanceof DocRef))
          throw new Error(`${where}: a relation must be a DocRef, got ${JSON.stringify(value)}`);
        // seed/index.js finds the target by its id field among what is already created.
        const target = (this.documents.get(value.uid) ?? []).find((doc) => doc[value.field] === value.value);
        if (!target)
          throw new Error(`${where}: no ${value.uid} with ${value.field} "${value.value}" created before it`);
        return target.documentId;
      }
      case "blocks":
        // seed/index.js puts the uploaded media file itself into an image block, with the block's alternative text
        return Array.isArray(value)
          ? value.map((block) =>
              isRecord(block) && block.image instanceof MediaRef
                ? {
                    ...block,
                    image: {
                      ...this.mediaObject(this.upload(block.image.path)),
                      alternativeText: block.image.alternativeText,
                    },
                  }
                : block,
            )
          : value;
      case "component":
        if (!isRecord(value)) throw new Error(`${where}: a component must be an object, got ${JSON.stringify(value)}`);
        return { ...this.store(attribute.component ?? "", value, where), id: this.nextId++ };
      default:
        return value;
    }
  }

  private render(uid: string, stored: Json, spec: Spec, isDocument: boolean, where: string): Json {
    const { attributes } = this.model(uid);
    // Strapi 5 answers 400 for a populate or fields key the type does not have.
    for (const key of Object.keys(spec.populate)) {
      if (!attributes[key] || !RELATIONAL.has(attributes[key].type))
        throw new Error(`populate ${where}.${key}: ${uid} has no media, relation or component ${key}`);
    }
    for (const key of spec.fields ?? []) {
      if (!attributes[key] || RELATIONAL.has(attributes[key].type))
        throw new Error(`fields ${where}: ${uid} has no field ${key}`);
    }
    const out: Json = isDocument ? { id: stored.id, documentId: stored.documentId } : { id: stored.id };
    for (const [key, attribute] of Object.entries(attributes)) {
      const value = stored[key];
      if (!RELATIONAL.has(attribute.type)) {
        if (!spec.fields || spec.fields.includes(key)) out[key] = value ?? null;
        continue;
      }
      // Media, relations and components come back only when populate names them.
      if (!(key in spec.populate) || spec.populate[key] === false) continue;
      const nested = specOf(spec.populate[key], `${where}.${key}`);
      const many =
        attribute.type === "media"
          ? attribute.multiple
          : attribute.type === "relation"
            ? /ToMany$/.test(attribute.relation ?? "")
            : attribute.repeatable;
      const one = (item: unknown): Json => {
        if (attribute.type === "media") return this.mediaObject(item as number);
        if (attribute.type === "component")
          return this.render(attribute.component ?? "", item as Json, nested, false, `${where}.${key}`);
        const target = attribute.target ?? "";
        const doc = (this.documents.get(target) ?? []).find((d) => d.documentId === item);
        if (!doc) throw new Error(`${where}.${key}: no ${target} ${String(item)}`);
        return this.render(target, doc, nested, true, `${where}.${key}`);
      };
      // An empty to-many relation or repeatable component is [], an unset single one null.
      out[key] = many
        ? Array.isArray(value)
          ? value.map(one)
          : attribute.type === "media"
            ? null
            : []
        : value === undefined || value === null
          ? null
          : one(value);
    }
    if (isDocument && !spec.fields)
      Object.assign(out, { createdAt: TIMESTAMP, updatedAt: TIMESTAMP, publishedAt: TIMESTAMP });
    return out;
  }

  /** media.js uploads each relative path once and reuses it: its media id. */
  private upload(path: string): number {
    if (!this.media.has(path)) this.media.set(path, this.media.size + 1);
    return this.media.get(path)!;
  }

  /** The content image a media address was uploaded from (what the build's download of a body image finds). */
  pathOfUrl(url: string): string | undefined {
    return [...this.media.keys()].find((path) => this.mediaObject(this.media.get(path)!).url === url);
  }

  /** A media field as gatsby-source-strapi leaves it after downloading the file into a File node. */
  private mediaObject(id: number): Json {
    const path = [...this.media].find(([, mediaId]) => mediaId === id)?.[0] ?? "";
    const file = path.split("/").pop() ?? path;
    return {
      id,
      documentId: `media${id}`,
      // media.js uploads with fileInfo { name: <path relative to content/images>, alternativeText: null, caption: null
      // }.
      name: path,
      alternativeText: null,
      caption: null,
      url: `/uploads/${file.replace(/\.(\w+)$/, `_${id}.$1`)}`,
      localFile___NODE: fileNodeIdOf(path),
    };
  }
}
