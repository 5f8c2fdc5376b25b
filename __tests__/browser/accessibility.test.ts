// axe-core (WCAG 2.1 A and AA rules) in the states a visitor opens: the mobile menu, an opened
// accordion item, the contact form showing its errors. Every route as loaded, at 375 and 1280 px, is
// checked by every-route.test.ts.
import type { Page } from "playwright-core";
import { loadHydrated, openPage, siteUrl, waitForSettled } from "../support/browser";
import { axeViolations as violations } from "../support/route-checks";

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
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Team" }).waitFor({ state: "visible" });
  await waitForSettled(page);
  expect(await violations(page)).toEqual([]);
});

test("an opened accordion item and another FAQ tab have no violations", async () => {
  const { page } = await openPage(1280);
  await load(page, "/faq");
  await page.getByRole("tab", { name: "Support" }).click();
  await page.getByRole("button", { name: "How quickly do you respond to problems?" }).click();
  await expect(page.getByRole("button", { name: "How quickly do you respond to problems?" }).getAttribute("aria-expanded")).resolves.toBe("true");
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
