// Editors preview drafts before they publish (deploy/README.md, "Preview of drafts"), end to end on
// loopback: saving in the real Strapi calls the real `webhook`, whose hook `preview` runs
// deploy/preview.sh (the same runner as the live site, another target) to build the drafts; nginx
// serves that preview to editors only, with deploy/preview-access.conf. The live site builds only on
// publish, from published content.
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { logInToAdmin } from "../support/admin";
import { closeBrowser, closeContexts, openPage } from "../support/browser";
import { report as reportLine, reportMedian, startPipeline, type Pipeline, type Target } from "../support/pipeline";
import { inlineScriptHashes } from "../../src/gatsby/after-build/csp";

const SERVICE_PATH = "/service/uiux-design/";
const DRAFT_TITLE = "Draft Design Studio";
let pipeline: Pipeline;
let live: Target;
let preview: Target;
let cookie: string;
let jwt: string | undefined;
let serviceId: string;
const saveToPreview: number[] = [];

const report = (line: string) => reportLine("preview", line);

/** The URL "Open preview" opens, as the CMS's handler (cms/src/preview.js) makes it for the admin. */
async function previewUrl(uid: string, documentId?: string): Promise<string | undefined> {
  const { cms } = pipeline;
  // One login for all the links (Strapi limits logins to five in five minutes; the browser test logs in too).
  if (!jwt) {
    const login = await fetch(`${cms.url}/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(cms.admin),
    });
    jwt = ((await login.json()) as { data: { token: string } }).data.token;
  }
  const query = new URLSearchParams({ status: "draft", ...(documentId ? { documentId } : {}) });
  const response = await fetch(`${cms.url}/content-manager/preview/url/${uid}?${query}`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  if (response.status === 204) return undefined;
  if (!response.ok) throw new Error(`preview URL of ${uid}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { url?: string } }).data.url;
}

/** A page of the preview as an editor's browser gets it after opening the preview once. */
const previewPage = (path: string) => preview.get(path, { cookie });

beforeAll(async () => {
  pipeline = await startPipeline({ preview: true });
  ({ live, preview } = pipeline as Required<Pipeline>);
  const [service] = (await pipeline.api("/api/services?filters[serviceId]=service-2")).data;
  serviceId = String(service.documentId);
}, 1200000);

afterEach(closeContexts);

afterAll(async () => {
  await closeBrowser();
  await pipeline?.stop();
  reportMedian("preview", "save-to-preview", saveToPreview);
}, 240000);

