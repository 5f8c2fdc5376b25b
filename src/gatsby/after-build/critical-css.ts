import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
// Gatsby inlines the whole site's stylesheet (every page's CSS Modules) into every page. After the
// build each page keeps inline only the rules that match its own HTML (beasties reads the built
// stylesheet and prunes it against the page), and links the whole stylesheet at the end of <body>
// (src/lib/after-paint.ts then starts it after the first paint): it is not render-blocking, it is
// in the browser's cache for the next page, and it styles
// what the page draws later (menus opened, states set by scripts) and client-side navigation. The
// page is fully styled at its first paint, so there is no flash of unstyled content. Gatsby
// rewrites only the pages whose HTML changed, so a page this already did keeps its HTML (no
// gatsby-global-css <style> left): a change here needs `gatsby clean` before the build.
//
// Pages that share a template mostly share their markup's shape, and so their critical CSS: beasties
// runs once per shape (below), not once per page (23 ms a page: 125 s of a clean build at 5,400 pages).
const GATSBY_STYLE =
  /<style data-href="(\/styles\.[0-9a-f]+\.css)" data-identity="gatsby-global-css">[\s\S]*?<\/style>/;

// The attributes whose values a selector can see: `.class`, `#id`, `:lang()`, `:dir()`, the states that
// depend on an input's type, and any the stylesheet names in `[...]` (per stylesheet, `selectedIn`).
const ALWAYS_SELECTED = ["class", "id", "lang", "dir", "type"];
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/**
 * What a selector can see of the page: its elements, their order and nesting, their attributes' names
 * and the values of the `selected` ones, each text replaced by one mark (a text or none is all
 * `:empty` tells). Two pages of one shape get the same critical CSS.
 */
function shapeOf(html: string, selected: Set<string>) {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/>[^<]+</g, ">T<")
    .replace(/<([a-zA-Z][^\s/>]*)([^>]*)>/g, (_tag, name: string, attributes: string) => {
      const kept = [...attributes.matchAll(ATTRIBUTE)].map(([, key, ...values]) =>
        selected.has(key.toLowerCase()) ? `${key}=${values.find((v) => v !== undefined) ?? ""}` : key,
      );
      return `<${name} ${kept.join(" ")}>`;
    });
}

/** Critical CSS by stylesheet and page shape, for one build's pages. */
const byShape = new Map<string, string>();
/** How many shapes this build's pages had, each one run of beasties. */
export const criticalCssShapes = () => byShape.size;
/** Per stylesheet: the attributes whose values its selectors can see. */
const selected = new Map<string, Set<string>>();
function selectedIn(publicDir: string, href: string) {
  if (!selected.has(href)) {
    const stylesheet = readFileSync(path.join(publicDir, href), "utf8");
    const named = [...stylesheet.matchAll(/\[\s*([a-zA-Z_][-\w:.]*)/g)].map((match) => match[1].toLowerCase());
    selected.set(href, new Set([...ALWAYS_SELECTED, ...named]));
  }
  return selected.get(href)!;
}

/**
 * The page's HTML with the critical part of the site's stylesheet inline and the rest linked; unchanged when Gatsby
 * inlined no stylesheet.
 */
export async function withCriticalCss(html: string, publicDir: string): Promise<string> {
  const inlined = GATSBY_STYLE.exec(html);
  const body = /<body[^>]*>[\s\S]*<\/body>/.exec(html);
  if (!inlined || !body) return html;
  const href = inlined[1];
  const lang = /<html[^>]*>/.exec(html)?.[0] ?? "<html>";
  // Only the stylesheet's rules are taken from beasties' answer: the page itself is not re-serialized.
  const probe = `<!DOCTYPE html>${lang}<head><link rel="stylesheet" href="${href}"></head>${body[0]}</html>`;
  const shape = createHash("sha256")
    .update(href)
    .update(shapeOf(probe, selectedIn(publicDir, href)))
    .digest("hex");
  const critical = byShape.get(shape) ?? (await criticalCss(probe, publicDir, href));
  byShape.set(shape, critical);
  return html
    .replace(GATSBY_STYLE, () => `<style data-critical-css="${href}">${critical}</style>`)
    .replace(/<\/body>/, () => `<link rel="stylesheet" href="${href}"/></body>`);
}

/** The rules of the stylesheet at `href` that match the page `probe` (beasties). */
async function criticalCss(probe: string, publicDir: string, href: string) {
  // Imported when used: beasties needs ESM-only packages (css-select), which jest's CommonJS cannot load.
  // Its CommonJS build exports the class itself, its ES build as default: take either.
  const beastiesModule: { default?: typeof import("beasties").default } = await import("beasties");
  const Beasties = beastiesModule.default ?? (beastiesModule as unknown as typeof import("beasties").default);
  const beasties = new Beasties({
    path: publicDir,
    publicPath: "/",
    preload: "body",
    reduceInlineStyles: false,
    pruneSource: false,
    logLevel: "error",
  });
  const critical = /<head>\s*<style>([\s\S]*?)<\/style>/.exec(await beasties.process(probe));
  if (!critical) throw new Error(`beasties returned no critical CSS for a page linking ${href}`);
  return critical[1];
}
