// axe-core (WCAG 2.1 A and AA rules) on every route at 375 px and 1280 px, and in the states a
// visitor opens: the mobile menu, an opened accordion item, the contact form showing its errors.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage, siteUrl } from "../support/browser";
import { builtPages } from "../support/built-pages";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const routes = builtPages().map((page) => page.route);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
}

/** Loads a route and waits until hydration is done and the preloader (700 ms) has gone. */
async function load(page: Page, route: string) {
  await page.goto(siteUrl(route), { waitUntil: "load" });
  await page.waitForTimeout(800);
}

describe.each([375, 1280])("at %i px", (width) => {
  test.each(routes)("%s has no WCAG 2.1 A/AA violations", async (route) => {
    const { page, errors } = await openPage(browser, width);
    await load(page, route);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

test("the open mobile menu has no violations", async () => {
  const { page } = await openPage(browser, 375);
  await load(page, "/");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await page.getByRole("navigation", { name: "Mobile" }).waitFor({ state: "visible" });
  await page.getByRole("button", { name: "About Us submenu" }).click();
  await page.waitForTimeout(300);
  expect(await violations(page)).toEqual([]);
  await page.close();
});

test("an opened accordion item and another FAQ tab have no violations", async () => {
  const { page } = await openPage(browser, 1280);
  await load(page, "/faq");
  await page.getByRole("tab", { name: "Support" }).click();
  await page.getByRole("button", { name: "How quickly do you respond to problems?" }).click();
  await expect(page.getByRole("button", { name: "How quickly do you respond to problems?" }).getAttribute("aria-expanded")).resolves.toBe("true");
  expect(await violations(page)).toEqual([]);
  await page.close();
});

test("the contact form showing its errors has no violations", async () => {
  const { page } = await openPage(browser, 375);
  await load(page, "/contact-us");
  const form = page.getByRole("main").getByRole("form", { name: "Contact form" });
  await form.getByRole("button", { name: "Send message" }).click();
  await form.getByText("Name is required.").waitFor();
  expect(await violations(page)).toEqual([]);
  await page.close();
});
