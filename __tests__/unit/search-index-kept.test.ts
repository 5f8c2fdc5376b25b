/**
 * @jest-environment node
 */
// The search index (src/gatsby/after-build/search-index.ts) is written again only when an entry page
// changed, was added or was removed since it was written: a publish of the home page or a price keeps
// it. Real Pagefind on a two-page site in a temporary folder.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { writeSearchIndex, type PageFile } from "../../src/gatsby/after-build/search-index";

const site = mkdtempSync(join(tmpdir(), "search-index-"));
const publicDir = join(site, "public");
afterAll(() => rmSync(site, { recursive: true, force: true }));
symlinkSync(join(__dirname, "..", "..", "node_modules"), join(site, "node_modules"));
mkdirSync(join(site, ".cache"));

const write = (page: string, words: string) => {
  mkdirSync(dirname(join(publicDir, page)), { recursive: true });
  writeFileSync(
    join(publicDir, page),
    `<!doctype html><html lang="en"><head><title>${words}</title></head><body><main data-pagefind-body><h1>${words}</h1><p>${words} in a sentence.</p></main></body></html>`,
  );
};
const pages = new Set<string>();
/** Each page's file as the after-build pass gives them. */
const files = () => new Map<string, PageFile>([...pages].map((page) => [page, statSync(join(publicDir, page))]));
const index = () => writeSearchIndex(publicDir, files());
const pageCount = () =>
  (
    JSON.parse(readFileSync(join(publicDir, "pagefind", "pagefind-entry.json"), "utf8")) as {
      languages: Record<string, { page_count: number }>;
    }
  ).languages.en.page_count;

test("the index is kept while no entry page changed, and written again when one changed, came or went", async () => {
  for (const [page, words] of [
    ["blog/first-article/index.html", "Alpha"],
    ["about-us/index.html", "About"],
  ]) {
    write(page, words);
    pages.add(page);
  }
  expect(await index()).toMatchObject({ pages: 1, unchanged: false });
  expect(await index()).toMatchObject({ pages: 1, unchanged: true });

  write("about-us/index.html", "About us again"); // not an entry page
  expect(await index()).toMatchObject({ pages: 1, unchanged: true });

  write("blog/first-article/index.html", "Alpha edited");
  expect(await index()).toMatchObject({ pages: 1, unchanged: false });

  write("id/service/layanan-baru/index.html", "Baru");
  pages.add("id/service/layanan-baru/index.html");
  expect(await index()).toMatchObject({ pages: 2, unchanged: false });

  rmSync(join(publicDir, "id"), { recursive: true });
  pages.delete("id/service/layanan-baru/index.html");
  expect(await index()).toMatchObject({ pages: 1, unchanged: false });
  expect(pageCount()).toBe(1);

  // an index that is gone is written again
  rmSync(join(publicDir, "pagefind"), { recursive: true });
  expect(await index()).toMatchObject({ pages: 1, unchanged: false });
}, 60000);
