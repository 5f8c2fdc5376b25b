import type { Page, Response } from "playwright-core";
import { failedResource, loadHydrated, nonLocalUrl, openPage, siteUrl, waitForSettled } from "../support/browser";
import { startEmailStub, type EmailStub } from "../support/email-stub";
import { startVisitorFormsStub, VISITOR_FORMS_URL, type VisitorFormsStub } from "../support/visitor-forms-stub";
import { axeViolations } from "../support/route-checks";
import { id as indonesian } from "../../src/i18n/id";
import { LANGUAGES } from "../../src/rules/locales";

let stub: EmailStub;
// the CMS's route, which the form sends the same message to (each test of EmailJS's failures has it down too)
let cms: VisitorFormsStub;

beforeAll(async () => {
  stub = await startEmailStub(Number(process.env.EMAIL_STUB_PORT ?? 18231));
  cms = await startVisitorFormsStub();
});
afterAll(async () => {
  await stub?.close();
  await cms?.close();
});
beforeEach(() => {
  stub.sends = [];
  stub.mode = "ok";
  stub.delayMs = 0;
  cms.sends = [];
  cms.mode = "ok";
});

// the stub's address, baked into the test build by scripts/test.sh
const SEND_URL = `http://127.0.0.1:${process.env.EMAIL_STUB_PORT ?? 18231}/api/v1.0/email/send-form`;
const form = (page: Page) => page.getByRole("form", { name: "Contact form" }).first();

async function fill(page: Page) {
  const f = form(page);
  await f.getByLabel("Name").fill("Ayu Lestari");
  await f.getByLabel("Email").fill("Ayu@Example.co.id");
  await f.getByLabel("Phone").fill("+62 812-0000-1111");
  await f.getByLabel("Message").fill("We need a new website for our clinic.");
}

async function errorOf(page: Page, label: string) {
  const id = await form(page).getByLabel(label).getAttribute("aria-describedby");
  return id ? page.locator(`#${id}`).textContent() : null;
}

it("validates on submit and again on change, with focus on the first invalid field", async () => {
  const { page, errors } = await openPage(375);
  await loadHydrated(page, siteUrl("/contact-us"));
  await form(page).getByRole("button", { name: "Send message" }).click();
  await expect(errorOf(page, "Name")).resolves.toBe("Name is required.");
  await expect(errorOf(page, "Email")).resolves.toBe("Email is required.");
  await expect(errorOf(page, "Phone")).resolves.toBe("Phone number is required.");
  await expect(errorOf(page, "Message")).resolves.toBe("Message is required.");
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("contact-name");
  await form(page).getByLabel("Email").fill("not-an-address");
  await expect(errorOf(page, "Email")).resolves.toBe("Invalid email address");
  await form(page).getByLabel("Email").fill("ok@example.com");
  await expect(errorOf(page, "Email")).resolves.toBeNull();
  expect(stub.sends).toEqual([]);
  expect(errors).toEqual([]);
});

it("sends exactly the spec's multipart fields and the page's language, shows 'Sending...' with inputs disabled, then success and a cleared form", async () => {
  stub.delayMs = 700;
  const { page, errors } = await openPage(1280);
  await loadHydrated(page, siteUrl("/contact-us"));
  await fill(page);
  await form(page).getByRole("button", { name: "Send message" }).click();
  await form(page).getByRole("button", { name: "Sending..." }).waitFor();
  await expect(form(page).getByLabel("Name").isDisabled()).resolves.toBe(true);
  await expect(form(page).getByRole("button", { name: "Sending..." }).isDisabled()).resolves.toBe(true);
  // A second submit while sending (Enter in a field would do it; the button is disabled) sends nothing more.
  await form(page).evaluate((f) => (f as HTMLFormElement).requestSubmit());
  await page.getByText("Message sent successfully!").waitFor();
  expect(stub.sends).toHaveLength(1);
  expect(stub.sends[0].path).toBe("/api/v1.0/email/send-form");
  expect(stub.sends[0].fields).toEqual({
    user_name: "Ayu Lestari",
    user_email: "Ayu@Example.co.id",
    user_phone: "+62 812-0000-1111",
    message: "We need a new website for our clinic.",
    language: "English",
    "g-recaptcha-response": "local-development-token",
    g_recaptcha_response: "local-development-token",
    lib_version: expect.stringMatching(/^4\./),
    service_id: "test-service",
    template_id: "test-template",
    user_id: "test-public-key",
  });
  await expect(form(page).getByLabel("Name").inputValue()).resolves.toBe("");
  await expect(form(page).getByLabel("Name").isDisabled()).resolves.toBe(false);
  // the same message, kept by the CMS too
  expect(cms.sends).toEqual([
    {
      form: "contact",
      body: {
        user_name: "Ayu Lestari",
        user_email: "Ayu@Example.co.id",
        user_phone: "+62 812-0000-1111",
        message: "We need a new website for our clinic.",
        website: "",
        language: "en",
        page: "/contact-us",
        recaptchaToken: "local-development-token",
      },
    },
  ]);
  expect(errors).toEqual([]);
});

