// The built HTML of a route as a DOM (jsdom, scripts not run), so site tests find things the way a
// visitor or a screen reader does (element, role, accessible name, text, data-* hook) and not by
// hashed CSS-module class names or the order attributes happen to be written in.
import { JSDOM, VirtualConsole } from "jsdom";
import { builtHtml } from "./site-files";

// jsdom reports APIs it lacks (getComputedStyle of a pseudo-element, used when a name is computed);
// that says nothing about the page.
const quiet = new VirtualConsole();

// The <style> sheets are emptied before parsing: jsdom applies CSS only roughly (no media queries, no
// layout) and slowly (role queries would take seconds a page). So these tests see the markup:
// `hidden` and `aria-hidden` hide things, CSS does not; what CSS hides is checked in a real browser
// (__tests__/browser). Tests about the CSS itself read builtHtml().
const withoutStylesheets = (html: string) => html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, "$1$2");

const parsed = new Map<string, Document>();

/** The parsed document of a built route ("/", "/about-us", "404.html"), parsed once per test file. */
export function parse(route: string): Document {
  let document = parsed.get(route);
  if (!document) {
    document = new JSDOM(withoutStylesheets(builtHtml(route)), { virtualConsole: quiet }).window.document;
    parsed.set(route, document);
  }
  return document;
}

/** The page's one <main>; fails when there is none or more than one. */
export function mainOf(document: Document): HTMLElement {
  const mains = document.querySelectorAll<HTMLElement>("main");
  if (mains.length !== 1) throw new Error(`expected one <main>, found ${mains.length}`);
  return mains[0];
}
