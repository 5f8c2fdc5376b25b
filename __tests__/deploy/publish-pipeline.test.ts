// Publish in the CMS, live on our own server (deploy/README.md), end to end on loopback, no mocks:
// the real Strapi of cms/ calls the real `webhook` (Debian's package) with deploy/hooks.json, which
// starts deploy/publish.sh; that builds a copy of the site into releases/ and switches `current`,
// which nginx serves through deploy/site.conf.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  report as reportLine,
  reportMedian,
  startPipeline,
  type Pipeline,
  type Status,
  type Target,
} from "../support/pipeline";
import { filesAfterPaint } from "../../src/lib/after-paint";

const root = join(__dirname, "..", "..");
let pipeline: Pipeline;
let live: Target;
const publishToLive: number[] = [];

const report = (line: string) => reportLine("deploy", line);

const api = (path: string, init?: RequestInit) => pipeline.api(path, init);
const put = (path: string, data: Record<string, unknown>, query?: string) => pipeline.put(path, data, query);
const get = (path: string) => live.get(path);
const status = () => live.status();
const runnerLog = () => live.runnerLog();
const until = (what: string, done: () => boolean | Promise<boolean>, timeoutMs?: number) =>
  live.until(what, done, timeoutMs);
const settled = () => live.settled();
const paragraph = (text: string) => ({ type: "paragraph", children: [{ type: "text", text }] });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An edit through the REST API, timed until nginx serves `text` on `path`. */
async function publishAndWait(path: string, text: string, edit: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  await edit();
  await until(`"${text}" on ${path}`, async () => (await get(path)).body.includes(text));
  const seconds = (Date.now() - started) / 1000;
  publishToLive.push(seconds);
  return seconds;
}

beforeAll(async () => {
  pipeline = await startPipeline();
  live = pipeline.live;
}, 900000);

afterAll(async () => {
  await pipeline?.stop();
  reportMedian("deploy", "publish-to-live", publishToLive);
}, 240000);

test("nginx answers ACME challenges from their folder; other dotted paths stay 404", async () => {
  expect(await get("/.well-known/acme-challenge/token-for-tests")).toMatchObject({
    status: 200,
    body: "token-for-tests.key",
  });
  for (const path of ["/.nginx/csp.conf", "/.previous/index.html", "/.well-known/security.txt", "/.git/config"]) {
    expect([path, (await get(path)).status]).toEqual([path, 404]);
  }
});

test("an edit published through the REST API is live on nginx, and editors see it in Publish status", async () => {
  const [service] = (await api("/api/services?filters[serviceId]=service-2")).data;
  const seconds = await publishAndWait("/service/uiux-design/", "Product Design Studio", () =>
    put(`/api/services/${String(service.documentId)}`, { title: "Product Design Studio" }),
  );
  report(`publish-to-live (one edit): ${seconds.toFixed(1)} s`);
  await settled();
  const entry = (await api("/api/publish-status")).data as unknown as Status;
  expect(entry).toMatchObject({
    state: "idle",
    lastResult: "success",
    liveRelease: live.live().replace("releases/", ""),
  });
  expect(Date.now() - Date.parse(String(entry.lastSuccessAt))).toBeLessThan(120000);
  // a server's build makes no TypeScript types: they are for developers, and cost every publish
  const buildLog = readFileSync(join(live.root, "last-build.log"), "utf8");
  expect(buildLog).toContain("Done building in");
  expect(buildLog).not.toContain("Generating TypeScript types");
}, 400000);

