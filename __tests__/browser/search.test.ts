// The site search (issue 54): the blog sidebar's box sends a plain GET to /search/, which looks the words
// up in Pagefind's index of the page's language (src/pages/search.tsx, src/gatsby/after-build/search-index.ts),
// all by keyboard, through nginx with the deployed Content-Security-Policy. Pages that do not search load
// nothing of the index.
import type { Page } from "playwright-core";
import { hydrated, loadHydrated, openPage, siteUrl } from "../support/browser";

const searchStatus = (page: Page) => page.getByRole("status");

/** Waits until the search page has answered (no longer "Searching…"), and returns what it says. */
async function answer(page: Page) {
  await page.waitForFunction(() => {
    const text = document.querySelector('[role="status"]')?.textContent ?? "";
    return text !== "" && !text.includes("…");
  });
  return {
    status: await searchStatus(page).textContent(),
    results: await page
      .locator("ol li h2 a")
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)),
  };
}

/** Tabs from the top of the page until `name`'s search box has the focus (the keyboard's way there). */
async function tabTo(page: Page, selector: string) {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement === document.querySelector(s), selector)) return;
  }
  throw new Error(`${selector} never got the focus by Tab`);
}

test("a word from one article's body, typed in an article's sidebar, finds that article first; Enter on it opens it", async () => {
  const { page, errors } = await openPage(1280);
  const indexRequests: string[] = [];
  page.on("request", (request) => void (request.url().includes("/pagefind/") && indexRequests.push(request.url())));
  await loadHydrated(page, siteUrl("/blog/fast-company-websites/"));
  expect(indexRequests).toEqual([]); // a page that does not search loads nothing of the index
  await tabTo(page, "#blog-search");
  await page.keyboard.type("brochures");
  await Promise.all([page.waitForURL(/\/search\/\?q=brochures$/), page.keyboard.press("Enter")]);
  const found = await answer(page);
  expect(found.results[0]).toBe("/blog/redirects-new-website/");
  expect(found.status).toBe(
    found.results.length === 1 ? "1 page found for “brochures”" : `${found.results.length} pages found for “brochures”`,
  );
  expect(indexRequests.length).toBeGreaterThan(0);
  // the words stay in the box; the marked words are in the excerpt
  await expect(page.locator("#search-words").inputValue()).resolves.toBe("brochures");
  await expect(page.locator("ol li mark").first().textContent()).resolves.toMatch(/^brochures$/i);
  await tabTo(page, "ol li h2 a");
  await Promise.all([page.waitForURL(/\/blog\/redirects-new-website\/$/), page.keyboard.press("Enter")]);
  expect(errors).toEqual([]);
});

test("an Indonesian word finds the Indonesian article and no English page; the box is the search page's own", async () => {
  const { page, errors } = await openPage(390);
  await loadHydrated(page, siteUrl("/id/search/"));
  await expect(searchStatus(page).textContent()).resolves.toBe("");
  await tabTo(page, "#search-words");
  await page.keyboard.type("bengkel");
  await Promise.all([page.waitForURL(/\/id\/search\/\?q=bengkel$/), page.keyboard.press("Enter")]);
  await hydrated(page);
  const found = await answer(page);
  expect(found.results[0]).toBe("/id/blog/redirect-website-baru/");
  expect(found.results.filter((url) => !url.startsWith("/id/"))).toEqual([]);
  expect(found.status).toMatch(/^\d+ halaman ditemukan untuk “bengkel”$/);
  expect(errors).toEqual([]);
});

test.each([
  ["/search/?q=zzqxv", "No page contains “zzqxv”. Try another word, or browse all our articles.", "/blog/"],
  [
    "/id/search/?q=zzqxv",
    "Tidak ada halaman yang memuat “zzqxv”. Coba kata lain, atau lihat semua artikel kami.",
    "/id/blog/",
  ],
])("%s: a word on no page says so and leads to the blog's list", async (path, status, blog) => {
  const { page, errors } = await openPage(390);
  await page.goto(siteUrl(path));
  const found = await answer(page);
  expect(found).toEqual({ status, results: [] });
  await expect(searchStatus(page).getByRole("link").getAttribute("href")).resolves.toBe(blog);
  expect(errors).toEqual([]);
});