test("Open preview links each entry to its page; the preview answers only with the editors' secret, never indexed, framed by the admin only", async () => {
  const origin = `http://127.0.0.1:${preview.port}`;
  const secret = pipeline.previewSecret;
  const link = await previewUrl("api::service.service", serviceId);
  expect(link).toBe(`${origin}${SERVICE_PATH}?preview=${secret}`);
  const [project] = (await pipeline.api("/api/projects?pagination[limit]=1")).data;
  expect(await previewUrl("api::project.project", String(project.documentId))).toBe(
    `${origin}/ourworks/${String(project.slug)}/?preview=${secret}`,
  );
  expect(await previewUrl("api::site-setting.site-setting")).toBe(`${origin}/contact-us/?preview=${secret}`);
  const [faq] = (await pipeline.api("/api/faqs?pagination[limit]=1")).data;
  expect(await previewUrl("api::faq.faq", String(faq.documentId))).toBe(`${origin}/faq/?preview=${secret}`);
  expect(await previewUrl("api::home.home")).toBe(`${origin}/?preview=${secret}`);
  expect(await previewUrl("api::publish-status.publish-status")).toBeUndefined();

  // Without the secret, or with a wrong one: refused, pages, page data and assets alike.
  for (const path of [
    "/",
    SERVICE_PATH,
    "/page-data/app-data.json",
    "/robots.txt",
    `${SERVICE_PATH}?preview=${secret.slice(1)}`,
  ]) {
    const refused = await preview.get(path);
    expect([path, refused.status, refused.body]).toEqual([
      path,
      403,
      expect.stringContaining("This preview is for the site's editors"),
    ]);
  }
  expect((await preview.get("/", { cookie: `nusakode_preview=${secret.slice(1)}` })).status).toBe(403);

  // The link: a cookie and the same page without the secret in its address.
  const opened = await preview.get(new URL(String(link)).pathname + new URL(String(link)).search);
  expect(opened.status).toBe(302);
  expect(opened.headers.location).toBe(SERVICE_PATH);
  const setCookie = String(opened.headers["set-cookie"]);
  // Not the secret: a value publish.sh derives from it (deploy/preview-access.conf), for 12 hours.
  const cookieValue = createHash("sha256").update(`${secret}:cookie`).digest("hex");
  expect(setCookie).toBe(`nusakode_preview=${cookieValue}; Path=/; Max-Age=43200; HttpOnly; SameSite=Lax`);
  cookie = setCookie.split(";")[0];

  const page = await previewPage(SERVICE_PATH);
  expect(page.status).toBe(200);
  expect(page.body).toContain("Preview of drafts, not the live site.");
  expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(page.headers["x-frame-options"]).toBeUndefined();
  expect(page.headers["content-security-policy"]).toContain(`frame-ancestors ${pipeline.cms.url}`);
  expect((await previewPage("/page-data/app-data.json")).status).toBe(200);
  expect((await previewPage("/sitemap-index.xml")).status).toBe(404);
  expect((await previewPage("/robots.txt")).body).toBe("User-agent: *\nDisallow: /\n");
  // nginx's copy of the secret: mode 600 from the moment it exists (publish.sh writes it under umask 077).
  expect((statSync(join(preview.root, "current", ".nginx", "preview-secret.conf")).mode & 0o777).toString(8)).toBe(
    "600",
  );

  // The live site's headers are as they were.
  const livePage = await live.get(SERVICE_PATH);
  expect(livePage.headers["x-frame-options"]).toBe("DENY");
  expect(livePage.headers["x-robots-tag"]).toBeUndefined();
  expect(livePage.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(livePage.body).not.toContain("preview-banner");
  expect((await live.get("/sitemap-index.xml")).status).toBe(200);
}, 120000);

test("a saved draft is on the preview within seconds, not on the live site; publishing puts it live", async () => {
  await Promise.all([live.settled(), preview.settled()]);
  const liveBuilds = live.status().builds;
  const published = (await live.get(SERVICE_PATH)).body;
  // One save, after the installation's build. (Saves on a preview that has already built drafts: the
  // broken and the repaired draft and the moved page below, each a build of its own.)
  const started = Date.now();
  await pipeline.put(`/api/services/${serviceId}`, { title: DRAFT_TITLE }, "?status=draft");
  await preview.until(`"${DRAFT_TITLE}" on the preview`, async () =>
    (await previewPage(SERVICE_PATH)).body.includes(DRAFT_TITLE),
  );
  saveToPreview.push((Date.now() - started) / 1000);
  report(`draft on the preview after ${saveToPreview.at(-1)?.toFixed(1)} s`);
  await preview.settled();
  // The banner says which drafts: those saved by the time the runner read the CMS.
  const banner = (await previewPage(SERVICE_PATH)).body.match(/<time datetime="([^"]+)">/)?.[1];
  expect(Date.now() - Date.parse(String(banner))).toBeLessThan(120000);

  // Saving drafts started no live build, and the live site still shows the published title.
  await live.settled();
  expect(live.status().builds).toBe(liveBuilds);
  expect((await live.get(SERVICE_PATH)).body).toBe(published);
  expect(published).not.toContain("Draft Design Studio");
}, 900000);

test("an editor opens the preview from the service's edit view in the admin and sees the draft in the site's design", async () => {
  const { page, errors } = await openPage(1440, 900);
  await logInToAdmin(page, pipeline.cms.url, pipeline.cms.admin);
  await page.goto(`${pipeline.cms.url}/admin/content-manager/collection-types/api::service.service/${serviceId}`);
  await page.getByRole("link", { name: "Open preview" }).click();
  await page.waitForURL(/\/preview(\?|$)/);
  // The admin frames the preview (its frame-src from allowedOrigins, our frame-ancestors); the frame
  // follows the secret link, gets the cookie and shows the page with the draft.
  const frame = page.frameLocator('[data-testid="preview-iframe"]');
  await frame
    .getByRole("navigation", { name: /breadcrumb/i })
    .getByText(DRAFT_TITLE)
    .waitFor();
  await frame.getByText("Preview of drafts, not the live site.").waitFor();
  const frameUrl = await page.locator('[data-testid="preview-iframe"]').getAttribute("src");
  expect(frameUrl).toBe(`http://127.0.0.1:${preview.port}${SERVICE_PATH}?preview=${pipeline.previewSecret}`);
  // Another save while the editor looks: the banner says a newer draft is being built, then the page
  // shows it by itself (src/gatsby/after-build/preview-banner.ts, the runner's state through nginx).
  await preview.settled();
  await pipeline.put(`/api/services/${serviceId}`, { title: `${DRAFT_TITLE} II` }, "?status=draft");
  const state = frame.locator("#preview-state[role=status]");
  await state
    .filter({
      hasText:
        /^A newer draft, saved at \d\d:\d\d:\d\d UTC, is being built: this page shows it by itself when it is ready\.$/,
    })
    .waitFor({ timeout: 60000 });
  await frame
    .getByRole("navigation", { name: /breadcrumb/i })
    .getByText(`${DRAFT_TITLE} II`)
    .waitFor({ timeout: 180000 });
  expect(await state.textContent()).toBe("");
  await pipeline.put(`/api/services/${serviceId}`, { title: DRAFT_TITLE }, "?status=draft");
  expect(errors.filter((error) => /frame|Content Security Policy|Refused/i.test(error))).toEqual([]);
}, 400000);