const cmsDown = failedResource("503 (Service Unavailable)", VISITOR_FORMS_URL);
/** The browser's reports of both failed requests (in either order) and our own log of the failure; nothing else. */
const bothFailed = (errors: string[], emailReport: string) => {
  expect(errors).toHaveLength(3);
  expect(errors).toEqual(
    expect.arrayContaining([emailReport, cmsDown, expect.stringMatching(/^Contact form send failed: /)]),
  );
};

it("with EmailJS failing, a message the CMS kept is reported sent", async () => {
  stub.mode = "500";
  const { page, errors } = await openPage(1280);
  await loadHydrated(page, siteUrl("/contact-us"));
  await fill(page);
  await form(page).getByRole("button", { name: "Send message" }).click();
  await page.getByText("Message sent successfully!").waitFor();
  expect([stub.sends.length, cms.sends.length]).toEqual([1, 1]);
  expect(errors).toEqual([failedResource("500 (Internal Server Error)", SEND_URL)]);
});

describe.each([
  ["500", failedResource("500 (Internal Server Error)", SEND_URL)],
  ["429", failedResource("429 (Too Many Requests)", SEND_URL)],
  ["drop", `Failed to load resource: net::ERR_EMPTY_RESPONSE ${SEND_URL}`],
] as const)("when the provider answers %s and the CMS is down", (mode, browserReport) => {
  it("shows the generic failure and keeps everything typed", async () => {
    stub.mode = mode;
    cms.mode = "503";
    const { page, errors } = await openPage(1280);
    await loadHydrated(page, siteUrl("/contact-us"));
    await fill(page);
    await form(page).getByRole("button", { name: "Send message" }).click();
    await page.getByText("Sorry, an error occurred. Please try again.").waitFor();
    await expect(form(page).getByLabel("Name").inputValue()).resolves.toBe("Ayu Lestari");
    await expect(form(page).getByLabel("Message").inputValue()).resolves.toBe("We need a new website for our clinic.");
    await expect(form(page).getByLabel("Name").isDisabled()).resolves.toBe(false);
    expect(stub.sends).toHaveLength(1);
    bothFailed(errors, browserReport);
  });
});

it("when a bot fills the hidden honeypot, shows the usual success and sends nothing", async () => {
  const { page, errors } = await openPage(1280);
  await loadHydrated(page, siteUrl("/contact-us"));
  await fill(page);
  // a person never meets it: off-screen, out of the tab order and the accessibility tree
  const trap = form(page).locator('input[name="website"]');
  await expect(trap.getAttribute("tabindex")).resolves.toBe("-1");
  await expect(
    trap.evaluate(
      (input) => input.closest('[aria-hidden="true"]') !== null && input.getBoundingClientRect().right <= 0,
    ),
  ).resolves.toBe(true);
  await trap.fill("https://spam.example", { force: true });
  await form(page).getByRole("button", { name: "Send message" }).click();
  await page.getByText("Message sent successfully!").waitFor();
  await expect(form(page).getByLabel("Name").inputValue()).resolves.toBe("");
  expect(stub.sends).toEqual([]);
  // the CMS was told the honeypot's value, and keeps nothing for it (visitor-forms.test.ts)
  expect(cms.sends.map((send) => send.body.website)).toEqual(["https://spam.example"]);
  expect(errors).toEqual([]);
});

