// Publish in the CMS, live on our own server (deploy/README.md), end to end on loopback, no mocks:
// the real Strapi of cms/ calls the real `webhook` (Debian's package) with deploy/hooks.json, which
// starts deploy/publish.sh; that builds a copy of the site into releases/ and switches `current`,
// which nginx serves through deploy/site.conf.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startCms, type RunningCms } from "../support/strapi";
import { copySite, type SiteCopy } from "../support/site-copy";
import { freePort, waitForHttp } from "../support/server";
import { NGINX, spawnNginx } from "../support/nginx";

const root = join(__dirname, "..", "..");
const WEBHOOK = process.env.WEBHOOK_PATH ?? "/usr/bin/webhook";
const HOOK_SECRET = randomBytes(32).toString("hex");
const STATUS_TOKEN = randomBytes(32).toString("hex");

let cms: RunningCms;
let site: SiteCopy;
let deployRoot: string;
let receiver: ChildProcess;
let receiverLog = "";
let hookUrl: string;
let nginx: { child: ChildProcess; dir: string; errorLog: () => string } | undefined;
let nginxPort: number;
const publishToLive: number[] = [];

function report(line: string) {
  process.stdout.write(`[deploy] ${line}\n`);
}

/** One GET on a fresh connection (a browser retries a keep-alive socket nginx closed on reload; this never reuses one). */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: nginxPort, path, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function api(path: string, init: RequestInit = {}) {
  const response = await fetch(`${cms.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${cms.editorToken}`, "content-type": "application/json", ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> & Array<Record<string, unknown>> };
}
const put = (path: string, data: Record<string, unknown>) => api(path, { method: "PUT", body: JSON.stringify({ data }) });

interface Status {
  state?: string;
  builds?: number;
  lastResult?: string;
  lastReason?: string;
  lastSuccessAt?: string;
  liveRelease?: string;
}
const status = (): Status => (existsSync(join(deployRoot, "status.json")) ? JSON.parse(readFileSync(join(deployRoot, "status.json"), "utf8")) : {});
const runnerLog = () => (existsSync(join(deployRoot, "publish.log")) ? readFileSync(join(deployRoot, "publish.log"), "utf8") : "");
const live = () => readlinkSync(join(deployRoot, "current"));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Until `done` holds (polled every 250 ms); throws with the runner's log after `timeoutMs`. */
async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 300000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await done()) return;
    await sleep(250);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s\nrunner log:\n${runnerLog().slice(-3000)}\nbuild log:\n${lastBuildLog()}`);
}
const lastBuildLog = () => (existsSync(join(deployRoot, "last-build.log")) ? readFileSync(join(deployRoot, "last-build.log"), "utf8").slice(-2000) : "");

/** No build running or pending, twice in a row a second apart (Strapi sends its webhooks from a queue). */
async function settled() {
  let quiet = 0;
  await until("the runner settles", async () => {
    const idle = status().state === "idle" && !existsSync(join(deployRoot, ".pending"));
    quiet = idle ? quiet + 1 : 0;
    if (quiet < 5) await sleep(200);
    return quiet >= 5;
  });
}

/** An edit through the REST API, timed until nginx serves `text` on `path`. */
async function publishAndWait(path: string, text: string, edit: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  await edit();
  await until(`"${text}" on ${path}`, async () => (await get(path)).body.includes(text));
  const seconds = (Date.now() - started) / 1000;
  publishToLive.push(seconds);
  return seconds;
}

const runnerEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ["STRAPI_API_URL", "STRAPI_TOKEN", "CMS_REQUIRED"]) delete env[key];
  return {
    ...env,
    GATSBY_TELEMETRY_DISABLED: "1",
    CI: "true",
    DEPLOY_SCRIPTS: join(root, "deploy"),
    DEPLOY_ROOT: deployRoot,
    SITE_DIR: site.dir,
    STRAPI_API_URL: cms.url,
    STRAPI_TOKEN: cms.token,
    STATUS_API_TOKEN: STATUS_TOKEN,
    BUILD_HOOK_SECRET: HOOK_SECRET,
    NGINX_RELOAD: `${NGINX} -p ${join(deployRoot, "nginx")} -c ${join(deployRoot, "nginx", "nginx.conf")} -s reload`,
  };
};

async function startServer() {
  const dir = join(deployRoot, "nginx");
  mkdirSync(join(dir, "nusakode"), { recursive: true });
  copyFileSync(join(root, "deploy", "security-headers.conf"), join(dir, "nusakode", "security-headers.conf"));
  const siteConf = readFileSync(join(root, "deploy", "site.conf"), "utf8");
  if (!siteConf.includes("/var/www/letsencrypt")) throw new Error("deploy/site.conf has no ACME webroot");
  writeFileSync(join(dir, "nusakode", "site.conf"), siteConf.replaceAll("/var/www/letsencrypt", join(dir, "letsencrypt")));
  mkdirSync(join(dir, "letsencrypt", ".well-known", "acme-challenge"), { recursive: true });
  writeFileSync(join(dir, "letsencrypt", ".well-known", "acme-challenge", "token-for-tests"), "token-for-tests.key");
  // As deploy/nginx.conf: root, CSP and redirects from `current`.
  const current = join(deployRoot, "current");
  const started = spawnNginx(
    dir,
    `  server {
    listen 127.0.0.1:${nginxPort};
    server_name _;
    root ${current};
    include ${current}/.nginx/csp.conf;
    include ${current}/.nginx/redirects.conf;
    include nusakode/site.conf;
  }`,
  );
  nginx = { ...started, dir };
  if (!(await waitForHttp(`http://127.0.0.1:${nginxPort}/`, () => true, started.child, 20000))) throw new Error(`nginx did not start:\n${started.errorLog()}`);
}

