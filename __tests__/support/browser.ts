// Debian's Chromium driven by playwright-core; the flags keep it from stalling on the closed network.
import { chromium, type Browser, type Page } from "playwright-core";

export const siteUrl = (path: string) => `${process.env.SITE_URL}${path}`;

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

/** A page that records console errors and uncaught exceptions, to assert a clean console. */
export async function openPage(browser: Browser, width: number, height = 800): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}
