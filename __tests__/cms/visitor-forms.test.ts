// The CMS's public route for what visitors send (cms/src/api/visitor-form), the real Strapi of cms/ on
// SQLite: each of its refusals, stored once, the build's token kept out of the inbox, the agency's email
// in a local SMTP sink; then the site's own forms in Chromium, served by nginx from the built public/
// (built with GATSBY_VISITOR_FORMS_ORIGIN pointing at this CMS's port, scripts/test-env.sh), in both
// languages, with EmailJS answering 500. reCAPTCHA's siteverify is a local stand-in (never the internet).
// Through nginx's limit_req and body cap: __tests__/deploy/cms-server.test.ts.
import { join } from "node:path";
import { createServer, type Server } from "node:http";
import type { Page } from "playwright-core";
import { startCms, createEditorToken, type RunningCms } from "../support/strapi";
import { startSiteverifyStub, type SiteverifyStub } from "../support/siteverify-stub";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { startNginx, stopNginx, type RunningNginx } from "../support/nginx";
import { freePort } from "../support/server";
import { closeBrowser, closeContexts, loadHydrated, openPage } from "../support/browser";

jest.setTimeout(30000);

let cms: RunningCms;
let siteverify: SiteverifyStub;
let smtp: SmtpSink;
let nginx: RunningNginx;
let site: string;
let editorToken: string;
// The build hooks' calls (cms/src/build-hook.js): the live site's at /build, the preview's at /preview.
let hook: Server;
const hookCalls: Array<{ path: string; event: string; model: string }> = [];
const PERSON = { success: true, action: "contact_form", hostname: "127.0.0.1", score: 0.9 };

beforeAll(async () => {
  const nginxPort = await freePort();
  site = `http://127.0.0.1:${nginxPort}`;
  siteverify = await startSiteverifyStub(await freePort(), PERSON);
  smtp = await startSmtpSink(await freePort());
  nginx = await startNginx(nginxPort);
  const hookPort = await freePort();
  hook = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const { event, model } = JSON.parse(body || "{}") as { event: string; model: string };
      hookCalls.push({ path: request.url ?? "", event, model });
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(hookPort, "127.0.0.1", resolve));
  cms = await startCms(`http://127.0.0.1:${hookPort}/build`, "visitor-forms-hook-secret", {
    seeded: "copy",
    port: Number(process.env.VISITOR_FORMS_PORT ?? 18232),
    serveAdmin: false,
    env: {
      VISITOR_ORIGINS: site,
      RECAPTCHA_SECRET: "test-secret",
      RECAPTCHA_VERIFY_URL: siteverify.url,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      SMTP_REQUIRE_TLS: "false",
      EMAIL_FROM: "site@nusakode.test",
      CONTACT_NOTIFY_TO: "hello@nusakode.test",
      // the retention task every 2 seconds here (nightly in production)
      VISITOR_DATA_RETENTION_RULE: "*/2 * * * * *",
      PREVIEW_HOOK_URL: `http://127.0.0.1:${hookPort}/preview`,
    },
  });
  editorToken = await createEditorToken(cms.url, cms.admin);
}, 240000);

beforeEach(() => {
  siteverify.verdict = { ...PERSON };
  siteverify.checks = [];
});
afterEach(() => closeContexts());
afterAll(async () => {
  await closeBrowser();
  await cms?.stop();
  stopNginx(nginx);
  await siteverify?.close();
  await smtp?.close();
  await new Promise((resolve) => hook?.close(resolve));
});

