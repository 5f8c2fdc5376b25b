import { filesAfterPaint, firstLoadScripts, withFilesAfterPaint } from "../../src/lib/after-paint";

const built =
  '<html><head><style data-critical-css="/styles.abc.css">h1{}</style></head><body><h1>Hi</h1>' +
  '<script id="gatsby-script-loader">window.pagePath="/";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>' +
  '<link rel="stylesheet" href="/styles.abc.css"/></body></html>';

test("Gatsby's scripts and the end-of-body stylesheet move into the loader; <noscript> keeps the stylesheet", () => {
  const html = withFilesAfterPaint(built);
  expect(filesAfterPaint(html)).toEqual({
    styles: ["/styles.abc.css"],
    scripts: ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"],
    preload: [],
  });
  expect(html).not.toMatch(/<script src=/);
  expect(html).toContain('<script id="gatsby-script-loader">window.pagePath="/";</script>');
  // first in the body, so it starts the files at the first paint, not once the whole page has arrived
  expect(html).toMatch(/<body><script data-styles='\["\/styles.abc.css"\]' data-scripts='[^']+'>[^<]+<\/script><h1>/);
  expect(html).toMatch(/<noscript><link rel="stylesheet" href="\/styles.abc.css"\/><\/noscript><\/body>/);
});

test("a page done already, or without Gatsby's scripts, is left as it is", () => {
  const once = withFilesAfterPaint(built);
  expect(withFilesAfterPaint(once)).toBe(once);
  expect(withFilesAfterPaint("<html><body><p>x</p></body></html>")).toBe("<html><body><p>x</p></body></html>");
});

test("scripts stitched again into a page an earlier build finished (Gatsby's incremental slices) get one loader, with the page's stylesheet", () => {
  const earlier = withFilesAfterPaint(built);
  const restitched = earlier.replace(
    '<script id="gatsby-script-loader">',
    '<script src="/app-4.js" async></script><script id="gatsby-script-loader">',
  );
  const html = withFilesAfterPaint(restitched);
  expect(html.match(/<script data-styles=/g)).toHaveLength(1);
  expect(html.match(/<noscript>/g)).toHaveLength(1);
  expect(filesAfterPaint(html)).toEqual({ styles: ["/styles.abc.css"], scripts: ["/app-4.js"], preload: [] });
});

test("first-load JavaScript: the page's <script src>, what its loader starts and its component's chunks, each once, without CSS", () => {
  const html = withFilesAfterPaint(built).replace(
    "</body>",
    '<script type="module" src="/extra-5.js"></script></body>',
  );
  expect(firstLoadScripts(html, ["app-3.js", "component---page-6.js", "component---page-6.css"])).toEqual([
    "extra-5.js",
    "webpack-runtime-1.js",
    "framework-2.js",
    "app-3.js",
    "component---page-6.js",
  ]);
});

/**
 * Runs the loader of `html` in this test's document (loaded already); `started()` lists the files it has added so far.
 */
function runLoader(html: string) {
  document.body.innerHTML = "";
  const [, attributes, code] = /<script( data-styles=[^>]*)>([^<]*)<\/script>/.exec(html) ?? [];
  const loader = document.createElement("script");
  for (const [, name, value] of attributes.matchAll(/ ([a-z-]+)='([^']*)'/g)) loader.setAttribute(name, value);
  loader.textContent = code;
  document.body.append(loader);
  return () =>
    [...document.body.querySelectorAll("script[src], link[rel=stylesheet]")].map(
      (e) => e.getAttribute("src") ?? e.getAttribute("href"),
    );
}
// Each test's loader lets go after it, as React's hydration makes it (its listeners are on window).
const replay = () => (window as Window & { __replayHeldActions?: () => void }).__replayHeldActions?.();
afterEach(replay);
const afterFrames = () =>
  new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve)))),
  );
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

test("the page's chunks and data are preloaded with the scripts, JSON as Gatsby's requests fetch it", async () => {
  runLoader(withFilesAfterPaint(built, ["/component---index-5.js", "/page-data/index/page-data.json"]));
  await afterFrames();
  const preloads = [...document.querySelectorAll<HTMLLinkElement>("link[rel=preload]")].map((link) => [
    link.getAttribute("href"),
    link.getAttribute("as"),
    link.getAttribute("crossorigin"),
  ]);
  expect(preloads).toEqual([
    ["/component---index-5.js", "script", null],
    ["/page-data/index/page-data.json", "fetch", "anonymous"],
  ]);
});

