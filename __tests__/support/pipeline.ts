// The publish pipeline of deploy/ on loopback, no mocks (deploy/README.md): the real Strapi of cms/
// calls the real `webhook` (Debian's package) with deploy/hooks.json, which starts deploy/publish.sh
// (live) or deploy/preview.sh (the preview of drafts); each builds its own copy of the site into
// releases/ under its own root and switches `current`, which nginx serves through deploy/site.conf
// (and, for the preview, deploy/preview.nginx.conf's includes). nginx reloads as on the server: the
// runner writes its request, and the path unit's service (emulated by ./reload-unit) checks and installs
// the release's nginx files as root, tests and reloads nginx, and answers the runner.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEditorToken, startCms, type RunningCms } from "./strapi";
import { copySite, type SiteCopy } from "./site-copy";
import { freePort, waitForHttp } from "./server";
import { addSites, spawnBareNginx, stopNginx } from "./nginx";
import { startReloadUnit, type ReloadUnit } from "./reload-unit";
import { countCost } from "./suite-cost";

const root = join(__dirname, "..", "..");
const WEBHOOK = process.env.WEBHOOK_PATH ?? "/usr/bin/webhook";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One GET on a fresh connection (a browser retries a keep-alive socket nginx closed on reload; this never reuses one).
 */
export function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

export interface Status {
  state?: string;
  builds?: number;
  lastResult?: string;
  lastReason?: string;
  lastSuccessAt?: string;
  liveRelease?: string;
}

/** One target of the runner (live or preview): its folder, what it reports, and its nginx port. */
export class Target {
  constructor(
    readonly name: "live" | "preview",
    readonly root: string,
    readonly site: SiteCopy,
    public port = 0,
  ) {}
  status = (): Status =>
    existsSync(join(this.root, "status.json")) ? JSON.parse(readFileSync(join(this.root, "status.json"), "utf8")) : {};
  runnerLog = () =>
    existsSync(join(this.root, "publish.log")) ? readFileSync(join(this.root, "publish.log"), "utf8") : "";
  lastBuildLog = () =>
    existsSync(join(this.root, "last-build.log"))
      ? readFileSync(join(this.root, "last-build.log"), "utf8").slice(-2000)
      : "";
  live = () => readlinkSync(join(this.root, "current"));
  get = (path: string, headers?: Record<string, string>) => get(this.port, path, headers);

  /** Until `done` holds (polled every 250 ms); throws with the runner's logs after `timeoutMs`. */
  async until(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 300000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await done()) return;
      await sleep(250);
    }
    throw new Error(
      `${this.name}: ${what}: not within ${timeoutMs / 1000} s\nrunner log:\n${this.runnerLog().slice(-3000)}\nbuild log:\n${this.lastBuildLog()}`,
    );
  }

  /** How many edits the tests have sent the CMS through the pipeline's `api` (set by startPipeline). */
  edits = () => 0;
  /** The edits and the runner's log as they were when the runner last settled. */
  private settledAt = "";

  /**
   * No build running or pending, five times in a row (Strapi sends its webhooks from a queue). At once
   * when nothing happened since the runner last settled: no edit was sent and the runner logged nothing
   * (a call of the receiver, a build, a rollback), so the quiet seen then still holds; the tests call
   * this at the end of one test and again at the start of the next.
   */
  async settled() {
    const mark = () => `${this.edits()} ${this.runnerLog().length}`;
    const idle = () => this.status().state === "idle" && !existsSync(join(this.root, ".pending"));
    if (this.settledAt === mark() && idle()) return;
    let quiet = 0;
    await this.until("the runner settles", async () => {
      quiet = idle() ? quiet + 1 : 0;
      if (quiet < 5) await sleep(200);
      return quiet >= 5;
    });
    this.settledAt = mark();
  }
}

