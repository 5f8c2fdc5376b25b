// Proves a code refactor left the built site the same, page by page: compares two public/ folders for
// what a visitor and a crawler get (pages, visible text, images, head tags, lang, links, forms, ARIA, and the redirects
// of old addresses).
// What changes with the code alone is ignored: script and stylesheet names (they carry chunk hashes),
// inline <style>, class names (CSS module hashes), style attributes and Gatsby's data-* attributes.
// Image URLs keep their hashes: /static/<hash>/<hash>/name.ext depends only on the image and its resize.
// Usage: node scripts/compare-builds.mjs BEFORE_PUBLIC_DIR AFTER_PUBLIC_DIR   (exit 0 same, 1 differ, 2 usage)
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { JSDOM } from "jsdom";

const dirs = process.argv.slice(2);
if (dirs.length !== 2 || !dirs.every((dir) => existsSync(dir) && statSync(dir).isDirectory())) {
  console.error("Usage: node scripts/compare-builds.mjs BEFORE_PUBLIC_DIR AFTER_PUBLIC_DIR");
  process.exit(2);
}

// Pages are the index.html and 404.html files; the top-level static/ and page-data/ hold assets and JSON.
const pages = (root, dir = root) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return dir === root && ["static", "page-data"].includes(entry.name) ? [] : pages(root, join(dir, entry.name));
    return ["index.html", "404.html"].includes(entry.name) ? [relative(root, join(dir, entry.name))] : [];
  });

// Visible text as a browser lays it out: inline elements run together, other elements break words.
const HIDDEN = new Set(["script", "style", "noscript", "template"]);
const INLINE = new Set(
  "a abbr b bdi bdo cite code data dfn em i kbd label mark q s samp small span strong sub sup time u var".split(" "),
);
const text = (node) => {
  if (node.nodeType === 3) return node.data;
  if (node.nodeType !== 1 || HIDDEN.has(node.localName)) return "";
  const inner = [...node.childNodes].map(text).join("");
  return INLINE.has(node.localName) ? inner : ` ${inner} `;
};
const squash = (s) => (s ?? "").replace(/\s+/g, " ").trim();

const attrs = (el, names) =>
  Object.fromEntries(names.filter((n) => el.hasAttribute(n)).map((n) => [n, el.getAttribute(n)]));
const json = (value) => JSON.stringify(value);
// JSON-LD is compared as data: key order and formatting don't matter to a crawler.
const sortKeys = (v) =>
  Array.isArray(v)
    ? v.map(sortKeys)
    : v && typeof v === "object"
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sortKeys(v[k])]),
        )
      : v;
const jsonLd = (source) => {
  try {
    return json(sortKeys(JSON.parse(source)));
  } catch {
    return `unparsable: ${squash(source)}`;
  }
};
// Links whose href names a webpack chunk or stylesheet, so it changes with the code.
const CODE_RELS = ["preload", "modulepreload", "prefetch", "stylesheet"];

/** Each aspect of one page as a list of strings, so two builds compare item by item. */
function describe(file) {
  const { window } = new JSDOM(readFileSync(file, "utf8"));
  const { document } = window;
  const all = (selector) => [...document.querySelectorAll(selector)];
  // aria-labelledby points at ids React may generate (useId), so compare the label text it resolves to.
  const labelledBy = (el) =>
    el
      .getAttribute("aria-labelledby")
      ?.split(/\s+/)
      .filter(Boolean)
      .map((id) => (document.getElementById(id) ? squash(text(document.getElementById(id))) : `(no #${id})`));
  const page = {
    // the page's language, then every element in the body marked with a language of its own (what a screen reader
    // pronounces otherwise)
    lang: [
      document.documentElement.getAttribute("lang") ?? "(none)",
      ...all("body [lang]").map((el) => `${el.localName} ${el.getAttribute("lang")} ${squash(text(el))}`),
    ],
    text: squash(text(document.body)).split(" "),
    images: all("img, picture > source").map((el) =>
      json({
        tag: el.localName,
        ...attrs(el, [
          "src",
          "srcset",
          "alt",
          "width",
          "height",
          "loading",
          "fetchpriority",
          "decoding",
          "sizes",
          "type",
          "media",
        ]),
      }),
    ),
    // Head tags in sorted order: their order means nothing to browsers or crawlers.
    head: [
      ...all("head title").map((el) => `title ${squash(el.textContent)}`),
      ...all("meta").map(
        (el) => `meta ${json(attrs(el, ["charset", "name", "property", "http-equiv", "itemprop", "content"]))}`,
      ),
      ...all("link[href]")
        .filter((el) => !el.rel.split(/\s+/).some((rel) => CODE_RELS.includes(rel.toLowerCase())))
        .map((el) => `link ${json(attrs(el, ["rel", "href", "hreflang", "sizes", "type", "media"]))}`),
      ...all('script[type="application/ld+json"]').map((el) => `ld+json ${jsonLd(el.textContent)}`),
    ].sort(),
    links: all("a[href]").map((el) => el.getAttribute("href")),
    forms: all("form").map((el) => json(attrs(el, ["action", "method"]))),
    aria: all("[role], [aria-label], [aria-labelledby]").map((el) =>
      json({
        tag: el.localName,
        ...attrs(el, ["role", "aria-label"]),
        ...(el.hasAttribute("aria-labelledby") && { labelledby: labelledBy(el) }),
      }),
    ),
  };
  window.close();
  return page;
}