beforeAll(async () => {
  deployRoot = mkdtempSync(join(tmpdir(), "nusakode-deploy-"));
  nginxPort = await freePort();
  const hookPort = await freePort();
  hookUrl = `http://127.0.0.1:${hookPort}/hooks/publish`;
  cms = await startCms(hookUrl, HOOK_SECRET, { env: { STATUS_API_TOKEN: STATUS_TOKEN } });
  report(`Strapi answered after ${cms.startSeconds.toFixed(1)} s`);
  site = copySite();
  // The receiver, as its systemd unit starts it (deploy/webhook.service).
  receiver = spawn(WEBHOOK, ["-hooks", join(root, "deploy", "hooks.json"), "-template", "-ip", "127.0.0.1", "-port", String(hookPort), "-verbose"], {
    env: runnerEnv(),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  receiver.stdout?.on("data", (chunk) => (receiverLog += chunk));
  receiver.stderr?.on("data", (chunk) => (receiverLog += chunk));
  if (!(await waitForHttp(`http://127.0.0.1:${hookPort}/`, () => true, receiver, 10000))) throw new Error(`webhook did not start:\n${receiverLog}`);
  // The first deploy, as the operator runs it once on installation (deploy/README.md).
  const first = spawnSync(join(root, "deploy", "publish.sh"), { env: runnerEnv(), encoding: "utf8", timeout: 400000 });
  report(`first deploy (cold build): exit ${first.status}`);
  if (first.status !== 0 || status().lastResult !== "success") throw new Error(`the first deploy failed:\n${runnerLog()}\n${lastBuildLog()}`);
  await startServer();
}, 900000);

afterAll(async () => {
  if (receiver?.pid && receiver.exitCode === null) process.kill(-receiver.pid, "SIGTERM");
  if (nginx?.child.pid && nginx.child.exitCode === null) process.kill(-nginx.child.pid, "SIGTERM");
  // A build still running would write into the folders removed below.
  await until("no build running", () => !runnerLog() || status().state !== "building", 200000).catch(() => undefined);
  await cms?.stop();
  site?.remove();
  if (deployRoot) rmSync(deployRoot, { recursive: true, force: true });
  if (publishToLive.length) {
    const sorted = [...publishToLive].sort((a, b) => a - b);
    report(`publish-to-live: ${publishToLive.map((s) => s.toFixed(1)).join(", ")} s; median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} s of ${sorted.length}`);
  }
}, 240000);

test("the receiver refuses a publish without the secret or with a wrong one (401), and anything but POST", async () => {
  const builds = status().builds;
  const post = (headers: Record<string, string>) =>
    fetch(hookUrl, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ event: "entry.publish", model: "faq" }) });
  expect((await post({})).status).toBe(401);
  const wrong = `${HOOK_SECRET.slice(0, -1)}${HOOK_SECRET.endsWith("a") ? "b" : "a"}`;
  expect((await post({ "x-build-hook-secret": wrong })).status).toBe(401);
  expect((await post({ "x-build-hook-secret": "" })).status).toBe(401);
  expect((await fetch(`${hookUrl}`, { headers: { "x-build-hook-secret": HOOK_SECRET } })).status).toBe(405);
  expect((await post({ "x-build-hook-secret": HOOK_SECRET })).status).toBe(202);
  // The runner's own status updates (model publish-status) never start a build.
  const ignored = await fetch(hookUrl, {
    method: "POST",
    headers: { "content-type": "application/json", "x-build-hook-secret": HOOK_SECRET },
    body: JSON.stringify({ event: "entry.update", model: "publish-status" }),
  });
  expect(ignored.status).toBe(401);
  // The one right call above (model faq) was accepted and built; wait for it to settle.
  await settled();
  expect(runnerLog()).not.toMatch(/publish-status/);
  expect(status().builds).toBe((builds ?? 0) + 1);
}, 300000);

