import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage, siteUrl } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Console messages of every kind, to prove no password is written and no hydration warning appears. */
function recordConsole(page: Page): string[] {
  const all: string[] = [];
  page.on("console", (m) => all.push(`${m.type()}: ${m.text()}`));
  return all;
}

/** The page's own form: pages with the rich footer also hold the contact form. */
const mainForm = (page: Page) => page.locator("main form").first();

async function errorFor(page: Page, label: string): Promise<string | null> {
  const input = mainForm(page).getByLabel(label, { exact: true });
  const id = await input.getAttribute("aria-describedby");
  return id ? page.locator(`#${id}`).textContent() : null;
}

async function ready(page: Page, path: string) {
  await page.goto(siteUrl(path));
  await page.waitForFunction(() => document.getElementById("___gatsby")?.innerHTML !== "");
  await page.waitForTimeout(800); // hydration done and the preloader gone
}

it("comment form: errors under the fields, then a clean submit", async () => {
  const { page, errors } = await openPage(browser, 375);
  const all = recordConsole(page);
  await ready(page, "/single-blog");
  await mainForm(page).getByRole("button", { name: "Post comment" }).click();
  await expect(errorFor(page, "Name")).resolves.toBe("Name is required.");
  await expect(errorFor(page, "Email")).resolves.toBe("Email is required.");
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("comment-name");
  await mainForm(page).getByLabel("Name", { exact: true }).fill("Hendra");
  await expect(errorFor(page, "Name")).resolves.toBeNull();
  await mainForm(page).getByLabel("Email", { exact: true }).fill("hendra@example.com");
  await mainForm(page).getByRole("button", { name: "Post comment" }).click();
  await mainForm(page).getByRole("status").filter({ hasText: "Thank you for your comment!" }).waitFor();
  expect(all.some((line) => line.includes("Comment (not sent anywhere)"))).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});

describe.each([
  ["/sign-in", "Create account", { Email: "Email is required.", Password: "Password is required." }, { Email: "ayu@example.com", Password: "s3cret-passphrase" }],
  ["/sign-up", "Create account", { "Full name": "Full Name is required.", Email: "Email is required.", Password: "Password is required." }, { "Full name": "Ayu Lestari", Email: "ayu@example.com", Password: "s3cret-passphrase" }],
  ["/reset-password", "Reset account", { Email: "Email is required.", "New password": "Password is required." }, { Email: "ayu@example.com", "New password": "s3cret-passphrase" }],
])("%s", (path, button, required, valid) => {
  it("shows every required message, the length rule, then the plain not-open-yet notice without logging the password", async () => {
    const { page, errors } = await openPage(browser, 1280);
    const all = recordConsole(page);
    await ready(page, path);
    await page.getByRole("button", { name: button }).click();
    for (const [label, message] of Object.entries(required)) await expect(errorFor(page, label)).resolves.toBe(message);
    const passwordLabel = Object.keys(valid).find((l) => /password/i.test(l))!;
    await mainForm(page).getByLabel(passwordLabel, { exact: true }).fill("short");
    await expect(errorFor(page, passwordLabel)).resolves.toBe("Your password must be at least 8 characters.");
    for (const [label, value] of Object.entries(valid)) await mainForm(page).getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: button }).click();
    await mainForm(page).getByRole("status").filter({ hasText: "Online accounts are not open yet" }).waitFor();
    expect(all.some((line) => line.includes("********"))).toBe(true);
    expect(all.join("\n")).not.toContain("s3cret-passphrase");
    expect(errors).toEqual([]);
    await page.close();
  });
});

it("coming soon: shows the launched state in a real browser with no console errors or hydration warnings", async () => {
  const { page, errors } = await openPage(browser, 375);
  const all = recordConsole(page);
  await ready(page, "/coming-soon");
  await page.getByText("We have launched!").waitFor();
  await expect(page.locator("[data-state=counting]").count()).resolves.toBe(0);
  expect(errors).toEqual([]);
  expect(all.filter((l) => /hydrat|did not match|Minified React error/i.test(l))).toEqual([]);
  await page.close();
});

it("coming soon: a site built after the launch shows the launched state at once, even to a clock set before the date", async () => {
  // The counting state (a build before the launch) is covered with a fake clock in the unit tests.
  const { page, errors } = await openPage(browser, 1280);
  await page.clock.install({ time: new Date("2025-06-22T23:59:50+07:00") });
  await page.goto(siteUrl("/coming-soon"));
  await page.getByText("We have launched!").waitFor();
  await page.clock.runFor(3000);
  await expect(page.locator("[data-state=counting]").count()).resolves.toBe(0);
  await expect(page.getByText("We have launched!").isVisible()).resolves.toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});
