// What the after-build pass needs of every page besides changing it: the hashes of its inline scripts
// (the Content-Security-Policy lists every page's) and the share image its head names. Kept in
// .cache/after-build-pages.json by the page's size and modification time, so a publish reads only the
// pages Gatsby wrote again: reading all 5,400 pages for these took 5 s of every publish (issue 37).
// The facts hold for the code that found them: the key is a hash of the compiled gatsby-node (which
// bundles this pass), so after any change of it the next build reads and does every page again.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ShareImagePage } from "./share-images";

export interface PageFacts {
  size: number;
  mtimeMs: number;
  scriptHashes: string[];
  share?: ShareImagePage;
}

export interface PageFactsCache {
  /** the facts kept for a page (by its path under public/) whose file is the one they were found in */
  known(page: string, file: { size: number; mtimeMs: number }): PageFacts | undefined;
  save(facts: Map<string, PageFacts>): void;
}

/**
 * The cache of `siteDir` (the folder of public/ and .cache/); `use` false: nothing kept (a preview, whose every page
 * changes).
 */
export function pageFactsCache(siteDir: string, use = true): PageFactsCache {
  const file = path.join(siteDir, ".cache", "after-build-pages.json");
  const compiled = path.join(siteDir, ".cache", "compiled", "gatsby-node.js");
  const code = existsSync(compiled) ? createHash("sha256").update(readFileSync(compiled)).digest("hex") : undefined;
  let kept = new Map<string, PageFacts>();
  if (use && code && existsSync(file)) {
    try {
      const saved = JSON.parse(readFileSync(file, "utf8")) as { code: string; pages: Record<string, PageFacts> };
      if (saved.code === code) kept = new Map(Object.entries(saved.pages));
    } catch {
      // unreadable (a build stopped while writing it would leave none: it is renamed into place): start over
    }
  }
  return {
    known: (page, { size, mtimeMs }) => {
      const facts = kept.get(page);
      return facts && facts.size === size && facts.mtimeMs === mtimeMs ? facts : undefined;
    },
    save: (facts) => {
      if (!use || !code) return;
      writeFileSync(`${file}.tmp`, JSON.stringify({ code, pages: Object.fromEntries(facts) }));
      renameSync(`${file}.tmp`, file);
    },
  };
}