export interface Pipeline {
  cms: RunningCms;
  /**
   * Stops the CMS, runs `between` on its stopped data (its SQLite file and uploads in `cms.dataDir`),
   * and starts it again on the same port with the same secrets and build token: the runner and the
   * receiver keep working with it, as on the server after a restore.
   */
  restartCms: (between: (stopped: RunningCms) => Promise<void>) => Promise<void>;
  /** A full-access token made in the admin, as an editor would: what the tests edit with. */
  editorToken: string;
  hookUrl: string;
  hookSecret: string;
  live: Target;
  preview?: Target;
  previewSecret: string;
  runnerEnv: () => NodeJS.ProcessEnv;
  api: (
    path: string,
    init?: RequestInit,
  ) => Promise<{ data: Record<string, unknown> & Array<Record<string, unknown>> }>;
  put: (path: string, data: Record<string, unknown>, query?: string) => ReturnType<Pipeline["api"]>;
  receiverLog: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the CMS, the receiver and nginx, and makes each target's first release as the operator does
 * on installation (deploy/README.md). With `preview`, saving in the CMS builds the preview too.
 */
export async function startPipeline({ preview = false } = {}): Promise<Pipeline> {
  const hookSecret = randomBytes(32).toString("hex");
  const statusToken = randomBytes(32).toString("hex");
  const previewSecret = randomBytes(32).toString("hex");
  const base = mkdtempSync(join(tmpdir(), "nusakode-deploy-"));
  const hookPort = await freePort();
  const nginxDir = join(base, "nginx");
  const hookUrl = `http://127.0.0.1:${hookPort}/hooks/publish`;
  const livePort = await freePort();
  const previewPort = preview ? await freePort() : 0;
  const previewOrigin = `http://127.0.0.1:${previewPort}`;
  const cmsOptions = {
    dataDir: join(base, "cms"),
    env: {
      STATUS_API_TOKEN: statusToken,
      // The tests save a javascript: link to see a build refuse it (the build's net, for what the CMS
      // never checked): the CMS's own checks at save would refuse it first.
      CMS_SAVE_CHECKS: "false",
      ...(preview
        ? {
            PREVIEW_HOOK_URL: `http://127.0.0.1:${hookPort}/hooks/preview`,
            PREVIEW_URL: previewOrigin,
            PREVIEW_SECRET: previewSecret,
          }
        : {}),
    },
  };
  mkdirSync(cmsOptions.dataDir);
  let cms = await startCms(hookUrl, hookSecret, { ...cmsOptions, seeded: "copy" });
  process.stdout.write(`[deploy] Strapi answered after ${cms.startSeconds.toFixed(1)} s\n`);
  const live = new Target("live", join(base, "live"), copySite(), livePort);
  const previewTarget = preview ? new Target("preview", join(base, "preview"), copySite(), previewPort) : undefined;
  for (const target of [live, previewTarget]) if (target) mkdirSync(target.root);

  // One environment for the receiver and every script it or a test runs (publish.sh, preview.sh, rollback.sh).
  const runnerEnv = (): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of ["STRAPI_API_URL", "STRAPI_TOKEN", "CMS_REQUIRED", "SITE_PREVIEW"]) delete env[key];
    return {
      ...env,
      GATSBY_TELEMETRY_DISABLED: "1",
      CI: "true",
      DEPLOY_SCRIPTS: join(root, "deploy"),
      STRAPI_API_URL: cms.url,
      STRAPI_TOKEN: cms.token,
      PREVIEW_STRAPI_TOKEN: cms.previewToken,
      STATUS_API_TOKEN: statusToken,
      BUILD_HOOK_SECRET: hookSecret,
      NGINX_RELOAD_RESULTS: join(nginxDir, "results"),
      // live (publish.sh)
      DEPLOY_ROOT: live.root,
      SITE_DIR: live.site.dir,
      // preview (preview.sh)
      ...(previewTarget
        ? {
            PREVIEW_ROOT: previewTarget.root,
            PREVIEW_SITE_DIR: previewTarget.site.dir,
            PREVIEW_SECRET: previewSecret,
            PREVIEW_ADMIN_ORIGIN: cms.url,
          }
        : {}),
    };
  };

  // The receiver, as its systemd unit starts it (deploy/nusakode-publish-receiver.service).
  let receiverLog = "";
  const receiver: ChildProcess = spawn(
    WEBHOOK,
    [
      "-hooks",
      join(root, "deploy", "hooks.json"),
      "-template",
      "-ip",
      "127.0.0.1",
      "-port",
      String(hookPort),
      "-verbose",
    ],
    {
      env: runnerEnv(),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  receiver.stdout?.on("data", (chunk) => (receiverLog += chunk));
  receiver.stderr?.on("data", (chunk) => (receiverLog += chunk));
  let nginx: { child: ChildProcess; dir: string } | undefined;
  let reloadUnit: ReloadUnit | undefined;
  const stop = async () => {
    if (receiver.pid && receiver.exitCode === null) process.kill(-receiver.pid, "SIGTERM");
    await reloadUnit?.stop();
    stopNginx(nginx);
    // A build still running would write into the folders removed below.
    for (const target of [live, previewTarget]) {
      // publish.sh holds DEPLOY_ROOT/.lock while it runs; a runner ended by the receiver's stop leaves
      // "building" in status.json, so the lock, not the status, says whether one still runs.
      const lockFree = () => spawnSync("flock", ["-n", join(target?.root ?? "", ".lock"), "true"]).status === 0;
      if (target)
        await target.until("no build running", () => !target.runnerLog() || lockFree(), 200000).catch(() => undefined);
    }
    // The runner's builds (publish.sh counts each in status.json), for the suite's cost table.
    for (const target of [live, previewTarget]) if (target) countCost("gatsby build", target.status().builds ?? 0);
    await cms.stop();
    live.site.remove();
    previewTarget?.site.remove();
    rmSync(base, { recursive: true, force: true });
  };
  try {
    if (!(await waitForHttp(`http://127.0.0.1:${hookPort}/`, () => true, receiver, 10000)))
      throw new Error(`webhook did not start:\n${receiverLog}`);
    // As on the server before the first release: nginx runs, the path unit is enabled.
    const bare = await spawnBareNginx(nginxDir);
    nginx = { child: bare.child, dir: nginxDir };
    reloadUnit = startReloadUnit({
      liveRoot: live.root,
      previewRoot: previewTarget?.root ?? join(base, "no-preview"),
      nginxDir,
      results: join(nginxDir, "results"),
    });
    // The first releases, as the operator makes them on installation. Both at once: a Gatsby build
    // keeps about one core busy, and the two targets share nothing (their own folders and locks).
    const firstDeploys = (
      [
        [live, "publish.sh"],
        [previewTarget, "preview.sh"],
      ] as const
    ).map(async ([target, script]) => {
      if (!target) return;
      const first = await run(join(root, "deploy", script), runnerEnv(), 400000);
      process.stdout.write(`[deploy] first ${target.name} deploy (cold build): exit ${first}\n`);
      if (first !== 0 || target.status().lastResult !== "success")
        throw new Error(
          `the first ${target.name} deploy failed:\n${target.runnerLog()}\n${target.lastBuildLog()}\nreload unit:\n${reloadUnit?.log()}`,
        );
    });
    await Promise.all(firstDeploys);
    await addSiteServers(nginxDir, bare, live, previewTarget);
    // Made again after each restart: the CMS removes at start every token it did not set (cms/src/api-token.js).
    let editorToken = await createEditorToken(cms.url, cms.admin);
    let edits = 0;
    for (const target of [live, previewTarget]) if (target) target.edits = () => edits;
    const api: Pipeline["api"] = async (path, init = {}) => {
      if ((init.method ?? "GET") !== "GET") edits++;
      const response = await fetch(`${cms.url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${editorToken}`, "content-type": "application/json", ...init.headers },
      });
      if (!response.ok)
        throw new Error(`${init.method ?? "GET"} ${path}: HTTP ${response.status} ${await response.text()}`);
      const body = await response.text(); // a DELETE answers 204, without a body
      return (body ? JSON.parse(body) : { data: {} }) as {
        data: Record<string, unknown> & Array<Record<string, unknown>>;
      };
    };
    const put: Pipeline["put"] = (path, data, query = "") =>
      api(`${path}${query}`, { method: "PUT", body: JSON.stringify({ data }) });
    const restartCms: Pipeline["restartCms"] = async (between) => {
      await cms.stop();
      await between(cms);
      const port = Number(new URL(cms.url).port);
      cms = await startCms(hookUrl, hookSecret, {
        ...cmsOptions,
        admin: cms.admin,
        secrets: cms.secrets,
        port,
        token: cms.token,
        previewToken: cms.previewToken,
      });
      editorToken = await createEditorToken(cms.url, cms.admin);
      process.stdout.write(`[deploy] Strapi answered again after ${cms.startSeconds.toFixed(1)} s\n`);
    };
    return {
      get cms() {
        return cms;
      },
      restartCms,
      get editorToken() {
        return editorToken;
      },
      hookUrl,
      hookSecret,
      live,
      preview: previewTarget,
      previewSecret,
      runnerEnv,
      api,
      put,
      receiverLog: () => receiverLog,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Runs a command to its end without blocking the event loop (the CMS keeps answering); its exit status, null when
 * killed after `timeoutMs`.
 */
function run(command: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { env, stdio: "ignore", timeout: timeoutMs });
    child.once("error", reject);
    child.once("close", resolve);
  });
}