test("an Indonesian edit is live on /id/; an entry without Indonesian text shows there in English, marked, and editors see it listed; a visitor's comment an editor publishes is live under its article", async () => {
  await settled();
  // A visitor's comment as the form's route stores it (a draft: visitor-forms.test.ts), then the editor's Publish.
  const [post] = (await api("/api/blog-posts?filters[postId]=post-1")).data;
  const draft = (
    await api("/api/visitor-comments?status=draft", {
      method: "POST",
      body: JSON.stringify({
        data: {
          post: { connect: [{ documentId: post.documentId, locale: "id" }] },
          language: "id",
          author: "Sari",
          email: "sari@example.co.id",
          comment: "Komentar dari pengunjung, disetujui editor.",
        },
      }),
    })
  ).data as unknown as { documentId: string };
  const commentPublished = Date.now();
  await put(`/api/visitor-comments/${draft.documentId}`, {}, "?status=published");
  const [service] = (await api("/api/services?locale=id&filters[serviceId]=service-2")).data;
  const faqs = (await api("/api/faqs?locale=id&sort=order:desc")).data;
  const faq = faqs[0];
  const english = (await api(`/api/faqs/${String(faq.documentId)}`)).data as unknown as { question: string };
  expect(english.question).not.toBe(faq.question);
  await put(`/api/services/${String(service.documentId)}`, { title: "Studio Desain Produk" }, "?locale=id");
  const removed = await api(`/api/faqs/${String(faq.documentId)}?locale=id`, { method: "DELETE" });
  expect(removed).toBeDefined();
  const servicePath = `/id/service/${String(service.slug)}/`;
  await until(
    `the Indonesian edit on ${servicePath} and the FAQ in English on /id/faq/`,
    async () =>
      (await get(servicePath)).body.includes("Studio Desain Produk") &&
      (await get("/id/faq/")).body.includes(english.question),
  );
  await until("the visitor's comment under its Indonesian article", async () =>
    (await get("/id/blog/website-perusahaan-cepat/")).body.includes("Komentar dari pengunjung, disetujui editor."),
  );
  report(`a visitor's comment, Publish to live: ${((Date.now() - commentPublished) / 1000).toFixed(1)} s`);
  expect((await get("/blog/fast-company-websites/")).body).not.toContain("Komentar dari pengunjung");
  await settled();
  // the English page keeps its own title; the FAQ is marked as English on the Indonesian page
  expect((await get("/service/uiux-design/")).body).not.toContain("Studio Desain Produk");
  const idFaq = (await get("/id/faq/")).body;
  expect(idFaq).not.toContain(String(faq.question));
  expect(idFaq).toMatch(
    new RegExp(`lang="en"[^>]*>(<[^>]+>)*${english.question.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );
  const entry = (await api("/api/publish-status")).data as unknown as Status & { untranslated: string };
  report(`editors read, shown in English on the Indonesian pages: ${entry.untranslated}`);
  // in the admin's words: the type, the entry's English title, the language, the fields' labels
  expect(entry.untranslated.split("\n")).toContain(`FAQ "${english.question}" in Bahasa Indonesia: Question, Answer`);
}, 400000);

test("a burst of ten publishes makes at most two builds, and the last edit is live", async () => {
  await settled();
  const before = status().builds ?? 0;
  const [faq] = (await api("/api/faqs?filters[question]=What%20does%20your%20agency%20do%3F")).data;
  for (let i = 1; i <= 10; i++)
    await put(`/api/faqs/${String(faq.documentId)}`, { question: `Burst question number ${i} of ten?` });
  await until("the last edit of the burst on nginx", async () =>
    (await get("/faq/")).body.includes("Burst question number 10 of ten?"),
  );
  await settled();
  const builds = (status().builds ?? 0) - before;
  report(
    `a burst of ten publishes: ${builds} builds (${(runnerLog().match(/publish received: entry\./g) ?? []).length} hook calls so far in all)`,
  );
  expect(builds).toBeGreaterThanOrEqual(1);
  expect(builds).toBeLessThanOrEqual(2);
}, 600000);

test("a CMS entry the build cannot use (saved through the API, past the admin) stays with that entry: the version published before stays live, every other edit goes live, and Publish status names it", async () => {
  await settled();
  const release = live.live();
  const settings = (await api("/api/site-setting?populate=socialLinks")).data as unknown as {
    socialLinks: Array<Record<string, unknown>>;
  };
  const links = settings.socialLinks.map(({ id: _id, ...link }) => link);
  const articles = (await api("/api/blog-posts?locale=id&sort=order:asc")).data;
  const [article, ...others] = articles;
  const articlePath = `/id/blog/${String(article.slug)}/`;
  const before = await get(articlePath);
  expect(before.status).toBe(200);
  const [service] = (await api("/api/services?filters[serviceId]=service-3")).data;
  const servicePath = `/service/${String(service.slug)}/`;
  // a javascript: link in the site's settings, an Indonesian article's body with a plain http: link, and a good edit
  await put("/api/site-setting", { socialLinks: [{ ...links[0], url: "javascript:alert(1)" }, ...links.slice(1)] });
  await put(
    `/api/blog-posts/${String(article.documentId)}`,
    {
      body: [
        paragraph("Lihat "),
        {
          type: "paragraph",
          children: [
            { type: "link", url: "http://example.com/launch", children: [{ type: "text", text: "peluncuran" }] },
          ],
        },
      ],
    },
    "?locale=id",
  );
  await put(`/api/services/${String(service.documentId)}`, { title: "A Good Edit Beside Two Bad Ones" });
  try {
    await until("the good edit live", async () =>
      (await get(servicePath)).body.includes("A Good Edit Beside Two Bad Ones"),
    );
    await settled();
    expect(live.live()).not.toBe(release);
    const contact = (await get("/contact-us/")).body;
    expect(contact).toContain(String(links[0].url));
    expect(contact).not.toContain("javascript:alert(1)");
    // the article's page as it was live, and every other Indonesian article's
    const after = await get(articlePath);
    expect(after.status).toBe(200);
    expect(after.body).not.toContain("http://example.com/launch");
    expect(after.body).toContain(String(article.title));
    for (const other of others)
      expect([other.slug, (await get(`/id/blog/${String(other.slug)}/`)).status]).toEqual([other.slug, 200]);
    const entry = (await api("/api/publish-status")).data as unknown as Status;
    report(`editors read: ${entry.lastResult}: ${entry.lastReason}`);
    expect(entry.lastResult).toBe("success");
    const [head, ...lines] = String(entry.lastReason).split("\n");
    expect(head).toBe(
      `Live: release ${live.live().replace("releases/", "")}, without what the build could not use (correct it in the CMS and publish again):`,
    );
    expect(lines).toEqual([
      'Site settings > Social links > Twitter > Profile address must be an https: address, a mailto: or tel: link, or a path of this site starting with /, got "javascript:alert(1)". Not published: the version published before stays on the site.',
      expect.stringMatching(
        new RegExp(
          `^Article > "${String(article.title).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" > Body \\(Bahasa Indonesia\\): the 2nd paragraph's 1st link must be an https: address.*"http://example.com/launch"\\. Not published: the version published before stays on the site\\.$`,
        ),
      ),
    ]);
  } finally {
    // Corrected, the next publish is live with nothing left out.
    await put("/api/site-setting", { socialLinks: links });
    await put(`/api/blog-posts/${String(article.documentId)}`, { body: article.body }, "?locale=id");
  }
  await until(
    "the corrected entries live",
    () => status().lastReason === `Live: release ${live.live().replace("releases/", "")}`,
  );
  await settled();
  expect(status().lastResult).toBe("success");
}, 600000);