test("nginx answers ACME challenges from their folder; other dotted paths stay 404", async () => {
  expect(await get("/.well-known/acme-challenge/token-for-tests")).toEqual({ status: 200, body: "token-for-tests.key" });
  for (const path of ["/.nginx/csp.conf", "/.previous/index.html", "/.well-known/security.txt", "/.git/config"]) {
    expect([path, (await get(path)).status]).toEqual([path, 404]);
  }
});

test("an edit published through the REST API is live on nginx, and editors see it in Publish status", async () => {
  const [service] = (await api("/api/services?filters[serviceId]=service-2")).data;
  const seconds = await publishAndWait("/service/uiux-design/", "Product Design Studio", () => put(`/api/services/${String(service.documentId)}`, { title: "Product Design Studio" }));
  report(`publish-to-live (one edit): ${seconds.toFixed(1)} s`);
  await settled();
  const entry = (await api("/api/publish-status")).data as unknown as Status;
  expect(entry).toMatchObject({ state: "idle", lastResult: "success", liveRelease: live().replace("releases/", "") });
  expect(Date.now() - Date.parse(String(entry.lastSuccessAt))).toBeLessThan(120000);
}, 400000);

test("a burst of ten publishes makes at most two builds, and the last edit is live", async () => {
  await settled();
  const before = status().builds ?? 0;
  const [faq] = (await api("/api/faqs?filters[question]=What%20does%20your%20agency%20do%3F")).data;
  for (let i = 1; i <= 10; i++) await put(`/api/faqs/${String(faq.documentId)}`, { question: `Burst question number ${i} of ten?` });
  await until("the last edit of the burst on nginx", async () => (await get("/faq/")).body.includes("Burst question number 10 of ten?"));
  await settled();
  const builds = (status().builds ?? 0) - before;
  report(`a burst of ten publishes: ${builds} builds (${(runnerLog().match(/publish received: entry\./g) ?? []).length} hook calls so far in all)`);
  expect(builds).toBeGreaterThanOrEqual(1);
  expect(builds).toBeLessThanOrEqual(2);
}, 600000);