const send = (form: string, body: unknown, origin = site) =>
  fetch(`${cms.url}/api/visitor-forms/${form}`, {
    method: "POST",
    headers: { origin, "content-type": "text/plain;charset=UTF-8" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const answer = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as { data: unknown; error?: { message: string; details: Record<string, unknown> } },
});
const rows = async (plural: string, query = "") => {
  const response = await fetch(`${cms.url}/api/${plural}?pagination[pageSize]=100&${query}`, {
    headers: { authorization: `Bearer ${editorToken}` },
  });
  return ((await response.json()) as { data: Array<Record<string, unknown>> }).data;
};
const message = (text: string) => ({
  user_name: "Ayu Lestari",
  user_email: "ayu@example.co.id",
  user_phone: "+62 812-0000-1111",
  message: text,
  language: "en",
  page: "/contact-us/",
  recaptchaToken: "token",
});
const until = async (what: string, ready: () => boolean | Promise<boolean>) => {
  for (let waited = 0; !(await ready()); waited += 50) {
    if (waited > 10000) throw new Error(`waited 10 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe("the route", () => {
  test("a message is stored once, answered 201, then 200 for the same send again; the agency gets one email, as text", async () => {
    const first = await send("contact", message("We need a website. <b>now</b>"));
    expect(await answer(first)).toEqual({ status: 201, body: { data: { kept: true, duplicate: false } } });
    expect(first.headers.get("access-control-allow-origin")).toBe(site);
    expect(await answer(await send("contact", message("We need a website. <b>now</b>")))).toEqual({
      status: 200,
      body: { data: { kept: true, duplicate: true } },
    });
    const stored = (await rows("contact-messages")).filter((row) => row.message === "We need a website. <b>now</b>");
    expect(stored).toEqual([
      expect.objectContaining({
        name: "Ayu Lestari",
        email: "ayu@example.co.id",
        phone: "+62 812-0000-1111",
        language: "en",
        page: "/contact-us/",
        state: "new",
      }),
    ]);
    expect(siteverify.checks[0]).toEqual({ secret: "test-secret", response: "token", remoteip: "127.0.0.1" });
    await until("the agency's email", () => smtp.messages.some((m) => m.data.includes("We need a website.")));
    const email = smtp.messages.filter((m) => m.data.includes("We need a website."));
    expect(email).toHaveLength(1);
    expect(email[0].to).toEqual(["<hello@nusakode.test>"]);
    expect(email[0].data).toMatch(/^Subject: New contact message from Ayu Lestari/m);
    expect(email[0].data).toMatch(/^Content-Type: text\/plain/m);
    expect(email[0].data).toMatch(/^Reply-To: ayu@example.co.id/m);
    // what became of the email, on the message in the inbox
    await until("the outcome on the message", async () =>
      (await rows("contact-messages")).some(
        (row) => row.message === "We need a website. <b>now</b>" && row.agencyEmail,
      ),
    );
    const [kept] = (await rows("contact-messages")).filter((row) => row.message === "We need a website. <b>now</b>");
    expect(kept.agencyEmail).toMatch(/^Sent to hello@nusakode\.test, \d+ \w+ \d{4}, \d\d:\d\d \(Jakarta\)\.$/);
  });

  test("an email the agency's mail server refuses is written on the message in the inbox, with the server's reason; the message is kept", async () => {
    smtp.refusal = "550 5.1.1 mailbox unavailable";
    try {
      expect(
        (await send("contact", { ...message("Can you redo our shop?"), user_email: "rudi@example.co.id" })).status,
      ).toBe(201);
      const outcome = async () =>
        (await rows("contact-messages")).find((row) => row.message === "Can you redo our shop?")?.agencyEmail;
      await until("the outcome on the message", async () => Boolean(await outcome()));
      expect(await outcome()).toMatch(
        /^Not sent, \d+ \w+ \d{4}, \d\d:\d\d \(Jakarta\): .*550 5\.1\.1 mailbox unavailable/,
      );
      expect(smtp.messages.filter((m) => m.data.includes("Can you redo our shop?"))).toEqual([]);
    } finally {
      smtp.refusal = undefined;
    }
  });

  test.each([
    ["a required field left empty", { ...message("x"), user_name: " " }, { field: "user_name", rule: "required" }],
    ["an address that is not one", { ...message("x"), user_email: "ayu@" }, { field: "user_email", rule: "email" }],
    ["a message over 5,000 characters", message("x".repeat(5001)), { field: "message", rule: "maxLength" }],
    ["a language the site has not", { ...message("x"), language: "fr" }, { field: "language", rule: "oneOf" }],
  ])("%s: 400 naming the field and the rule, nothing stored", async (_, body, details) => {
    const before = (await rows("contact-messages")).length;
    const refused = await answer(await send("contact", body));
    expect([refused.status, refused.body.error?.details]).toEqual([400, expect.objectContaining(details)]);
    expect(await rows("contact-messages")).toHaveLength(before);
  });

  test.each([
    ["a failed token", { success: false }, 403, "token not valid (invalid-input-response)"],
    ["a low score", { ...PERSON, score: 0.3 }, 403, "score 0.3 is below 0.5"],
    [
      "a token of another form",
      { ...PERSON, action: "comment_form" },
      403,
      'token given for action "comment_form", not "contact_form"',
    ],
    [
      "a token from another site",
      { ...PERSON, hostname: "evil.example" },
      403,
      "token given on evil.example, not the site",
    ],
  ])("%s: refused, nothing stored", async (_, verdict, status, reason) => {
    siteverify.verdict = verdict;
    const before = (await rows("contact-messages")).length;
    const refused = await answer(await send("contact", message(`verification ${reason}`)));
    expect([refused.status, refused.body.error?.details.reason]).toEqual([status, reason]);
    expect(await rows("contact-messages")).toHaveLength(before);
  });

  test("a page of another site, a filled honeypot, a body that is not JSON, an unknown form: nothing stored", async () => {
    const before = (await rows("contact-messages")).length;
    const foreign = await send("contact", message("from elsewhere"), "https://evil.example");
    expect([foreign.status, foreign.headers.get("access-control-allow-origin")]).toEqual([403, null]);
    // the bot is answered as a person would be, and learns nothing
    expect((await send("contact", { ...message("spam"), website: "http://spam.example" })).status).toBe(201);
    expect((await send("contact", "{not json")).status).toBe(400);
    expect((await send("newsletter", message("x"))).status).toBe(404);
    expect(await rows("contact-messages")).toHaveLength(before);
    expect(siteverify.checks).toEqual([]);
  });

  test("a sign-up is kept once per address with its language and the time of consent", async () => {
    siteverify.verdict = { ...PERSON, action: "notify_form" };
    const sent = Date.now();
    for (let i = 0; i < 2; i++)
      await send("notify", { email: "tunggu@example.co.id", language: "id", recaptchaToken: "t" });
    const kept = (await rows("notify-signups")).filter((row) => row.email === "tunggu@example.co.id");
    expect(kept).toEqual([expect.objectContaining({ language: "id" })]);
    expect(Math.abs(Date.parse(String(kept[0].consentAt)) - sent)).toBeLessThan(10000);
  });

  test("a comment is a draft (waiting for moderation) on a published article of its language; text kept as typed", async () => {
    siteverify.verdict = { ...PERSON, action: "comment_form" };
    const comment = {
      name: "Budi",
      email: "budi@example.com",
      comment: "<script>alert(1)</script> Mantap!",
      post: "post-1",
      language: "id",
      recaptchaToken: "t",
    };
    expect((await send("comment", comment)).status).toBe(201);
    expect((await answer(await send("comment", { ...comment, post: "no-such-post" }))).body.error?.details).toEqual({
      field: "post",
      rule: "exists",
    });
    const drafts = await rows("visitor-comments", "status=draft&populate[post][fields][0]=postId");
    expect(drafts).toEqual([
      expect.objectContaining({
        author: "Budi",
        comment: "<script>alert(1)</script> Mantap!",
        language: "id",
        publishedAt: null,
        post: expect.objectContaining({ postId: "post-1" }),
      }),
    ]);
    expect(drafts[0]).not.toHaveProperty("email"); // private: the API never gives it out
    expect(await rows("visitor-comments", "status=published")).toEqual([]);
  });

  test("a visitor's comment starts no build when it arrives; an editor's Publish of it builds the live site and the preview", async () => {
    siteverify.verdict = { ...PERSON, action: "comment_form" };
    expect(
      (
        await send("comment", {
          name: "Dian",
          email: "dian@example.com",
          comment: "Tulisan yang membantu.",
          post: "post-1",
          language: "id",
          recaptchaToken: "t",
        })
      ).status,
    ).toBe(201);
    const [draft] = (await rows("visitor-comments", "status=draft")).filter((row) => row.author === "Dian");
    await fetch(`${cms.url}/api/visitor-comments/${String(draft.documentId)}?status=published`, {
      method: "PUT",
      headers: { authorization: `Bearer ${editorToken}`, "content-type": "application/json" },
      body: JSON.stringify({ data: {} }),
    });
    // each hook sends its calls in order, so once the publish's have arrived, the arrival's would have too
    const calls = (path: string) =>
      hookCalls.filter((call) => call.path === path && call.model === "visitor-comment").map((call) => call.event);
    await until(
      "the publish's calls",
      () => calls("/build").includes("entry.publish") && calls("/preview").includes("entry.publish"),
    );
    expect([calls("/build"), calls("/preview").filter((event) => event !== "entry.update")]).toEqual([
      ["entry.publish"],
      ["entry.publish"],
    ]);
  });

  test("the build's token never reads the inbox or the sign-ups (403); it reads published comments", async () => {
    const asBuild = (path: string) =>
      fetch(`${cms.url}${path}`, { headers: { authorization: `Bearer ${cms.token}` } }).then(
        (response) => response.status,
      );
    expect(await asBuild("/api/contact-messages")).toBe(403);
    expect(await asBuild("/api/notify-signups")).toBe(403);
    expect(await asBuild("/api/visitor-comments")).toBe(200);
  });
});

describe("privacy: what is kept goes when its time is up, or when the visitor asks", () => {
  test("a message or sign-up older than 24 months is deleted by the nightly task; a newer one stays", async () => {
    expect((await send("contact", message("old message"))).status).toBe(201);
    expect((await send("contact", message("new message"))).status).toBe(201);
    siteverify.verdict = { ...PERSON, action: "notify_form" };
    expect((await send("notify", { email: "old@example.com", language: "en", recaptchaToken: "t" })).status).toBe(201);
    // Back-dated in the database itself: nothing else can make a row 25 months old.
    const sqlite = require(join(__dirname, "..", "..", "cms", "node_modules", "better-sqlite3"));
    const db = new sqlite(join(cms.dataDir, "data.db"));
    const longAgo = new Date();
    longAgo.setMonth(longAgo.getMonth() - 25);
    db.prepare("UPDATE contact_messages SET created_at = ? WHERE message = 'old message'").run(longAgo.getTime());
    db.prepare("UPDATE notify_signups SET created_at = ? WHERE email = 'old@example.com'").run(longAgo.getTime());
    db.close();
    await until(
      "the retention task",
      async () => !(await rows("contact-messages")).some((row) => row.message === "old message"),
    );
    await until(
      "the retention task",
      async () => !(await rows("notify-signups")).some((row) => row.email === "old@example.com"),
    );
    expect((await rows("contact-messages")).some((row) => row.message === "new message")).toBe(true);
    expect(cms.log()).toMatch(/Visitor data older than 24 months deleted: 1 contact-message, 1 notify-signup/);
  });

  test("an editor removes everything one address sent, whatever its capitals; the address is not kept", async () => {
    siteverify.verdict = { ...PERSON, action: "comment_form" };
    await send("comment", {
      name: "Wati",
      email: "wati@example.com",
      comment: "Bagus",
      post: "post-1",
      language: "id",
      recaptchaToken: "t",
    });
    siteverify.verdict = { ...PERSON, action: "notify_form" };
    await send("notify", { email: "Wati@Example.com", language: "id", recaptchaToken: "t" });
    siteverify.verdict = { ...PERSON };
    await send("contact", { ...message("Tolong hapus data saya nanti"), user_email: "wati@example.com" });
    await send("contact", message("someone else's"));
    const saved = await fetch(`${cms.url}/api/visitor-data-removal`, {
      method: "PUT",
      headers: { authorization: `Bearer ${editorToken}`, "content-type": "application/json" },
      body: JSON.stringify({ data: { email: "WATI@example.com" } }),
    });
    const { data } = (await saved.json()) as { data: { email: string | null; lastRemoval: string } };
    expect(data.email).toBeNull();
    expect(data.lastRemoval).toMatch(
      /\(Jakarta\): removed 1 contact message, 1 launch sign-up and 1 visitor comment from W…@example.com\.$/,
    );
    const fromWati = (list: Array<Record<string, unknown>>) =>
      list.filter((row) => String(row.email ?? "").toLowerCase() === "wati@example.com" || row.author === "Wati");
    expect(
      fromWati([
        ...(await rows("contact-messages")),
        ...(await rows("notify-signups")),
        ...(await rows("visitor-comments", "status=draft")),
      ]),
    ).toEqual([]);
    expect((await rows("contact-messages")).some((row) => row.message === "someone else's")).toBe(true);
  });
});

describe("the site's forms in Chromium, EmailJS answering 500", () => {
  async function contactPage(path: string): Promise<Page> {
    const { page } = await openPage(1280);
    await page.route("**/api/v1.0/email/send-form", (route) =>
      route.fulfill({ status: 500, body: "Internal Server Error" }),
    );
    await loadHydrated(page, `${site}${path}`);
    return page;
  }
  const contactForm = (page: Page, name: string) => page.getByRole("form", { name }).first();

  test.each([
    [
      "/contact-us/",
      "en",
      "Contact form",
      ["Name", "Email", "Phone", "Message"],
      "Send message",
      "Message sent successfully!",
    ],
    [
      "/id/contact-us/",
      "id",
      "Formulir kontak",
      ["Nama", "Email", "Nomor telepon", "Pesan"],
      "Kirim pesan",
      "Pesan Anda berhasil terkirim!",
    ],
  ])(
    "%s: the message is kept by the CMS, the visitor told it was sent, the agency emailed",
    async (path, language, formName, labels, button, success) => {
      const page = await contactPage(path);
      const form = contactForm(page, formName);
      const text = `Website for our clinic (${language}), sent at ${Date.now()}`;
      for (const [label, value] of labels.map((label, i) => [
        label,
        ["Ayu Lestari", "ayu@example.co.id", "+62 812-0000-1111", text][i],
      ]))
        await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByRole("button", { name: button }).click();
      await page.getByText(success).waitFor();
      expect((await rows("contact-messages")).filter((row) => row.message === text)).toEqual([
        expect.objectContaining({ language, page: path.replace(/\/$/, "") }),
      ]);
      await until("the agency's email", () => smtp.messages.some((m) => m.data.includes(text)));
    },
  );

  test("with EmailJS failing and the CMS refusing, the spec's failure text, and what was typed stays", async () => {
    siteverify.verdict = { ...PERSON, score: 0.1 };
    const page = await contactPage("/contact-us/");
    const form = contactForm(page, "Contact form");
    for (const [label, value] of [
      ["Name", "Ayu"],
      ["Email", "ayu@example.co.id"],
      ["Phone", "+62 812"],
      ["Message", "Kept in the form"],
    ])
      await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole("button", { name: "Send message" }).click();
    await form.getByRole("alert").filter({ hasText: "Sorry, an error occurred. Please try again." }).waitFor();
    expect(await form.getByLabel("Message", { exact: true }).inputValue()).toBe("Kept in the form");
  });

  test("a comment from an Indonesian article's form becomes a draft in Indonesian; the visitor is told it waits for an editor", async () => {
    siteverify.verdict = { ...PERSON, action: "comment_form" };
    const { page, errors } = await openPage(390);
    await loadHydrated(page, `${site}/id/blog/`);
    await page.locator("main article a").first().click();
    await page.waitForURL(/\/id\/blog\/[^/]+\/$/);
    const form = page.getByRole("form", { name: "Tinggalkan komentar" });
    await form.getByLabel("Nama", { exact: true }).fill("Sari");
    await form.getByLabel("Email", { exact: true }).fill("sari@example.co.id");
    await form.getByLabel("Komentar", { exact: true }).fill("Artikel yang bagus, terima kasih.");
    await form.getByRole("button", { name: "Kirim komentar" }).click();
    await form.getByRole("status").filter({ hasText: "Komentar Anda sudah kami terima" }).waitFor();
    expect((await rows("visitor-comments", "status=draft")).filter((row) => row.author === "Sari")).toEqual([
      expect.objectContaining({ language: "id", comment: "Artikel yang bagus, terima kasih." }),
    ]);
    expect(errors).toEqual([]);
  });
});