// Before the deploys that change the site's code below: its build then changes content only, and
// webpack, whose cache holds the code as it is, compiles nothing (after them the footer is put back,
// and the next build would compile the bundles again).
test("the CMS restored from its backup publishes to the live site (the restore drill's last step)", async () => {
  await settled();
  const backupDir = mkdtempSync(join(tmpdir(), "nusakode-deploy-backup-"));
  try {
    // As the nightly timer runs it (deploy/nusakode-cms-backup.service): the CMS's own settings.
    const scriptEnv = (cms: typeof pipeline.cms) => ({
      ...process.env,
      DATABASE_CLIENT: "sqlite",
      DATABASE_FILENAME: join(cms.dataDir, "data.db"),
      PUBLIC_DIR: join(cms.dataDir, "public"),
      HOST: "127.0.0.1",
      PORT: new URL(cms.url).port,
      BACKUP_DIR: backupDir,
    });
    const [before] = (await api("/api/team-members?filters[memberId]=team-1")).data;
    const backup = spawnSync(process.execPath, [join(root, "cms", "scripts", "backup.js")], {
      env: scriptEnv(pipeline.cms),
      encoding: "utf8",
    });
    expect([backup.status, backup.stderr]).toEqual([0, ""]);
    const folder = /Backup complete: (.+)/.exec(backup.stdout)![1].trim();
    await pipeline.restartCms(async (stopped) => {
      // The machine's data gone: the database and every upload.
      for (const name of readdirSync(stopped.dataDir))
        rmSync(join(stopped.dataDir, name), { recursive: true, force: true });
      const restore = spawnSync(process.execPath, [join(root, "cms", "scripts", "restore.js"), folder], {
        env: scriptEnv(stopped),
        encoding: "utf8",
      });
      expect([restore.status, restore.stderr]).toEqual([0, ""]);
    });
    // The editor's token and the entries came back: an edit on the restored CMS goes live.
    const [member] = (await api("/api/team-members?filters[memberId]=team-1")).data;
    expect(member).toMatchObject({ documentId: before.documentId, name: before.name });
    expect((await api("/api/services?filters[serviceId]=service-2")).data[0].title).toBe("Product Design Studio"); // an earlier edit
    const seconds = await publishAndWait("/team/", "Rizky Restored", () =>
      put(`/api/team-members/${String(member.documentId)}`, { name: "Rizky Restored" }),
    );
    report(`publish-to-live from the restored CMS: ${seconds.toFixed(1)} s`);
    // Strapi's second event of that save builds once more: let it end, as the other tests do.
    await settled();
  } finally {
    rmSync(backupDir, { recursive: true, force: true });
  }
}, 400000);

