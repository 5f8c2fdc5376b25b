// Debian's Chromium driven by playwright-core; the flags keep it from stalling on the closed network.
import { chromium, type Browser, type Page } from "playwright-core";

export const siteUrl = (path: string) => `${process.env.SITE_URL}${path}`;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
    ],
  });
}

// Routes the navigation already links to whose pages arrive with later issues (showcase, contact,
// blog): Gatsby prefetches their page data and gets a 404. Remove each one as its page lands.
const PENDING_ROUTES = ["/contact-us"];
const pendingPageData = new RegExp(`/page-data(${PENDING_ROUTES.map((r) => r.replace(/\//g, "\\/")).join("|")})/page-data\\.json$`);

/** A page that records console errors and uncaught exceptions, to assert a clean console. */
export async function openPage(browser: Browser, width: number, height = 800): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const url = message.location().url;
    if (message.text().includes("404") && pendingPageData.test(url)) return;
    errors.push(`${message.text()} ${url}`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}