test("publishing puts the draft live", async () => {
  const started = Date.now();
  await pipeline.put(`/api/services/${serviceId}`, { title: DRAFT_TITLE });
  await live.until("the published title live", async () => (await live.get(SERVICE_PATH)).body.includes(DRAFT_TITLE));
  report(`published: live after ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, 600000);

test("a draft the build cannot use is named on every page of the preview, which shows the version before; the live site is untouched", async () => {
  await Promise.all([live.settled(), preview.settled()]);
  const liveRelease = live.live();
  const liveContact = (await live.get("/contact-us/")).body;
  const settings = (await pipeline.api("/api/site-setting?populate=socialLinks&status=draft")).data as unknown as {
    socialLinks: Array<Record<string, unknown>>;
  };
  const links = settings.socialLinks.map(({ id: _id, ...link }) => link);
  await pipeline.put(
    "/api/site-setting",
    { socialLinks: [{ ...links[0], url: "javascript:alert(1)" }, ...links.slice(1)] },
    "?status=draft",
  );
  try {
    await preview.until("the preview built without the draft", async () =>
      (await previewPage("/contact-us/")).body.includes("Not in this preview: a draft the build could not use."),
    );
    await preview.settled();
    expect(preview.status().lastReason).toContain("without what the build could not use");
    for (const path of ["/contact-us/", "/", SERVICE_PATH]) {
      const page = await previewPage(path);
      expect([path, page.status]).toEqual([path, 200]);
      expect(page.body).toContain("Preview of drafts, not the live site.");
      // (the banner's text, escaped: "Site settings > Social links > ...")
      expect(page.body).toContain(
        "Site settings &gt; Social links &gt; Twitter &gt; Profile address must be an https: address",
      );
      expect(page.body).toContain("Not published: the version published before stays on the site.");
      expect(page.body).not.toContain('href="javascript:');
    }
    expect((await previewPage("/contact-us/")).body).toContain(String(links[0].url));
    expect((await preview.get("/contact-us/")).status).toBe(403); // still editors only
    await live.settled();
    expect(live.live()).toBe(liveRelease);
    expect((await live.get("/contact-us/")).body).toBe(liveContact);
  } finally {
    await pipeline.put("/api/site-setting", { socialLinks: links }, "?status=draft");
  }
  // The repaired draft builds: nothing is left out.
  await preview.until(
    "the preview with every draft",
    async () => !(await previewPage("/contact-us/")).body.includes("Not in this preview"),
  );
  await preview.settled();
  expect(preview.status().lastResult).toBe("success");
}, 600000);

test("a draft that moves a page is served as its build wrote it: the old address redirects (nginx reloaded through the path unit, as on the server), the new page's inline scripts are allowed", async () => {
  await preview.settled();
  // The build's policy of the release now live on the preview (its csp.conf, pieces joined).
  const builtPolicy = () =>
    [
      ...readFileSync(join(preview.root, "current", ".nginx", "csp.conf"), "utf8").matchAll(
        /"(?:\$\{content_security_policy\})?([^"]*)";/g,
      ),
    ]
      .slice(0, -2)
      .map((m) => m[1])
      .join("");
  expect((await previewPage(SERVICE_PATH)).headers["content-security-policy"]).toBe(builtPolicy());
  // The service's page moves (a new slug in the draft); the CMS records its published slug as an old one.
  const moved = "/service/uiux-design-moved/";
  await pipeline.put(`/api/services/${serviceId}`, { slug: "uiux-design-moved" }, "?status=draft");
  await preview.until(`the draft page at ${moved}`, async () => (await previewPage(moved)).status === 200);
  await preview.settled();
  // The old address answers with the build's new redirect, which nginx serves only once it has reloaded
  // (without the reload: 404, the page is gone from the release).
  const old = await previewPage(SERVICE_PATH);
  expect([old.status, String(old.headers.location ?? "")]).toEqual([301, expect.stringContaining(moved)]);
  expect(preview.runnerLog()).toMatch(/nginx reloaded/);
  // Every inline script of the new page is in the policy served (the same on every page: issue 37).
  const page = await previewPage(moved);
  const policy = String(page.headers["content-security-policy"]);
  expect(policy).toBe(builtPolicy());
  const hashes = inlineScriptHashes(page.body);
  expect(hashes.length).toBeGreaterThan(0);
  expect(hashes.filter((hash) => !policy.includes(hash))).toEqual([]);
}, 600000);
