// No broken links: linkinator (scripts/check-links.mjs, an ES module, so in its own process) crawls
// the built site; external links are not fetched (no internet in tests) but must open safely.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtPages } from "../support/built-pages";
import { publicDir } from "../support/site-files";
import { parse } from "../support/built-dom";
import { opensSafelyInNewTab } from "../support/new-tab";

function brokenLinks(dir: string): { checked: number; broken: string[] } {
  const run = spawnSync(process.execPath, [join(__dirname, "..", "..", "scripts", "check-links.mjs"), dir], {
    encoding: "utf8",
  });
  if (!run.stdout) throw new Error(`check-links.mjs failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

test("every internal link, image and asset of the built site resolves", () => {
  const { checked, broken } = brokenLinks(publicDir);
  expect(broken).toEqual([]);
  expect(checked).toBeGreaterThan(300);
}, 120000);

test("the crawl does report a broken link", () => {
  const dir = mkdtempSync(join(tmpdir(), "links-"));
  try {
    writeFileSync(
      join(dir, "index.html"),
      '<!DOCTYPE html><a href="/missing-page">x</a><img src="/missing.png" alt="">',
    );
    expect(brokenLinks(dir).broken).toHaveLength(2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("links to other sites open in a new tab without handing over the opener", () => {
  const links = builtPages().flatMap(({ route }) =>
    [...parse(route).querySelectorAll("a[href], area[href]")].map((link) => ({ route, link })),
  );
  expect(links.length).toBeGreaterThan(300);
  const external = links.filter(({ link }) => {
    const href = link.getAttribute("href") ?? "";
    return (
      (/^(https?:)?\/\//i.test(href) && !/^(https?:)?\/\/nusakode\.id(\/|$)/i.test(href)) || link.hasAttribute("target")
    );
  });
  // the footer's social links at least, so the check cannot pass by finding nothing
  expect(external.length).toBeGreaterThanOrEqual(4);
  const unsafe = external
    .filter(({ link }) => !opensSafelyInNewTab(link))
    .map(({ route, link }) => `${route}: ${link.outerHTML.slice(0, 200)}`);
  expect(unsafe).toEqual([]);
});
