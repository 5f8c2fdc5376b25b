// Values shared by every language but written for one (content-model.ts), put into another:
// - dates (`date`): content writes "12 March 2025"; in Indonesian "12 Maret 2025".
// - addresses (`sitePath`): content names pages of this site by their English address (a menu's
//   /about-us, /service/web-development/). In another language each leads to the same page in that
//   language: its prefix added, and a page made from content (a service, a project) found by its
//   English address and given its own address in that language (its slug there). The same for the
//   links of rich text (an article's body).
import type { Fields } from "../model/fields";
import type { Entry, LoadedCollection } from "../model/loaded-collection";
import { localePath, type Locale } from "../../rules/locales";
import { pageTypePath } from "../../rules/page-types";
import { isoDate, siteDate } from "../../rules/dates";

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** An entry's own page in one language (src/rules/page-types.js): its slug and its address. */
export type EntryPage = { slug: string; pagePath: string } | undefined;

/** Each entry's page in `locale`, collection by collection, entry by entry: its slug is computed here, once. */
export function entryPages(loaded: LoadedCollection[], locale: Locale): EntryPage[][] {
  return loaded.map(({ collection, entries }) =>
    entries.map((entry) => {
      const slug = collection.page?.slug(entry);
      return collection.page && slug !== undefined
        ? { slug, pagePath: pageTypePath(collection.page.type, locale, slug) }
        : undefined;
    }),
  );
}

/** English address (without its trailing slash) to the address in another language, of every page made from content. */
export function pageAddressesIn(english: EntryPage[][], other: EntryPage[][]): Map<string, string> {
  const addresses = new Map<string, string>();
  english.forEach((pages, c) =>
    pages.forEach((page, i) => {
      const there = other[c][i];
      if (page && there) addresses.set(withoutSlash(page.pagePath), there.pagePath);
    }),
  );
  return addresses;
}

/**
 * Rich text with the site addresses of its links (written as English pages') in another language: every node holding a
 * url.
 */
function localizeLinks(nodes: unknown[], address: (path: string) => string): unknown[] {
  return nodes.map((node) => {
    if (typeof node !== "object" || node === null) return node;
    const { url, children } = node as { url?: unknown; children?: unknown };
    return {
      ...node,
      ...(typeof url === "string" && url.startsWith("/") ? { url: address(url) } : {}),
      ...(Array.isArray(children) ? { children: localizeLinks(children, address) } : {}),
    };
  });
}

/** The entry with every date and site address in it in `locale` (entries are valid: dates parse). */
export function localizeValues(fields: Fields, entry: Entry, locale: Locale, pages: Map<string, string>): Entry {
  const one = (field: Fields[string], value: unknown): unknown => {
    if (field.kind === "Object" && typeof value === "object" && value !== null)
      return localizeValues(field.fields, value as Entry, locale, pages);
    if (field.kind === "String" && field.format === "path" && typeof value === "string")
      return pages.get(withoutSlash(value)) ?? localePath(locale, value);
    if (field.kind === "String" && field.format === "date" && typeof value === "string")
      return siteDate(isoDate(value), locale) ?? value;
    if (field.kind === "Blocks" && Array.isArray(value))
      return localizeLinks(value, (path) => pages.get(withoutSlash(path)) ?? localePath(locale, path));
    return value;
  };
  return Object.fromEntries(
    Object.entries(entry).map(([name, value]) => {
      const field = fields[name];
      if (!field) return [name, value];
      return [name, field.list && Array.isArray(value) ? value.map((item) => one(field, item)) : one(field, value)];
    }),
  );
}