/** Shows two differing values from a little before where they first differ, ~200 characters each. */
function clip(before, after) {
  let at = 0;
  while (at < before.length && before[at] === after[at]) at++;
  const start = Math.max(0, at - 60);
  const cut = (s) => `${start ? "…" : ""}${s.slice(start, start + 200)}${s.length > start + 200 ? "…" : ""}`;
  return [cut(before), cut(after)];
}

/** The first few differences of one aspect: [label, before, after]. */
function differences(aspect, before, after) {
  const found = [];
  for (let i = 0; i < Math.max(before.length, after.length) && found.length < 3; i++) {
    if (before[i] === after[i]) continue;
    if (aspect === "text") {
      // One changed word shifts all that follow; show the first change in its sentence and stop.
      const around = (words) => words.slice(Math.max(0, i - 8), i + 12).join(" ");
      found.push([`text (word ${i})`, around(before), around(after)]);
      break;
    }
    found.push([`${aspect}[${i}]`, before[i] ?? "(none)", after[i] ?? "(none)"]);
  }
  if (before.length !== after.length) found.push([`${aspect} count`, String(before.length), String(after.length)]);
  return found;
}

const [beforeDir, afterDir] = dirs;
const [beforePages, afterPages] = dirs.map((dir) => new Set(pages(dir)));
const both = [...beforePages].filter((page) => afterPages.has(page)).sort();
const onlyBefore = [...beforePages].filter((page) => !afterPages.has(page)).sort();
const onlyAfter = [...afterPages].filter((page) => !beforePages.has(page)).sort();

let differ = 0;
for (const page of both) {
  const [before, after] = [describe(join(beforeDir, page)), describe(join(afterDir, page))];
  const found = Object.keys(before).flatMap((aspect) => differences(aspect, before[aspect], after[aspect]));
  if (found.length === 0) continue;
  differ++;
  console.log(`\nDIFFERS ${page}`);
  for (const [label, a, b] of found) {
    const [shownBefore, shownAfter] = clip(a, b);
    console.log(`  ${label}\n    before: ${shownBefore}\n    after:  ${shownAfter}`);
  }
}
for (const page of onlyBefore) console.log(`ONLY IN BEFORE ${page}`);
for (const page of onlyAfter) console.log(`ONLY IN AFTER ${page}`);

// The old addresses nginx redirects (public/.nginx/redirects.conf) are part of what visitors get too.
const redirectsOf = (dir) =>
  existsSync(join(dir, ".nginx", "redirects.conf"))
    ? readFileSync(join(dir, ".nginx", "redirects.conf"), "utf8")
    : "(none)";
const redirectsDiffer = redirectsOf(beforeDir) !== redirectsOf(afterDir);
if (redirectsDiffer)
  console.log(
    `\nDIFFERS .nginx/redirects.conf\n    before: ${redirectsOf(beforeDir)}\n    after:  ${redirectsOf(afterDir)}`,
  );
const extra = [
  onlyBefore.length && `${onlyBefore.length} only in before`,
  onlyAfter.length && `${onlyAfter.length} only in after`,
  redirectsDiffer && "the redirects differ",
].filter(Boolean);
console.log(
  `\n${both.length} pages compared, ${both.length - differ} identical, ${differ} differ${extra.length ? `; ${extra.join(", ")}` : ""}`,
);
process.exitCode = differ || onlyBefore.length || onlyAfter.length || redirectsDiffer ? 1 : 0;
