// Content names pages of this site by their English address (content-model.ts `sitePath`): a menu's
// /about-us, /service/web-development/. On the pages of another language each such address leads to
// the same page in that language: its prefix added, and a page made from content (a service, a
// project) found by its English address and given its own address in that language (its slug there).
import type { Fields } from "./content-model";
import type { Entry, LoadedCollection } from "./content-loader";
import { localePath, type Locale } from "../rules/locales";

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** English address (without its trailing slash) to the address in `locale`, of every page made from content. */
export function contentPageAddresses(english: LoadedCollection[], other: LoadedCollection[], locale: Locale): Map<string, string> {
  const addresses = new Map<string, string>();
  english.forEach(({ collection, entries }, c) => {
    const page = collection.page;
    if (!page) return;
    entries.forEach((entry, i) => {
      const from = page.slug(entry);
      const to = page.slug(other[c].entries[i]);
      if (from !== undefined && to !== undefined) addresses.set(withoutSlash(page.path(from)), localePath(locale, page.path(to)));
    });
  });
  return addresses;
}

/** The entry with every site address in it in `locale`. */
export function localizeAddresses(fields: Fields, entry: Entry, locale: Locale, pages: Map<string, string>): Entry {
  const one = (field: Fields[string], value: unknown): unknown => {
    if (field.kind === "Object" && typeof value === "object" && value !== null) return localizeAddresses(field.fields, value as Entry, locale, pages);
    if (field.kind === "String" && field.format === "path" && typeof value === "string") return pages.get(withoutSlash(value)) ?? localePath(locale, value);
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
