// A visitor on a mid-range phone acts as soon as a control is visible, before the page is interactive
// (Chromium at 375 x 667, slow 4G: 1.6 Mbps down, 150 ms latency, CPU 4x slower). What they do is held
// by the after-paint loader and replayed once React has hydrated (src/lib/after-paint.ts): a tap takes
// effect once, a form is sent once through the site's own code and never natively with its fields in
// the URL. Each test first checks that its action did come before hydration, so it tests that path.
import type { Page } from "playwright-core";
import { filesAfterPaint } from "../../src/lib/after-paint";
import { hydrated, hydratedNow, openPage, siteUrl } from "../support/browser";
import { startEmailStub, type EmailStub } from "../support/email-stub";
import { startVisitorFormsStub, type VisitorFormsStub } from "../support/visitor-forms-stub";

let stub: EmailStub;
let cms: VisitorFormsStub;
beforeAll(async () => {
  stub = await startEmailStub(Number(process.env.EMAIL_STUB_PORT ?? 18231));
  cms = await startVisitorFormsStub();
});
afterAll(async () => {
  await stub?.close();
  await cms?.close();
});

/** A phone-sized page on a slow network and a slow CPU, and every address its frame went to. */
async function phonePage() {
  const { page, errors } = await openPage(375, 667);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const addresses: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  return { page, errors, addresses };
}

/**
 * Opens a route without waiting for anything but the first bytes: the test acts at first sight. The
 * site's scripts are held until the returned release() (the inline loader is in the HTML and runs), so
 * the action surely comes before hydration, however fast this machine happens to be.
 */
async function atFirstSight(page: Page, route: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (held) => {
    await released;
    await held.continue();
  });
  await page.goto(siteUrl(route), { waitUntil: "commit" });
  return release;
}

jest.setTimeout(90000);

test("the contact form filled and sent at first sight is sent once, as typed, and never put in the URL", async () => {
  stub.sends = [];
  cms.sends = [];
  const { page, errors, addresses } = await phonePage();
  const release = await atFirstSight(page, "/contact-us");
  const form = page.getByRole("form", { name: "Contact form" }).first();
  await form.getByLabel("Name").fill("Ayu Lestari");
  await form.getByLabel("Email").fill("ayu@example.co.id");
  await form.getByLabel("Phone").fill("+62 812-0000-1111");
  await form.getByLabel("Message").fill("We need a new website for our clinic.");
  await form.getByRole("button", { name: "Send message" }).click();
  expect(await hydratedNow(page)).toBe(false);
  release();
  await form.getByText("Message sent successfully!").waitFor({ timeout: 60000 });
  expect(
    stub.sends.map((send) => [
      send.fields.user_name,
      send.fields.user_email,
      send.fields.user_phone,
      send.fields.message,
    ]),
  ).toEqual([["Ayu Lestari", "ayu@example.co.id", "+62 812-0000-1111", "We need a new website for our clinic."]]);
  expect(cms.sends.map((send) => send.body.message)).toEqual(["We need a new website for our clinic."]);
  expect(addresses.filter((address) => new URL(address).search !== "")).toEqual([]);
  expect(new URL(page.url()).pathname).toBe("/contact-us");
  await expect(form.getByLabel("Name").inputValue()).resolves.toBe(""); // cleared on success only
  expect(errors).toEqual([]);
});

test("the mobile menu tapped at first sight opens once the page is interactive", async () => {
  const { page, errors } = await phonePage();
  const release = await atFirstSight(page, "/");
  const toggle = page.getByRole("button", { name: "Menu", exact: true });
  await toggle.click();
  expect(await hydratedNow(page)).toBe(false);
  release();
  await page.getByRole("button", { name: "Menu", exact: true, expanded: true }).waitFor({ timeout: 60000 });
  await page.getByRole("navigation", { name: "Mobile" }).waitFor({ state: "visible" });
  expect(errors).toEqual([]);
});

test("an FAQ tab and a question clicked at first sight are selected and opened", async () => {
  const { page, errors } = await phonePage();
  const release = await atFirstSight(page, "/faq");
  await page.getByRole("tab", { name: "Support" }).click();
  expect(await hydratedNow(page)).toBe(false);
  release();
  const question = page.getByRole("button", { name: "How quickly do you respond to problems?" });
  await page.getByRole("tab", { name: "Support", selected: true }).waitFor({ timeout: 60000 });
  await question.click();
  await page.getByRole("button", { name: "How quickly do you respond to problems?", expanded: true }).waitFor();
  expect(errors).toEqual([]);
});

test("a question of the contact page's accordion clicked at first sight opens", async () => {
  const { page, errors } = await phonePage();
  const release = await atFirstSight(page, "/contact-us");
  const question = page.getByRole("button", { name: "How quickly do you respond to problems?" });
  await question.click();
  expect(await hydratedNow(page)).toBe(false);
  release();
  await page
    .getByRole("button", { name: "How quickly do you respond to problems?", expanded: true })
    .waitFor({ timeout: 60000 });
  expect(errors).toEqual([]);
});

test("the pricing switch clicked at first sight switches the prices with it, once", async () => {
  const { page, errors } = await phonePage();
  const release = await atFirstSight(page, "/pricing");
  const toggle = page.getByRole("switch", { name: "Billed annually" });
  await toggle.click();
  expect(await hydratedNow(page)).toBe(false);
  // Until then the switch and the prices agree (annual), and after it too (monthly).
  await expect(toggle.getAttribute("aria-checked")).resolves.toBe("true");
  release();
  await page.getByRole("switch", { name: "Billed annually", checked: false }).waitFor({ timeout: 60000 });
  await expect(page.getByTestId("price").allTextContents()).resolves.toEqual(["$399", "$599", "$399"]);
  expect(errors).toEqual([]);
});

test("on a slow phone Gatsby's files wait for the first screen's images, then come in one round: the page's chunks and data with the scripts", async () => {
  const { page, errors } = await phonePage();
  await page.goto(siteUrl("/blog"), { waitUntil: "commit" });
  await hydrated(page);
  const { styles, scripts, preload } = filesAfterPaint(await (await page.request.get(siteUrl("/blog"))).text());
  const timing = await page.evaluate(
    (files) => {
      const entry = (src: string) =>
        performance.getEntriesByName(new URL(src, location.href).href)[0] as PerformanceResourceTiming;
      const image = document.querySelector<HTMLImageElement>("img[fetchpriority=high]")!; // the largest paint's
      return {
        imageIn: entry(image.currentSrc).responseEnd,
        starts: files.map((file) => [file, entry(file).startTime] as const),
        scriptsIn: Math.min(...files.filter((f) => /\/app-/.test(f)).map((f) => entry(f).responseEnd)),
      };
    },
    [...styles, ...scripts, ...preload],
  );
  expect(preload.some((file) => file.endsWith("/page-data.json"))).toBe(true);
  for (const [file, start] of timing.starts) {
    expect([file, start >= timing.imageIn]).toEqual([file, true]);
    expect([file, start < timing.scriptsIn]).toEqual([file, true]); // not after the app has run
  }
  expect(errors).toEqual([]);
});
