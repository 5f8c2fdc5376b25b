// The search index (src/gatsby/after-build/search-index.ts) holds every entry's page of the page types
// (src/rules/page-types.js), each in its language's index, and nothing else: Pagefind reads only the
// pages one folder under a type's base, so a page type whose entries lived deeper would go missing.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { builtPages } from "../support/built-pages";
import { publicDir } from "../support/site-files";
import { pageTypeOfPath } from "../../src/rules/page-types";
import { LOCALES, localeOfPath } from "../../src/rules/locales";

test("each language's search index counts exactly that language's entry pages", () => {
  const entry = JSON.parse(readFileSync(join(publicDir, "pagefind", "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { page_count: number }>;
  };
  const entryPages = builtPages().filter((page) => pageTypeOfPath(`${page.route}/`));
  const counts = Object.fromEntries(
    LOCALES.map((locale) => [locale, entryPages.filter((page) => localeOfPath(page.route) === locale).length]),
  );
  expect(counts.en).toBeGreaterThan(10);
  expect(
    Object.fromEntries(Object.entries(entry.languages).map(([lang, { page_count }]) => [lang, page_count])),
  ).toEqual(counts);
});