test("every route answers 200 with all its assets while two deploys switch, pages loaded before a switch included", async () => {
  await settled();
  const routes = readdirSync(join(live.root, "current"), { recursive: true, encoding: "utf8" })
    // (not through .previous, the link to the release before, which nginx never serves as a page)
    .filter((file) => file.endsWith("index.html") && !file.split("/").includes(".previous"))
    .map((file) => `/${file.slice(0, -"index.html".length)}`);
  // what the page names in src/href, and the stylesheet and scripts its loader starts (src/lib/after-paint.ts)
  const assetsOf = (html: string) => {
    const { styles, scripts } = filesAfterPaint(html);
    return [
      ...new Set([
        ...[...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css|json))"/g)].map((m) => m[1]),
        ...styles,
        ...scripts,
      ]),
    ];
  };
  const totals = {
    pages: 0,
    assets: 0,
    pageFailures: [] as string[],
    assetFailures: [] as string[],
    olderAssets: 0,
    throughPrevious: 0,
  };
  const seen = new Map<string, string[]>();
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const route of routes) {
        const page = await get(route).catch((error: Error) => ({ status: 0, body: error.message }));
        totals.pages++;
        if (page.status !== 200) totals.pageFailures.push(`${route}: ${page.status}`);
        const assets = assetsOf(page.body);
        // A visitor who loaded the page before the switch still loads that page's assets afterwards.
        const older = (seen.get(route) ?? []).filter((asset) => !assets.includes(asset));
        totals.olderAssets += older.length;
        // (those the live release no longer has come from the release before: deploy/site.conf's fallback)
        totals.throughPrevious += older.filter((asset) => !existsSync(join(live.root, "current", asset))).length;
        for (const asset of [...assets, ...older]) {
          const answer = await get(asset).catch((error: Error) => ({ status: 0, body: error.message }));
          totals.assets++;
          if (answer.status !== 200) totals.assetFailures.push(`${asset} (from ${route}): ${answer.status}`);
        }
        if (assets.length) seen.set(route, assets);
        if (!running) break;
        await sleep(20); // a steady stream of visitors, not a load test: the builds share the two cores
      }
    }
  })();
  const footer = join(live.site.dir, "src", "components", "layout", "footer.tsx");
  const source = readFileSync(footer, "utf8");
  try {
    for (let n = 1; n <= 2; n++) {
      // The second build is cold, as after `gatsby clean` or a Gatsby upgrade: public/ starts empty, so the
      // new release has none of the hashed files of the pages visitors still have open.
      if (n === 2) rmSync(join(live.site.dir, "public"), { recursive: true, force: true });
      // A code change as well as the content (a site update): the hashed JavaScript changes names.
      writeFileSync(
        footer,
        source.replace(
          "<div className={`container ${styles.bottom}`}>",
          `<div className={\`container \${styles.bottom}\`} data-release="${n}">`,
        ),
      );
      const [member] = (await api("/api/team-members?filters[memberId]=team-1")).data;
      const seconds = await publishAndWait("/team/", `Rizky Deploy ${n}`, () =>
        put(`/api/team-members/${String(member.documentId)}`, { name: `Rizky Deploy ${n}` }),
      );
      report(`deploy ${n} of 2 live after ${seconds.toFixed(1)} s`);
      await settled();
    }
  } finally {
    running = false;
    await loop;
    writeFileSync(footer, source);
  }
  report(
    `request loop: ${totals.pages} page requests over ${routes.length} routes, ${totals.assets} asset requests (${totals.olderAssets} of pages loaded before a switch); ` +
      `${totals.throughPrevious} of them only in the release before; non-200 pages ${totals.pageFailures.length}, failed assets ${totals.assetFailures.length}`,
  );
  expect(totals.olderAssets).toBeGreaterThan(0); // the switches did change asset names
  expect(totals.throughPrevious).toBeGreaterThan(0); // and the cold build dropped some, served from .previous
  expect(totals.pageFailures.slice(0, 10)).toEqual([]);
  expect(totals.assetFailures.slice(0, 10)).toEqual([]);
}, 900000);

/**
 * rollback.sh run to its end without blocking this process: it waits for root's reload answer, which
 * the path unit's stand-in here (support/reload-unit.ts) gives from this process's event loop.
 */
function rollback(...args: string[]): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, "deploy", "rollback.sh"), args, {
      env: pipeline.runnerEnv(),
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, stderr }));
  });
}

test("rolling back is one command: the release before goes live at once", async () => {
  await settled();
  const release = live.live();
  const back = await rollback();
  expect([back.status, back.stderr]).toEqual([0, expect.not.stringMatching(/error|no release/i)]);
  expect(live.live()).not.toBe(release);
  expect((await get("/team/")).body).toContain("Rizky Deploy 1");
  const forward = await rollback(release.replace("releases/", ""));
  expect([forward.status, forward.stderr]).toEqual([0, ""]);
  expect((await get("/team/")).body).toContain("Rizky Deploy 2");
  // Five releases kept, at most.
  expect(readdirSync(join(live.root, "releases")).length).toBeLessThanOrEqual(5);
}, 120000);
