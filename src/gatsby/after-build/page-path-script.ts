// Gatsby's one inline script that differs per page, `window.pagePath="/about-us"`, made the same on
// every page: the path moves into the script's data-page-path attribute, which the script reads. Each
// different inline script is a hash in the Content-Security-Policy that nginx sends with every response,
// so per-page scripts made that header grow with the site (about 55 bytes a page: 57 kB at 400 pages).
import { DEFAULT_LOCALE, LOCALES, localePath } from "../../rules/locales";

const LOADER =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;

/** The script's text on every page (its hash is the policy's one entry for it). */
export const PAGE_PATH_SCRIPT = "window.pagePath=document.currentScript.dataset.pagePath;";

/**
 * The path Gatsby's app is told the page has: its own, but the other languages' not-found pages say
 * /404.html, which nginx serves for unknown addresses under their prefix. Gatsby's app then keeps the
 * visitor's address and shows /404.html's page, in the address's language (src/gatsby/localized-pages.ts).
 */
const appPagePath = (path: string) =>
  LOCALES.some((locale) => locale !== DEFAULT_LOCALE && path === localePath(locale, "/404.html")) ? "/404.html" : path;

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** `html` with its page-path script made page-independent; unchanged when it has none. */
export function withSharedPagePathScript(html: string): string {
  return html.replace(
    LOADER,
    (_script, literal: string) =>
      `<script id="gatsby-script-loader" data-page-path="${attribute(appPagePath(JSON.parse(literal) as string))}">${PAGE_PATH_SCRIPT}</script>`,
  );
}

/** The page's path as its HTML names it for Gatsby, before or after withSharedPagePathScript. */
export function pagePathOf(html: string): string | undefined {
  const literal = LOADER.exec(html)?.[1];
  if (literal) return JSON.parse(literal) as string;
  const shared = /<script id="gatsby-script-loader" data-page-path="([^"]*)">/.exec(html)?.[1];
  return shared
    ?.replace(/&lt;/g, "<")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}
