// Debian's Chromium driven by playwright-core; the flags keep it from stalling on the closed network.
import { chromium, type Browser, type Page } from "playwright-core";

const TILE_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/** Which server the browser project tests: "gatsby" (gatsby serve) or "nginx" (deploy/site.conf), from jest's globals. */
export const SERVER = ((globalThis as Record<string, unknown>).__SERVER__ as string | undefined) ?? "gatsby";

export const siteUrl = (path: string) => `${process.env[SERVER === "nginx" ? "SITE_URL_NGINX" : "SITE_URL_GATSBY"]}${path}`;

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      ...extraArgs,
    ],
  });
}

/**
 * A page that records console errors and uncaught exceptions, to assert a clean console. Map tiles
 * are answered locally: tests never depend on the tile server.
 */
export async function openPage(browser: Browser, width: number, height = 800): Promise<{ page: Page; errors: string[] }> {
  // One context per page (axe needs a page of its own context); closing the page closes it.
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.once("close", () => void context.close());
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ contentType: "image/png", body: TILE_PNG }));
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}
