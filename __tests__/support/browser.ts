// The one way browser tests get a page: Debian's Chromium driven by playwright-core, one browser per
// test file, checked before every page it hands out. A browser that went away (a crash, a kill) is
// replaced and the reason is printed, so no test ever gets a dead browser and no test is retried.
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

const TILE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** A host name that is not local (so the contact form asks reCAPTCHA) but resolves to loopback. */
export const NON_LOCAL_HOST = "agency.test";

/** The site under test: public/ served by nginx with deploy/site.conf (nginx-global-setup.ts), as deployed. */
export const siteUrl = (path: string) => `${process.env.SITE_URL_NGINX}${path}`;

/** The same page, reached under NON_LOCAL_HOST instead of 127.0.0.1. */
export const nonLocalUrl = (path: string) => siteUrl(path).replace("127.0.0.1", NON_LOCAL_HOST);

/** What a context keeps for a site (its cookies and local storage), to start another context with. */
export type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

let browser: Browser | undefined;
let browserLog: string[] = [];
const contexts = new Set<BrowserContext>();

// Without the background-networking flags Chromium stalls on this machine's closed network.
const ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--host-resolver-rules=MAP ${NON_LOCAL_HOST} 127.0.0.1`,
];

async function liveBrowser(): Promise<Browser> {
  if (browser?.isConnected()) return browser;
  if (browser) {
    // Printed, not hidden: a lost browser is worth knowing about even when the tests pass.
    process.stderr.write(
      `[browser] Chromium went away between tests; launching a new one. Its last log lines:\n  ${browserLog.slice(-8).join("\n  ")}\n`,
    );
  }
  const log: string[] = [];
  browserLog = log;
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ARGS,
    logger: {
      isEnabled: (name) => name === "browser",
      log: (_name, _severity, message) => void log.push(String(message)),
    },
  });
  return browser;
}

/**
 * A new page in a context of its own (axe needs that; a test never sees another test's cookies),
 * recording console errors and uncaught exceptions to assert a clean console. Map tiles are answered
 * locally: tests never depend on the tile server. Contexts are closed after each test (browser-setup.ts).
 * With `storageState`, the context starts with those cookies and local storage (a signed-in admin).
 */
export async function openPage(
  width: number,
  height = 800,
  storageState?: StorageState,
): Promise<{ page: Page; errors: string[] }> {
  const context = await (await liveBrowser()).newContext({ viewport: { width, height }, storageState });
  contexts.add(context);
  context.once("close", () => contexts.delete(context));
  const page = await context.newPage();
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ contentType: "image/png", body: TILE_PNG }));
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}

/**
 * Loads `url` and waits until React has hydrated the page's <main> (its handlers are attached) and
 * every stylesheet has arrived (the whole one is started with the scripts, src/lib/after-paint.ts):
 * the state that matters to a click, instead of a fixed sleep.
 */
export async function loadHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}

/** (In the page) whether React has hydrated <main>: its props are attached. */
function mainHydrated() {
  const main = document.querySelector("main");
  return !!main && Object.keys(main).some((key) => key.startsWith("__reactProps$"));
}

/** Whether React has hydrated the page already, without waiting. */
export const hydratedNow = (page: Page) => page.evaluate(mainHydrated);

/** Waits until the page loaded already is hydrated and has every stylesheet, as loadHydrated does. */
export async function hydrated(page: Page) {
  await page.waitForFunction(mainHydrated);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
  );
}

/**
 * Waits until every finite CSS animation and transition has finished (the preloader's fade, a panel
 * sliding in); endless ones (spinners, the marquee) do not count.
 */
export async function waitForSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** The console line Chromium writes for a response with an error status, as `openPage` records it. */
export const failedResource = (status: string, url: string) =>
  `Failed to load resource: the server responded with a status of ${status} ${url}`;

/**
 * What Chromium reports when a visitor opens an unknown address: the 404 document, then Gatsby's
 * loader asking for the page's data and for the document once more (both 404 too).
 */
export function notFoundReports(path: string): string[] {
  const page = path.replace(/\/$/, "");
  return [
    failedResource("404 (Not Found)", siteUrl(path)),
    failedResource("404 (Not Found)", siteUrl(`/page-data${page}/page-data.json`)),
    failedResource("404 (Not Found)", siteUrl(page)),
  ];
}

export async function closeContexts() {
  await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
}

export async function closeBrowser() {
  await closeContexts();
  await browser?.close();
  browser = undefined;
}
