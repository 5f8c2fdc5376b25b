import type { Browser } from "playwright-core";
import { launchBrowser, openPage, siteUrl } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("mobile menu at 375 px", () => {
  it("opens, toggles each submenu separately, closes on Escape and on navigation", async () => {
    const { page, errors } = await openPage(browser, 375);
    await page.goto(siteUrl("/"));
    await page.getByRole("navigation", { name: "Main" }).waitFor({ state: "hidden" });
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");

    await toggle.click();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor({ state: "visible" });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Close menu");

    const service = menu.getByRole("button", { name: "Service submenu" });
    const about = menu.getByRole("button", { name: "About Us submenu" });
    await service.click();
    await menu.getByRole("link", { name: "Pricing" }).waitFor({ state: "visible" });
    await expect(about.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(menu.getByRole("link", { name: "Team" }).isVisible()).resolves.toBe(false);
    await about.click();
    await menu.getByRole("link", { name: "Team" }).waitFor({ state: "visible" });
    await service.click();
    await menu.getByRole("link", { name: "Pricing" }).waitFor({ state: "hidden" });
    await expect(about.getAttribute("aria-expanded")).resolves.toBe("true");

    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Menu");

    // Keyboard only: open with Enter, tab to a link, follow it; the menu closes on navigation.
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Home");
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
    await page.close();
  });
});

it("hides the preloader after 700 ms", async () => {
  const { page, errors } = await openPage(browser, 1280);
  await page.goto(siteUrl("/"));
  const preloader = page.locator("#preloader");
  await page.waitForTimeout(1100);
  await expect(preloader.evaluate((el) => getComputedStyle(el).visibility)).resolves.toBe("hidden");
  await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});

it("shows go-to-top after 700 px of scroll and takes the visitor back up", async () => {
  const { page, errors } = await openPage(browser, 375, 500);
  await page.goto(siteUrl("/"));
  const button = page.getByRole("button", { name: "Go to top" });
  await page.evaluate(() => window.scrollTo(0, 650));
  await page.waitForTimeout(200);
  await expect(button.count()).resolves.toBe(0);
  await page.evaluate(() => window.scrollTo(0, 900));
  await button.waitFor({ state: "visible" });
  await page.waitForTimeout(800); // let the preloader fade so the click lands on the button
  await button.click();
  await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
  await button.waitFor({ state: "detached" });
  expect(errors).toEqual([]);
  await page.close();
});

it("scrolls to the top on a route change", async () => {
  const { page, errors } = await openPage(browser, 1280, 400);
  await page.goto(siteUrl("/no-such-page/"));
  await page.waitForTimeout(1000);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(100);
  await page.getByRole("link", { name: "Nusakode home" }).last().click();
  await page.waitForURL(siteUrl("/"));
  await page.getByText("Digital products").first().waitFor();
  await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
  expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
  await page.close();
});

it("serves the not-found page with a 404 status for an unknown URL", async () => {
  const { page, errors } = await openPage(browser, 1280);
  const response = await page.goto(siteUrl("/this/does/not/exist"));
  expect(response?.status()).toBe(404);
  await page.getByRole("heading", { name: "We can't find the page you are looking for" }).waitFor();
  await page.waitForTimeout(800);
  await page.getByRole("link", { name: "Return to homepage" }).click();
  await page.waitForURL(siteUrl("/"));
  await page.getByRole("heading", { level: 1 }).waitFor();
  // the only console error allowed is the browser's own report of the 404 document
  expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
  await page.close();
});
