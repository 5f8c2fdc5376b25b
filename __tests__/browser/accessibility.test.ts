// axe-core (WCAG 2.1 A and AA rules) in the states a visitor opens: the mobile menu, an opened
// accordion item, the contact form showing its errors. Every route as loaded, at 375 and 1280 px, is
// checked by every-route.test.ts.
import type { Page } from "playwright-core";
import { loadHydrated, openPage, siteUrl, waitForSettled } from "../support/browser";
import { axeViolations as violations } from "../support/route-checks";
import { articleSlugs } from "../support/content-slugs";

/** Loads a route and waits until hydration is done and the preloader (700 ms) has gone. */
async function load(page: Page, route: string) {
  await loadHydrated(page, siteUrl(route));
  await waitForSettled(page);
}

test("the open mobile menu has no violations", async () => {
  const { page } = await openPage(375);
  await load(page, "/");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await page.getByRole("navigation", { name: "Mobile" }).waitFor({ state: "visible" });
  await page.getByRole("button", { name: "About Us submenu" }).click();
  await page
    .getByRole("navigation", { name: "Mobile" })
    .getByRole("link", { name: "Team" })
    .waitFor({ state: "visible" });
  await waitForSettled(page);
  expect(await violations(page)).toEqual([]);
});

test("an opened accordion item and another FAQ tab have no violations", async () => {
  const { page } = await openPage(1280);
  await load(page, "/faq");
  await page.getByRole("tab", { name: "Support" }).click();
  await page.getByRole("button", { name: "How quickly do you respond to problems?" }).click();
  await expect(
    page.getByRole("button", { name: "How quickly do you respond to problems?" }).getAttribute("aria-expanded"),
  ).resolves.toBe("true");
  expect(await violations(page)).toEqual([]);
});

test("the contact form showing its errors has no violations", async () => {
  const { page } = await openPage(375);
  await load(page, "/contact-us");
  const form = page.getByRole("main").getByRole("form", { name: "Contact form" });
  await form.getByRole("button", { name: "Send message" }).click();
  await form.getByText("Name is required.").waitFor();
  expect(await violations(page)).toEqual([]);
});

test("an article page by keyboard: the body's links, the article before it and the comment form are reached in reading order", async () => {
  const { page } = await openPage(1280);
  await load(page, `/blog/${articleSlugs("en")[0]}`);
  const reached: string[] = [];
  for (let i = 0; i < 80 && !reached.includes("comment-name"); i++) {
    await page.keyboard.press("Tab");
    reached.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return (
          el?.id ||
          `${el?.tagName.toLowerCase()} ${el?.getAttribute("rel") ?? ""} ${el?.textContent?.trim().slice(0, 40) ?? ""}`.trim()
        );
      }),
    );
  }
  const bodyLink = reached.findIndex((name) => name.includes("Core Web Vitals"));
  const previous = reached.findIndex((name) => name.startsWith("a prev"));
  const form = reached.indexOf("comment-name");
  expect([bodyLink >= 0, previous > bodyLink, form > previous]).toEqual([true, true, true]);
  // every stop shows where it is
  await page.keyboard.press("Shift+Tab");
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Tab");
  // Enter on "Previous article" opens it
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Shift+Tab");
    if (await page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute("rel") === "prev"))
      break;
  }
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === `/blog/${articleSlugs("en")[1]}/`);
  expect(await violations(page)).toEqual([]);
});
