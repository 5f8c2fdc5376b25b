// Image fields of content entries become File node ids, whichever source they came from:
// a built-in image is a path under content/images (a File node of gatsby-source-filesystem),
// a CMS image the File node gatsby-source-strapi downloaded its media into.
import type { Fields } from "./content-model";
import { isCmsImage } from "./cms-image";

export interface ImageFiles {
  /** the File node id of a built-in image path */
  builtIn: (relativePath: string) => string | undefined;
}

export interface LinkedEntry {
  entry: Record<string, unknown>;
  /** alternative texts of the CMS images the entry uses, by File node id ("" for none, so a cleared text clears) */
  alts: Map<string, string>;
}

/** Entries are already validated, so every image is known to exist. */
export function linkImages(fields: Fields, entry: Record<string, unknown>, files: ImageFiles): LinkedEntry {
  const alts = new Map<string, string>();
  const image = (value: unknown): unknown => {
    if (isCmsImage(value)) {
      alts.set(String(value.fileNodeId), value.alt ?? "");
      return value.fileNodeId;
    }
    return typeof value === "string" ? files.builtIn(value) : value;
  };
  const walk = (shape: Fields, data: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(data).map(([name, value]) => {
        const field = shape[name];
        if (!field || value === undefined || value === null) return [name, value];
        const one = (item: unknown) =>
          field.kind === "File" ? image(item) : field.kind === "Object" ? walk(field.fields, item as Record<string, unknown>) : item;
        return [name, field.list && Array.isArray(value) ? value.map(one) : one(value)];
      }),
    );
  return { entry: walk(fields, entry), alts };
}

/** The built-in image paths an entry names. */
export function builtInImagePaths(fields: Fields, entry: Record<string, unknown>): string[] {
  const paths: string[] = [];
  linkImages(fields, entry, { builtIn: (relativePath) => (paths.push(relativePath), undefined) });
  return paths;
}