test("an invalid CMS entry fails the build with CMS_REQUIRED: the live site is unchanged and editors see why", async () => {
  await settled();
  const release = live();
  const contact = (await get("/contact-us/")).body;
  const settings = (await api("/api/site-setting?populate=socialLinks")).data as unknown as { socialLinks: Array<Record<string, unknown>> };
  const links = settings.socialLinks.map(({ id: _id, ...link }) => link);
  await put("/api/site-setting", { socialLinks: [{ ...links[0], url: "javascript:alert(1)" }, ...links.slice(1)] });
  try {
    await until("the build to fail", () => status().lastResult === "failed");
    await settled();
    expect(live()).toBe(release);
    expect((await get("/contact-us/")).body).toBe(contact);
    const entry = (await api("/api/publish-status")).data as unknown as Status;
    report(`editors read: ${entry.lastResult}: ${entry.lastReason}`);
    expect(entry.lastResult).toBe("failed");
    expect(entry.lastReason).toContain("the live site did not change");
    expect(entry.lastReason).toContain("CMS site settings: field socialLinks[0].url must be an https: address");
  } finally {
    // The next publish tries again: the repaired entry goes live.
    await put("/api/site-setting", { socialLinks: links });
  }
  await until("the repaired entry to go live", () => status().lastResult === "success");
  await settled();
  expect(status().lastResult).toBe("success");
  expect(live()).not.toBe(release);
}, 600000);

test("every route answers 200 with all its assets while three deploys switch, pages loaded before a switch included", async () => {
  await settled();
  const routes = readdirSync(join(deployRoot, "current"), { recursive: true, encoding: "utf8" })
    // (not through .previous, the link to the release before, which nginx never serves as a page)
    .filter((file) => file.endsWith("index.html") && !file.split("/").includes(".previous"))
    .map((file) => `/${file.slice(0, -"index.html".length)}`);
  const assetsOf = (html: string) => [...new Set([...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css|json))"/g)].map((m) => m[1]))];
  const totals = { pages: 0, assets: 0, pageFailures: [] as string[], assetFailures: [] as string[], olderAssets: 0 };
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
  const footer = join(site.dir, "src", "components", "layout", "footer.tsx");
  const source = readFileSync(footer, "utf8");
  try {
    for (let n = 1; n <= 3; n++) {
      // A code change as well as the content (a site update): the hashed JavaScript changes names.
      writeFileSync(footer, source.replace("<div className={`container ${styles.bottom}`}>", `<div className={\`container \${styles.bottom}\`} data-release="${n}">`));
      const [member] = (await api("/api/team-members?filters[memberId]=team-1")).data;
      const seconds = await publishAndWait("/team/", `Rizky Deploy ${n}`, () => put(`/api/team-members/${String(member.documentId)}`, { name: `Rizky Deploy ${n}` }));
      report(`deploy ${n} of 3 live after ${seconds.toFixed(1)} s`);
      await settled();
    }
  } finally {
    running = false;
    await loop;
    writeFileSync(footer, source);
  }
  report(
    `request loop: ${totals.pages} page requests over ${routes.length} routes, ${totals.assets} asset requests (${totals.olderAssets} of pages loaded before a switch); ` +
      `non-200 pages ${totals.pageFailures.length}, failed assets ${totals.assetFailures.length}`,
  );
  expect(totals.olderAssets).toBeGreaterThan(0); // the switches did change asset names
  expect(totals.pageFailures.slice(0, 10)).toEqual([]);
  expect(totals.assetFailures.slice(0, 10)).toEqual([]);
}, 900000);

test("rolling back is one command: the release before goes live at once", async () => {
  await settled();
  const release = live();
  const rollback = spawnSync(join(root, "deploy", "rollback.sh"), { env: runnerEnv(), encoding: "utf8" });
  expect([rollback.status, rollback.stderr]).toEqual([0, expect.not.stringMatching(/error|no release/i)]);
  expect(live()).not.toBe(release);
  expect((await get("/team/")).body).toContain("Rizky Deploy 2");
  const forward = spawnSync(join(root, "deploy", "rollback.sh"), [release.replace("releases/", "")], { env: runnerEnv(), encoding: "utf8" });
  expect(forward.status).toBe(0);
  expect((await get("/team/")).body).toContain("Rizky Deploy 3");
  // Five releases kept, at most.
  expect(readdirSync(join(deployRoot, "releases")).length).toBeLessThanOrEqual(5);
}, 120000);
