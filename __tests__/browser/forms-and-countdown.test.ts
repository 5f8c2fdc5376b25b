import type { Page } from "playwright-core";
import { loadHydrated, openPage, siteUrl } from "../support/browser";

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

const ready = (page: Page, path: string) => loadHydrated(page, siteUrl(path));

// A clean submit reaches the CMS: __tests__/cms/visitor-forms.test.ts sends one to the real route.
it("comment form: errors under the fields, each cleared as it is mended", async () => {
  const { page, errors } = await openPage(375);
  await ready(page, "/single-blog");
  await mainForm(page).getByRole("button", { name: "Post comment" }).click();
  await expect(errorFor(page, "Name")).resolves.toBe("Name is required.");
  await expect(errorFor(page, "Email")).resolves.toBe("Email is required.");
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("comment-name");
  await mainForm(page).getByLabel("Name", { exact: true }).fill("Hendra");
  await expect(errorFor(page, "Name")).resolves.toBeNull();
  await mainForm(page).getByLabel("Email", { exact: true }).fill("hendra@example.com");
  await expect(errorFor(page, "Email")).resolves.toBeNull();
  await expect(errorFor(page, "Comment")).resolves.toBe("Comment is required.");
  expect(errors).toEqual([]);
});

describe.each([
  [
    "/sign-in",
    "Create account",
    { Email: "Email is required.", Password: "Password is required." },
    { Email: "ayu@example.com", Password: "s3cret-passphrase" },
  ],
  [
    "/sign-up",
    "Create account",
    { "Full name": "Full Name is required.", Email: "Email is required.", Password: "Password is required." },
    { "Full name": "Ayu Lestari", Email: "ayu@example.com", Password: "s3cret-passphrase" },
  ],
  [
    "/reset-password",
    "Reset account",
    { Email: "Email is required.", "New password": "Password is required." },
    { Email: "ayu@example.com", "New password": "s3cret-passphrase" },
  ],
])("%s", (path, button, required, valid) => {
  it("shows every required message, the length rule, then the plain not-open-yet notice without logging the password", async () => {
    const { page, errors } = await openPage(1280);
    const all = recordConsole(page);
    await ready(page, path);
    await page.getByRole("button", { name: button }).click();
    for (const [label, message] of Object.entries(required)) await expect(errorFor(page, label)).resolves.toBe(message);
    const passwordLabel = Object.keys(valid).find((l) => /password/i.test(l))!;
    await mainForm(page).getByLabel(passwordLabel, { exact: true }).fill("short");
    await expect(errorFor(page, passwordLabel)).resolves.toBe("Your password must be at least 8 characters.");
    for (const [label, value] of Object.entries(valid))
      await mainForm(page).getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: button }).click();
    await mainForm(page).getByRole("status").filter({ hasText: "Online accounts are not open yet" }).waitFor();
    expect(all.some((line) => line.includes("********"))).toBe(true);
    expect(all.join("\n")).not.toContain("s3cret-passphrase");
    expect(errors).toEqual([]);
  });
});

// Both sides of the launch (June 23, 2025, 00:00 in Depok) with a controlled clock. The build's time
// decides the first render, so the built page is read as built, and a build from before the launch
// is stood in for by its page data (client-side navigation renders from page data alone).
const LAUNCH = new Date("2025-06-23T00:00:00+07:00");
const BEFORE_LAUNCH = new Date("2025-06-22T23:59:50+07:00");

async function buildTimeOf(page: Page): Promise<Date> {
  const response = await page.request.get(siteUrl("/page-data/coming-soon/page-data.json"));
  return new Date((await response.json()).result.data.siteBuildMetadata.buildTime);
}

it("coming soon: a site built after the launch shows the launched state at once, even to a clock set before it, with no hydration warnings", async () => {
  const { page, errors } = await openPage(375);
  const all = recordConsole(page);
  // this suite's build ran after the launch
  expect((await buildTimeOf(page)).getTime()).toBeGreaterThan(LAUNCH.getTime());
  await page.clock.install({ time: BEFORE_LAUNCH });
  await ready(page, "/coming-soon");
  await page.getByText("We have launched!").waitFor();
  await page.clock.runFor(3000);
  await expect(page.locator("[data-state=counting]").count()).resolves.toBe(0);
  await expect(page.getByText("We have launched!").isVisible()).resolves.toBe(true);
  expect(errors).toEqual([]);
  expect(all.filter((l) => /hydrat|did not match|Minified React error/i.test(l))).toEqual([]);
});

it("coming soon: a site built before the launch counts down to it and then shows the launched state", async () => {
  const { page, errors } = await openPage(1280);
  await page.clock.install({ time: new Date(BEFORE_LAUNCH.getTime() - 60000) });
  await page.route("**/page-data/coming-soon/page-data.json", async (route) => {
    const data = await (await route.fetch()).json();
    data.result.data.siteBuildMetadata.buildTime = "2025-06-01T00:00:00.000Z";
    await route.fulfill({ json: data });
  });
  await ready(page, "/");
  // Gatsby's own client-side navigation (what its Link does), so the page renders from the page data.
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/coming-soon"));
  const counting = page.locator("[data-state=counting]");
  await counting.waitFor();
  await page.clock.pauseAt(BEFORE_LAUNCH);
  const units = () => counting.locator("li").allTextContents();
  await expect(units()).resolves.toEqual(["00Days", "00Hours", "00Minutes", "10Seconds"]);
  await expect(counting.getByText("Launching on June 23, 2025").count()).resolves.toBe(1);
  await page.clock.runFor(5000);
  await expect(units()).resolves.toEqual(["00Days", "00Hours", "00Minutes", "05Seconds"]);
  await page.clock.runFor(4000);
  await expect(units()).resolves.toEqual(["00Days", "00Hours", "00Minutes", "01Seconds"]);
  await page.clock.runFor(2000);
  await page.getByText("We have launched!").waitFor();
  await expect(counting.count()).resolves.toBe(0);
  expect(errors).toEqual([]);
});
