// The site search in the browser: Pagefind's script and index (public/pagefind/, written by
// src/gatsby/after-build/search-index.ts), fetched only when a reader searches. Pagefind picks the
// index of the page's language (<html lang>).
import { pageTypeOfPath, type PageTypeName } from "../rules/page-types";

/** One result: its page, the page's kind, its title, and its excerpt as text and marked words. */
export type SearchResult = { url: string; kind: PageTypeName | undefined; title: string; excerpt: ExcerptPart[] };
export type ExcerptPart = { text: string; marked: boolean };

type PagefindResultData = { url: string; meta: { title?: string }; excerpt: string };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (query: string) => Promise<{ results: Array<{ data: () => Promise<PagefindResultData> }> }>;
};

/** At most this many results are shown (a reader narrows the words rather than scroll further). */
export const MAX_RESULTS = 20;

let loaded: Promise<Pagefind> | undefined;
function pagefind(): Promise<Pagefind> {
  loaded ??= import(/* webpackIgnore: true */ "/pagefind/pagefind.js" as string).then(async (module: Pagefind) => {
    await module.options({ excerptLength: 24 });
    return module;
  });
  loaded.catch(() => (loaded = undefined)); // a failed load is tried again on the next search
  return loaded;
}

/**
 * Pagefind's excerpt is HTML with the matched words in <mark>: read as text and marks only, so nothing
 * in a page's words can become markup here.
 */
export function excerptParts(html: string): ExcerptPart[] {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  return [...body.childNodes]
    .map((node) => ({ text: node.textContent ?? "", marked: node.nodeName === "MARK" }))
    .filter((part) => part.text !== "");
}

/** The pages of the reader's language that contain `query`: how many, and the first MAX_RESULTS, best first. */
export async function searchSite(query: string): Promise<{ total: number; results: SearchResult[] }> {
  const { results } = await (await pagefind()).search(query);
  const pages = await Promise.all(results.slice(0, MAX_RESULTS).map((result) => result.data()));
  return {
    total: results.length,
    results: pages.map((page) => ({
      url: page.url,
      kind: pageTypeOfPath(page.url)?.name,
      title: page.meta.title ?? page.url,
      excerpt: excerptParts(page.excerpt),
    })),
  };
}
