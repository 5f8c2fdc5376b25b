// Values shared by every language but written for one (content-model.ts), put into another:
// - dates (`date`): content writes "12 March 2025"; in Indonesian "12 Maret 2025".
// - addresses (`sitePath`): content names pages of this site by their English address (a menu's
//   /about-us, /service/web-development/). In another language each leads to the same page in that
//   language: its prefix added, and a page made from content (a service, a project) found by its
//   English address and given its own address in that language (its slug there).
import type { Fields } from "../model/content-model";
import type { Entry, LoadedCollection } from "../built-in/content-loader";
import { localePath, type Locale } from "../../rules/locales";
import { isoDate, siteDate } from "../../rules/dates";

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

/** The entry with every date and site address in it in `locale` (entries are valid: dates parse). */
export function localizeValues(fields: Fields, entry: Entry, locale: Locale, pages: Map<string, string>): Entry {
  const one = (field: Fields[string], value: unknown): unknown => {
    if (field.kind === "Object" && typeof value === "object" && value !== null) return localizeValues(field.fields, value as Entry, locale, pages);
    if (field.kind === "String" && field.format === "path" && typeof value === "string") return pages.get(withoutSlash(value)) ?? localePath(locale, value);
    if (field.kind === "String" && field.format === "date" && typeof value === "string") return siteDate(isoDate(value), locale) ?? value;
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
