// axe-core (WCAG 2.1 A and AA rules) on every route at 375 px and 1280 px, and in the states a
// visitor opens: the mobile menu, an opened accordion item, the contact form showing its errors.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { loadHydrated, openPage, siteUrl, waitForSettled } from "../support/browser";
import { builtPages } from "../support/built-pages";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const routes = builtPages().map((page) => page.route);

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
}

/** Loads a route and waits until hydration is done and the preloader (700 ms) has gone. */
async function load(page: Page, route: string) {
  await loadHydrated(page, siteUrl(route));
  await waitForSettled(page);
}

describe.each([375, 1280])("at %i px", (width) => {
  test.each(routes)("%s has no WCAG 2.1 A/AA violations", async (route) => {
    const { page, errors } = await openPage(width);
    await load(page, route);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

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
