// The language switch keeps the page (issue 27): from a service's English page to the same service's
// Indonesian page (its Indonesian slug) and back, by keyboard, in the header at 1280 px and in the
// mobile menu at 375 px. The switch's links on every page are checked in site/languages.test.ts; axe
// and a clean console on every /id/ route at 375 and 1280 px in every-route.test.ts (it goes through
// builtPages(), both languages); the contact form's messages in Indonesian in contact.test.ts.
import type { Locator, Page } from "playwright-core";
import { loadHydrated, openPage, siteUrl, waitForSettled } from "../support/browser";
import { serviceSlugs } from "../support/content-slugs";
import { axeViolations } from "../support/route-checks";
import { LANGUAGES, localePath, type Locale } from "../../src/rules/locales";
import { en } from "../../src/i18n/en";
import { id } from "../../src/i18n/id";

const TEXTS = { en, id };
// the same service in both languages (content order is shared), the site's own slugs
const SERVICE: Record<Locale, string> = {
  en: `/service/${serviceSlugs("en")[0]}/`,
  id: localePath("id", `/service/${serviceSlugs("id")[0]}/`),
};

/** Focuses the link to `target`'s language in `where` and presses Enter: the keyboard's way. */
async function switchTo(page: Page, where: Locator, target: Locale) {
  const link = where.getByRole("link", { name: LANGUAGES[target].name, exact: true });
  // (said at once, rather than after waiting for a navigation that never comes)
  await expect(link.getAttribute("href")).resolves.toBe(SERVICE[target]);
  await link.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(siteUrl(SERVICE[target]), { timeout: 10000 });
  // The address changes before React has rendered the new page, and its <html lang> follows after
  // that (Gatsby's Head): wait for both, the switch marking the new language first.
  await page
    .locator(`a[hreflang="${target}"][aria-current="true"]`)
    .first()
    .waitFor({ state: "attached", timeout: 10000 });
  await page.waitForFunction((lang) => document.documentElement.lang === lang, target, { timeout: 10000 });
}

/** The page now shown (in `locale`, switchTo waited for it) is the service's page: its heading, title and switch. */
async function expectServicePage(page: Page, locale: Locale, heading: string) {
  await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(heading);
  await expect(page.title()).resolves.toContain(heading);
  // every switch on the page (header, mobile menu) marks this language and only this one
  await expect(
    page
      .locator('a[hreflang][aria-current="true"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang"))),
  ).resolves.toEqual([locale, locale]);
}

test("in the header at 1280 px, Enter on the switch goes to the same service in Indonesian and back", async () => {
  const { page, errors } = await openPage(1280);
  await loadHydrated(page, siteUrl(SERVICE.en));
  const englishHeading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const header = () => page.getByRole("banner");
  await expect(header().getByRole("list", { name: en.languageSwitch.label }).isVisible()).resolves.toBe(true);

  await switchTo(page, header(), "id");
  await page.getByRole("banner").getByRole("list", { name: id.languageSwitch.label }).waitFor();
  const indonesianHeading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  expect(indonesianHeading).not.toBe(englishHeading);
  await expectServicePage(page, "id", indonesianHeading);

  await switchTo(page, header(), "en");
  await page.getByRole("banner").getByRole("list", { name: en.languageSwitch.label }).waitFor();
  await expectServicePage(page, "en", englishHeading);
  expect(errors).toEqual([]);
});

test("in the mobile menu at 375 px, Enter on the switch goes to the same service in Indonesian and back, closing the menu", async () => {
  const { page, errors } = await openPage(375);
  await loadHydrated(page, siteUrl(SERVICE.en));
  const englishHeading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const openMenu = async (locale: Locale) => {
    const toggle = page.getByRole("button", { name: TEXTS[locale].mobileMenu.toggle, exact: true });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: TEXTS[locale].mobileMenu.navigation });
    await menu.waitFor({ state: "visible" });
    return menu;
  };
  // the header's switch is for wide screens; here the switch is in the menu
  await expect(
    page.getByRole("banner").getByRole("list", { name: en.languageSwitch.label }).first().isVisible(),
  ).resolves.toBe(false);

  await switchTo(page, await openMenu("en"), "id");
  const indonesianMenu = page.getByRole("navigation", { name: id.mobileMenu.navigation });
  await indonesianMenu.waitFor({ state: "hidden" });
  const indonesianHeading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  expect(indonesianHeading).not.toBe(englishHeading);
  await expectServicePage(page, "id", indonesianHeading);

  // the open menu in Indonesian, switch included, has no WCAG 2.1 A/AA violations
  const menu = await openMenu("id");
  await waitForSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  await switchTo(page, menu, "en");
  await page.getByRole("navigation", { name: en.mobileMenu.navigation }).waitFor({ state: "hidden" });
  await expectServicePage(page, "en", englishHeading);
  expect(errors).toEqual([]);
});

test("an unknown address under /id/ answers 404 with the not-found page in Indonesian (deploy/site.conf)", async () => {
  const { page, errors } = await openPage(1280);
  const response = await loadHydrated(page, siteUrl("/id/tidak-ada/"));
  expect(response?.status()).toBe(404);
  await page.getByRole("heading", { name: id.notFound.heading }).waitFor({ timeout: 10000 });
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("id");
  // the browser's reports of the 404 answers, nothing else
  expect(
    errors.filter(
      (error) => !error.startsWith("Failed to load resource: the server responded with a status of 404 (Not Found) "),
    ),
  ).toEqual([]);
});

// nginx answers an unknown /id/ address with /id/404.html; the page keeps the visitor's address (its HTML
// names /404.html's page, which takes the address's language: src/gatsby/localized-pages.ts), so it can
// tell a missing service (showcase.test.ts: English).
test("an unknown service under /id/ keeps its address and says 'service not found' in Indonesian", async () => {
  const { page } = await openPage(1280);
  const response = await loadHydrated(page, siteUrl("/id/service/tidak-ada/"));
  expect(response?.status()).toBe(404);
  await waitForSettled(page);
  expect(page.url()).toBe(siteUrl("/id/service/tidak-ada/"));
  await page.getByRole("heading", { name: "Layanan tidak ditemukan" }).waitFor({ timeout: 5000 });
});
