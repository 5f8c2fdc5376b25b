// Every page's inline page-path script is the same text (one CSP hash for all pages), and the page's
// path still reaches Gatsby (window.pagePath) and the build's later steps (pagePathOf).
import { PAGE_PATH_SCRIPT, pagePathOf, withSharedPagePathScript } from "../../src/gatsby/after-build/page-path-script";

const page = (path: string) =>
  `<head></head><body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(path)};/*]]>*/</script></body>`;

test("two pages' scripts become one text, each page's path in its attribute", () => {
  const [about, strange] = [withSharedPagePathScript(page("/about-us")), withSharedPagePathScript(page('/id/a"b&<c'))];
  const scriptOf = (html: string) => /<script id="gatsby-script-loader"[^>]*>(.*?)<\/script>/.exec(html)?.[1];
  expect(scriptOf(about)).toBe(PAGE_PATH_SCRIPT);
  expect(scriptOf(strange)).toBe(PAGE_PATH_SCRIPT);
  expect([pagePathOf(about), pagePathOf(strange), pagePathOf(page("/faq"))]).toEqual([
    "/about-us",
    '/id/a"b&<c',
    "/faq",
  ]);
  expect(withSharedPagePathScript(about)).toBe(about); // the next build's pass leaves it
});

test("another language's not-found page tells Gatsby it is /404.html, so the app keeps the visitor's address", () => {
  expect([
    pagePathOf(withSharedPagePathScript(page("/id/404.html"))),
    pagePathOf(withSharedPagePathScript(page("/id/404"))),
    pagePathOf(withSharedPagePathScript(page("/404.html"))),
  ]).toEqual(["/404.html", "/id/404", "/404.html"]);
});

test("the script gives Gatsby the page's path", () => {
  document.body.innerHTML = "";
  const script = document.createElement("script");
  script.dataset.pagePath = "/id/ourworks/";
  Object.defineProperty(document, "currentScript", { value: script, configurable: true });
  new Function(PAGE_PATH_SCRIPT)();
  expect((window as unknown as { pagePath: string }).pagePath).toBe("/id/ourworks/");
});
