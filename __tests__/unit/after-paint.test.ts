import { filesAfterPaint, withFilesAfterPaint } from "../../src/lib/after-paint";

const built =
  '<html><head><style data-critical-css="/styles.abc.css">h1{}</style></head><body><h1>Hi</h1>' +
  '<script id="gatsby-script-loader">window.pagePath="/";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>' +
  '<link rel="stylesheet" href="/styles.abc.css"/></body></html>';

test("Gatsby's scripts and the end-of-body stylesheet move into the loader; <noscript> keeps the stylesheet", () => {
  const html = withFilesAfterPaint(built);
  expect(filesAfterPaint(html)).toEqual({ styles: ["/styles.abc.css"], scripts: ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"] });
  expect(html).not.toMatch(/<script src=/);
  expect(html).toContain('<script id="gatsby-script-loader">window.pagePath="/";</script>');
  expect(html).toMatch(/<noscript><link rel="stylesheet" href="\/styles.abc.css"\/><\/noscript><script data-styles='\["\/styles.abc.css"\]' data-scripts='[^']+'>[^<]+<\/script><\/body>/);
});

test("a page done already, or without Gatsby's scripts, is left as it is", () => {
  const once = withFilesAfterPaint(built);
  expect(withFilesAfterPaint(once)).toBe(once);
  expect(withFilesAfterPaint("<html><body><p>x</p></body></html>")).toBe("<html><body><p>x</p></body></html>");
});

/** Runs the loader of `html` in this test's document (loaded already); `started()` lists the files it has added so far. */
function runLoader(html: string) {
  document.body.innerHTML = "";
  const [, attributes, code] = /<script( data-styles=[^>]*)>([^<]*)<\/script>/.exec(html) ?? [];
  const loader = document.createElement("script");
  for (const [, name, value] of attributes.matchAll(/ ([a-z-]+)='([^']*)'/g)) loader.setAttribute(name, value);
  loader.textContent = code;
  document.body.append(loader);
  return () => [...document.body.querySelectorAll("script[src], link[rel=stylesheet]")].map((e) => e.getAttribute("src") ?? e.getAttribute("href"));
}
const afterFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve)))));
const ALL = ["/styles.abc.css", "/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];

test("on a loaded page the loader waits two frames, then starts the stylesheet and the scripts, once", async () => {
  const started = runLoader(withFilesAfterPaint(built));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(started()).toEqual([]);
  await afterFrames();
  expect(started()).toEqual(ALL);
  window.dispatchEvent(new KeyboardEvent("keydown"));
  expect(started()).toEqual(ALL);
});

test("a key pressed before that starts the files at once", () => {
  const started = runLoader(withFilesAfterPaint(built));
  window.dispatchEvent(new KeyboardEvent("keydown"));
  expect(started()).toEqual(ALL);
});