/** nginx as deploy/nginx.conf (and deploy/preview.nginx.conf) sets it up, on loopback without TLS. */
async function addSiteServers(
  dir: string,
  bare: { child: ChildProcess; errorLog: () => string },
  live: Target,
  preview?: Target,
) {
  mkdirSync(join(dir, "nusakode"), { recursive: true });
  copyFileSync(join(root, "deploy", "security-headers.conf"), join(dir, "nusakode", "security-headers.conf"));
  const siteConf = readFileSync(join(root, "deploy", "site.conf"), "utf8");
  if (!siteConf.includes("/var/www/letsencrypt")) throw new Error("deploy/site.conf has no ACME webroot");
  writeFileSync(
    join(dir, "nusakode", "site.conf"),
    siteConf.replaceAll("/var/www/letsencrypt", join(dir, "letsencrypt")),
  );
  const access = readFileSync(join(root, "deploy", "preview-access.conf"), "utf8");
  if (!access.includes("/var/www/nusakode-preview/"))
    throw new Error("deploy/preview-access.conf names no preview root");
  if (preview)
    writeFileSync(
      join(dir, "nusakode", "preview-access.conf"),
      access.replaceAll("/var/www/nusakode-preview/", `${preview.root}/`),
    );
  // The preview server below repeats deploy/preview.nginx.conf's lines in the same order.
  const previewIncludes = [
    ...readFileSync(join(root, "deploy", "preview.nginx.conf"), "utf8").matchAll(
      /^\s*(set \$preview_cookie_secure|include \S+)/gm,
    ),
  ].map((m) => m[1].split("/").pop());
  expect(previewIncludes).toEqual([
    "set $preview_cookie_secure",
    "csp.conf;",
    "redirects.conf;",
    "preview-secret.conf;",
    "preview-access.conf;",
    "site.conf;",
  ]);
  mkdirSync(join(dir, "letsencrypt", ".well-known", "acme-challenge"), { recursive: true });
  writeFileSync(join(dir, "letsencrypt", ".well-known", "acme-challenge", "token-for-tests"), "token-for-tests.key");
  const current = (target: Target) => join(target.root, "current");
  // What root installed from each target's release (deploy/nginx-install-config.mjs).
  const generated = (target: Target) => join(dir, "generated", target.name);
  const servers = [
    `  server {
    listen 127.0.0.1:${live.port};
    server_name _;
    root ${current(live)};
    include ${generated(live)}/csp.conf;
    include ${generated(live)}/redirects.conf;
    include nusakode/site.conf;
  }`,
    // As deploy/preview.nginx.conf, without TLS (so the cookie is not Secure).
    preview
      ? `  server {
    listen 127.0.0.1:${preview.port};
    server_name _;
    root ${current(preview)};
    set $preview_cookie_secure "";
    include ${generated(preview)}/csp.conf;
    include ${generated(preview)}/redirects.conf;
    include ${generated(preview)}/preview-secret.conf;
    include nusakode/preview-access.conf;
    include nusakode/site.conf;
  }`
      : "",
  ];
  await addSites(dir, servers.join("\n"), bare.child, live.port, bare.errorLog);
}

/** Prints a measurement under the test file's tag: "[deploy] publish-to-live (one edit): 20.9 s". */
export function report(tag: string, line: string) {
  process.stdout.write(`[${tag}] ${line}\n`);
}

/** Prints every sample and their median: "[deploy] publish-to-live: 20.9, 21.6, 30.1 s; median 21.6 s of 3". */
export function reportMedian(tag: string, label: string, seconds: number[]) {
  if (!seconds.length) return;
  const sorted = [...seconds].sort((a, b) => a - b);
  report(
    tag,
    `${label}: ${seconds.map((s) => s.toFixed(1)).join(", ")} s; median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} s of ${sorted.length}`,
  );
}
