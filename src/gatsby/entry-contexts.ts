// What the pages made before the entries' own add to an entry's page context (an article's neighbours
// and the blog's subjects, from the blog's pages), by the entry's page type, language and id: the
// entries' pages take it from here without a branch per type.
import type { Locale } from "../rules/locales";
import type { PageTypeName } from "../rules/page-types";

export type EntryContexts = Map<string, Record<string, unknown>>;

export const entryKey = (type: PageTypeName, locale: Locale, contentId: string) => `${type}/${locale}/${contentId}`;