test("the files wait for the first screen's images to arrive, not for lazy ones", async () => {
  const html = withFilesAfterPaint(built).replace(
    "<h1>Hi</h1>",
    '<img src="/hero.webp" alt=""><img loading="lazy" src="/later.webp" alt="">',
  );
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1].replace(/<script[\s\S]*?<\/script>/, "");
  const [hero, later] = document.querySelectorAll("img");
  for (const img of [hero, later]) Object.defineProperty(img, "complete", { value: false });
  const started = (() => {
    const [, attributes, code] = /<script( data-styles=[^>]*)>([^<]*)<\/script>/.exec(html)!;
    const loader = document.createElement("script");
    for (const [, name, value] of attributes.matchAll(/ ([a-z-]+)='([^']*)'/g)) loader.setAttribute(name, value);
    loader.textContent = code;
    document.body.append(loader);
    return () => document.body.querySelectorAll("script[src]").length;
  })();
  await afterFrames();
  expect(started()).toBe(0);
  hero.dispatchEvent(new Event("load"));
  expect(started()).toBe(3);
});

test("a key pressed before that starts the files at once", () => {
  const started = runLoader(withFilesAfterPaint(built));
  window.dispatchEvent(new KeyboardEvent("keydown"));
  expect(started()).toEqual(ALL);
});

describe("before the page is interactive, the loader holds what the visitor does and replays it once", () => {
  test("a click on a control does nothing until the replay, then takes effect once; a link click is left alone", () => {
    runLoader(withFilesAfterPaint(built));
    document.body.insertAdjacentHTML(
      "beforeend",
      '<button type="button" id="menu"><span>Menu</span></button><a href="#top" id="link">Top</a>',
    );
    const clicks: string[] = [];
    document.getElementById("menu")!.addEventListener("click", () => clicks.push("menu"));
    const linkClick = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("link")!.dispatchEvent(linkClick);
    expect(linkClick.defaultPrevented).toBe(false);
    document.querySelector("#menu span")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(clicks).toEqual([]);
    replay();
    expect(clicks).toEqual(["menu"]);
    document.getElementById("menu")!.click(); // React's from now on
    expect(clicks).toEqual(["menu", "menu"]);
  });

  test("a form is never submitted natively: held once and shown busy, submitted once at the replay", () => {
    runLoader(withFilesAfterPaint(built));
    document.body.insertAdjacentHTML(
      "beforeend",
      '<form id="contact"><input name="user_name" value="Ayu"><button type="submit">Send message</button></form>',
    );
    const form = document.getElementById("contact") as HTMLFormElement;
    const submits: string[] = [];
    form.addEventListener("submit", (event) => {
      event.preventDefault(); // (jsdom does not navigate; what matters is who got the event)
      submits.push(new FormData(form).get("user_name") as string);
    });
    const button = form.querySelector("button")!;
    const first = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    const enter = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(submits).toEqual([]);
    expect([form.getAttribute("aria-busy"), form.hasAttribute("data-held")]).toEqual(["true", true]);
    replay();
    expect(submits).toEqual(["Ayu"]);
    expect([form.getAttribute("aria-busy"), form.hasAttribute("data-held")]).toEqual([null, false]);
  });

  test("taps repeated on a control that did not answer yet count once; the button that sent a form is kept", () => {
    runLoader(withFilesAfterPaint(built));
    document.body.insertAdjacentHTML(
      "beforeend",
      '<button type="button" id="menu">Menu</button><form id="f"><button name="plan" value="a">A</button><button name="plan" value="b" id="b">B</button></form>',
    );
    const clicks: string[] = [];
    document.getElementById("menu")!.addEventListener("click", () => clicks.push("menu"));
    const submitters: Array<string | undefined> = [];
    document.getElementById("f")!.addEventListener("submit", (event) => {
      event.preventDefault();
      submitters.push((event.submitter as HTMLButtonElement | null)?.value);
    });
    for (const id of ["menu", "menu", "b", "b"])
      document.getElementById(id)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(document.getElementById("menu")!.hasAttribute("data-held")).toBe(true);
    replay();
    expect([clicks, submitters]).toEqual([["menu"], ["b"]]);
    expect(document.querySelectorAll("[data-held]")).toHaveLength(0);
  });

  test("when a script fails to load, controls are plain HTML again and a form still never submits natively", () => {
    runLoader(withFilesAfterPaint(built));
    document.body.insertAdjacentHTML(
      "beforeend",
      '<input type="checkbox" id="remember"><form id="f"><button id="send">Send</button></form>',
    );
    const box = document.getElementById("remember") as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(false); // held
    document.querySelector('script[src="/app-3.js"]')!.dispatchEvent(new Event("error"));
    expect(box.hasAttribute("data-held")).toBe(false);
    box.click();
    expect(box.checked).toBe(true);
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    document.getElementById("f")!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(document.getElementById("f")!.hasAttribute("aria-busy")).toBe(false);
  });

  test("a held tap starts the files at once", () => {
    const started = runLoader(withFilesAfterPaint(built));
    document.body.insertAdjacentHTML("beforeend", '<button role="tab" id="tab">Support</button>');
    document.getElementById("tab")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(started()).toEqual(ALL);
  });

  test('the loader has no "<" (the tests and the build find its end by it)', () => {
    const code = /<script data-styles=[^>]*>([\s\S]*?)<\/script>/.exec(withFilesAfterPaint(built))![1];
    expect(code).not.toContain("<");
  });
});