/** Answers the reCAPTCHA script with a stand-in whose tokens the test hands out one at a time. */
async function fakeRecaptcha(page: Page) {
  await page.route(/google\.com\/recaptcha\/api\.js\?render=test-site-key/, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.recaptchaCalls=[];window.recaptchaPending=[];
window.grecaptcha={ready:function(f){f()},execute:function(k,o){window.recaptchaCalls.push(k+':'+o.action);
return new Promise(function(r){window.recaptchaPending.push(r)})}};`,
    }),
  );
  const calls = () => page.evaluate(() => (window as unknown as { recaptchaCalls: string[] }).recaptchaCalls);
  const pending = () =>
    page.evaluate(() => (window as unknown as { recaptchaPending: unknown[] }).recaptchaPending.length);
  const answer = (token: string) =>
    page.evaluate(
      (t) => (window as unknown as { recaptchaPending: Array<(t: string) => void> }).recaptchaPending.shift()!(t),
      token,
    );
  return { calls, pending, answer };
}

it("on a non-local host without a verification token, stops with the not-a-robot message and sends nothing", async () => {
  const { page, errors } = await openPage(1280);
  const scriptUrls: string[] = [];
  await page.route(/google\.com\/recaptcha/, (route) => {
    scriptUrls.push(route.request().url());
    return route.abort();
  });
  await loadHydrated(page, nonLocalUrl("/contact-us"));
  await fill(page);
  await form(page).getByRole("button", { name: "Send message" }).click();
  await page.getByText("Please wait while we verify you are not a robot.").waitFor();
  expect(scriptUrls).toEqual(["https://www.google.com/recaptcha/api.js?render=test-site-key"]);
  expect(stub.sends).toEqual([]);
  await expect(form(page).getByLabel("Name").inputValue()).resolves.toBe("Ayu Lestari");
  expect(errors).toEqual([
    "Failed to load resource: net::ERR_FAILED https://www.google.com/recaptcha/api.js?render=test-site-key",
  ]);
});

it("on a non-local host, sends the token reCAPTCHA gives for the contact_form action, and ignores submits while waiting for it", async () => {
  const { page, errors } = await openPage(1280);
  const recaptcha = await fakeRecaptcha(page);
  await loadHydrated(page, nonLocalUrl("/contact-us"));
  // the script asks for a first token as soon as it has loaded
  await page.waitForFunction(
    () => (window as unknown as { recaptchaPending?: unknown[] }).recaptchaPending?.length === 1,
  );
  await recaptcha.answer("early-token");
  await fill(page);
  await form(page).getByRole("button", { name: "Send message" }).click();
  await page.waitForFunction(
    () => (window as unknown as { recaptchaPending: unknown[] }).recaptchaPending.length === 1,
  );
  // Busy while the token is on its way: a second submit neither asks for another token nor sends.
  await form(page).getByRole("button", { name: "Send message" }).click();
  await form(page).evaluate((f) => (f as HTMLFormElement).requestSubmit());
  await expect(recaptcha.pending()).resolves.toBe(1);
  expect(stub.sends).toEqual([]);
  await recaptcha.answer("token-from-recaptcha");
  await page.getByText("Message sent successfully!").waitFor();
  expect(stub.sends).toHaveLength(1);
  expect(stub.sends[0].fields.g_recaptcha_response).toBe("token-from-recaptcha");
  expect(stub.sends[0].fields["g-recaptcha-response"]).toBe("token-from-recaptcha");
  // the first token, the submit's, and a fresh one after the success
  await page.waitForFunction(() => (window as unknown as { recaptchaCalls: string[] }).recaptchaCalls.length === 3);
  await expect(recaptcha.calls()).resolves.toEqual(Array(3).fill("test-site-key:contact_form"));
  expect(errors).toEqual([]);
});

it("downloads leaflet only when the map nears the viewport, shows the marker popup, and the FAQ keeps one open", async () => {
  const { page, errors } = await openPage(375, 640); // phone: the map starts far below the fold
  const isLeaflet = async (response: Response) =>
    response.request().resourceType() === "script" && (await response.text()).includes("leaflet-container");
  const scriptsBeforeScroll: Array<Promise<boolean>> = [];
  const recordScripts = (response: Response) => void scriptsBeforeScroll.push(isLeaflet(response));
  page.on("response", recordScripts);
  await loadHydrated(page, siteUrl("/contact-us"));
  await page.waitForLoadState("networkidle");
  page.off("response", recordScripts);
  await expect(Promise.all(scriptsBeforeScroll).then((found) => found.some(Boolean))).resolves.toBe(false);
  await expect(page.locator("[data-map-state=waiting]").count()).resolves.toBe(1);
  const leafletLoaded = page.waitForResponse(isLeaflet);
  await page.getByRole("region", { name: "Map" }).scrollIntoViewIfNeeded();
  await leafletLoaded;
  await page.locator(".leaflet-container").waitFor();
  await page.locator(".leaflet-marker-icon").click();
  await page.locator(".leaflet-popup-content").filter({ hasText: "Depok, Indonesia." }).waitFor();

  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  const buttons = faq.getByRole("button");
  await expect(buttons.first().getAttribute("aria-expanded")).resolves.toBe("true");
  await buttons.nth(2).click();
  await expect(buttons.nth(2).getAttribute("aria-expanded")).resolves.toBe("true");
  await expect(faq.locator('[aria-expanded="true"]').count()).resolves.toBe(1);
  expect(errors).toEqual([]);
});

// The same form on /id/contact-us speaks Indonesian (issue 27): every message from id.ts, the table
// the page ships. One page for what needs no second send (the 10 s send limit is per browser).
describe("in Indonesian on /id/contact-us", () => {
  const t = indonesian;
  const idForm = (page: Page) => page.getByRole("main").getByRole("form", { name: t.contactForm.label });
  async function fillInIndonesian(page: Page, email = "ayu@example.co.id") {
    const f = idForm(page);
    await f.getByLabel(t.fields.name, { exact: true }).fill("Ayu Lestari");
    await f.getByLabel(t.fields.email, { exact: true }).fill(email);
    await f.getByLabel(t.fields.phone, { exact: true }).fill("+62 812-0000-1111");
    await f.getByLabel(t.fields.message, { exact: true }).fill("Kami butuh situs web baru untuk klinik kami.");
  }
  /** The form's message once it says something (status: success, alert: a failure), to compare at once. */
  const messageIn = async (page: Page, role: "status" | "alert") => {
    const box = idForm(page).getByRole(role).filter({ hasText: /\S/ });
    await box.waitFor();
    return box.textContent();
  };
  const errorIn = async (page: Page, label: string) => {
    const described = await idForm(page).getByLabel(label, { exact: true }).getAttribute("aria-describedby");
    return described ? page.locator(`#${described}`).textContent() : null;
  };

  it("names the required fields, an invalid email, then sends and says so", async () => {
    stub.delayMs = 300;
    const { page, errors } = await openPage(375);
    await loadHydrated(page, siteUrl("/id/contact-us"));
    await idForm(page).getByRole("button", { name: t.contactForm.send }).click();
    await expect(errorIn(page, t.fields.name)).resolves.toBe(t.validation.nameRequired);
    await expect(errorIn(page, t.fields.email)).resolves.toBe(t.validation.emailRequired);
    await expect(errorIn(page, t.fields.phone)).resolves.toBe(t.validation.phoneRequired);
    await expect(errorIn(page, t.fields.message)).resolves.toBe(t.validation.messageRequired);
    // the open errors in Indonesian have no WCAG 2.1 A/AA violations either
    await waitForSettled(page);
    expect(await axeViolations(page)).toEqual([]);
    await fillInIndonesian(page, "bukan-alamat");
    await expect(errorIn(page, t.fields.email)).resolves.toBe(t.validation.emailInvalid);
    await idForm(page).getByLabel(t.fields.email, { exact: true }).fill("ayu@example.co.id");
    await expect(errorIn(page, t.fields.email)).resolves.toBeNull();
    await idForm(page).getByRole("button", { name: t.contactForm.send }).click();
    await idForm(page).getByRole("button", { name: t.contactForm.sending }).waitFor();
    await expect(messageIn(page, "status")).resolves.toBe(t.contactForm.success);
    expect(stub.sends).toHaveLength(1);
    // the agency learns which language to reply in
    expect(stub.sends[0].fields).toMatchObject({
      user_name: "Ayu Lestari",
      message: "Kami butuh situs web baru untuk klinik kami.",
      language: LANGUAGES.id.name,
    });
    expect(errors).toEqual([]);
  });

  it("says the send failed", async () => {
    stub.mode = "500";
    cms.mode = "503";
    const { page, errors } = await openPage(1280);
    await loadHydrated(page, siteUrl("/id/contact-us"));
    await fillInIndonesian(page);
    await idForm(page).getByRole("button", { name: t.contactForm.send }).click();
    await expect(messageIn(page, "alert")).resolves.toBe(t.contactForm.failure);
    await expect(idForm(page).getByLabel(t.fields.name, { exact: true }).inputValue()).resolves.toBe("Ayu Lestari");
    bothFailed(errors, failedResource("500 (Internal Server Error)", SEND_URL));
  });

  it("asks to wait for the robot check when there is no verification token", async () => {
    const { page, errors } = await openPage(1280);
    await page.route(/google\.com\/recaptcha/, (route) => route.abort());
    await loadHydrated(page, nonLocalUrl("/id/contact-us"));
    await fillInIndonesian(page);
    await idForm(page).getByRole("button", { name: t.contactForm.send }).click();
    await expect(messageIn(page, "alert")).resolves.toBe(t.contactForm.robot);
    expect(stub.sends).toEqual([]);
    expect(errors).toEqual([
      "Failed to load resource: net::ERR_FAILED https://www.google.com/recaptcha/api.js?render=test-site-key",
    ]);
  });
});
