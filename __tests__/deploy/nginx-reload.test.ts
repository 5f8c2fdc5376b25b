// Root's side of a deploy's nginx reload (deploy/nginx-install-config.mjs, run by
// deploy/nusakode-nginx-reload.service, emulated as its .path unit starts it: ../support/reload-unit):
// nginx includes only root's checked copies of what the build writes, a release nginx does not take
// rolls back with nginx's own message in Publish status, and the unit is sandboxed. The runner is the
// real deploy/publish.sh; its build is a stand-in that writes a fixed release (no CMS, no Gatsby), so
// this file starts no pipeline.
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addSites, spawnBareNginx, stopNginx } from "../support/nginx";
import { get } from "../support/pipeline";
import { startReloadUnit, type ReloadUnit } from "../support/reload-unit";
import { freePort } from "../support/server";
import { contentSecurityPolicy } from "../../src/gatsby/after-build/csp";
import { nginxHeaderVariables } from "../../src/gatsby/after-build/nginx-headers";
import { nginxRedirects, type Redirect } from "../../src/gatsby/after-build/nginx-redirects";

const root = join(__dirname, "..", "..");
const SCRIPT = join(root, "deploy", "nginx-install-config.mjs");
let base: string;
let nginxDir: string;
let liveRoot: string;
let siteDir: string;
let port: number;
let nginx: Awaited<ReturnType<typeof spawnBareNginx>> | undefined;
let unit: ReloadUnit | undefined;
let statusServer: Server | undefined;
let statusUrl: string;
/** The "Publish status" entries the runner sent to the CMS (PUT /api/publish-status), newest last. */
const entries: Array<Record<string, string>> = [];

/** csp.conf as src/gatsby/post-build.ts writes it (its header line, then src/gatsby/after-build/nginx-headers.ts's). */
function cspConf(hashes: number, preview = false) {
  const scriptHashes = Array.from({ length: hashes }, () => `'sha256-${randomBytes(32).toString("base64")}'`);
  const policy = contentSecurityPolicy({
    scriptHashes,
    emailOrigin: "https://api.emailjs.com",
    frameAncestors: preview ? ["https://cms.nusakode.id"] : [],
  });
  return `# Written by the build (gatsby-node onPostBuild): ${hashes} inline script hashes${preview ? "; a preview of drafts" : ""}.\n${nginxHeaderVariables({ policy, preview })}`;
}
// As publish.sh writes it: the secret, and the editors' cookie value derived from it.
const secretConf = (secret: string) =>
  `# Written by deploy/publish.sh from PREVIEW_SECRET: checked by deploy/preview-access.conf.\nset $preview_secret "${secret}";\nset $preview_cookie_value "${createHash("sha256").update(`${secret}:cookie`).digest("hex")}";\n`;

/** `nginx-install-config.mjs --check`: "ok" or "refused: <why>". */
function check(target: "live" | "preview", files: Record<string, string>) {
  const dir = mkdtempSync(join(base, "check-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const run = spawnSync(process.execPath, [SCRIPT, "--check", target, dir], { encoding: "utf8" });
  return run.stdout.trim();
}

/** The stand-in build's output: what publish.sh copies into a release. */
function setBuild(redirects: string, csp = cspConf(2)) {
  const out = join(siteDir, "template");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, ".nginx"), { recursive: true });
  mkdirSync(join(out, "page-data", "index"), { recursive: true });
  writeFileSync(join(out, "index.html"), `<!doctype html><title>release ${Date.now()}</title>`);
  writeFileSync(join(out, "404.html"), "<!doctype html><title>not found</title>");
  writeFileSync(join(out, "page-data", "index", "page-data.json"), "{}");
  writeFileSync(join(out, ".nginx", "csp.conf"), csp);
  writeFileSync(join(out, ".nginx", "redirects.conf"), redirects);
}

/** One run of deploy/publish.sh, as the receiver starts it. */
function publish(): Promise<number | null> {
  return new Promise((resolve) => {
    const env = {
      ...process.env,
      DEPLOY_ROOT: liveRoot,
      SITE_DIR: siteDir,
      BUILD_COMMAND: "bash build.sh",
      STATUS_API_URL: statusUrl,
      STATUS_API_TOKEN: "status-token-for-tests",
      NGINX_RELOAD_RESULTS: join(nginxDir, "results"),
      NGINX_RELOAD_TIMEOUT: "30",
    };
    spawn(join(root, "deploy", "publish.sh"), { env, stdio: "ignore" }).once("close", resolve);
  });
}
const status = () => JSON.parse(readFileSync(join(liveRoot, "status.json"), "utf8")) as Record<string, string>;
const live = () => readlinkSync(join(liveRoot, "current"));
const lastEntry = () => entries.at(-1) ?? {};

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), "nusakode-reload-"));
  nginxDir = join(base, "nginx");
  liveRoot = join(base, "live");
  siteDir = join(base, "site");
  mkdirSync(liveRoot);
  mkdirSync(siteDir);
  writeFileSync(join(siteDir, "build.sh"), "rm -rf public && cp -r template public\n");
  statusServer = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (request.method === "PUT" && request.url === "/api/publish-status")
        entries.push((JSON.parse(body) as { data: Record<string, string> }).data);
      response.end("{}");
    });
  });
  const statusPort = await freePort();
  await new Promise<void>((resolve) => statusServer!.listen(statusPort, "127.0.0.1", resolve));
  statusUrl = `http://127.0.0.1:${statusPort}`;
  port = await freePort();
  // As on the server (deploy/README.md): nginx runs and the path unit is enabled before the first release.
  nginx = await spawnBareNginx(nginxDir);
  unit = startReloadUnit({
    liveRoot,
    previewRoot: join(base, "preview"),
    nginxDir,
    results: join(nginxDir, "results"),
  });
  setBuild(nginxRedirects([{ fromPath: "/service/old-name/", toPath: "/service/uiux-design/" }]));
  expect([await publish(), status().lastResult, unit.log()]).toEqual([0, "success", expect.stringContaining("live")]);
  mkdirSync(join(nginxDir, "nusakode"));
  for (const file of ["site.conf", "security-headers.conf"])
    copyFileSync(join(root, "deploy", file), join(nginxDir, "nusakode", file));
  const generated = join(nginxDir, "generated", "live");
  await addSites(
    nginxDir,
    `  server {
    listen 127.0.0.1:${port};
    server_name _;
    root ${join(liveRoot, "current")};
    include ${generated}/csp.conf;
    include ${generated}/redirects.conf;
    include nusakode/site.conf;
  }`,
    nginx.child,
    port,
    nginx.errorLog,
  );
}, 120000);

afterAll(async () => {
  await unit?.stop();
  stopNginx(nginx ? { child: nginx.child, dir: nginxDir } : undefined);
  statusServer?.close();
  if (base) rmSync(base, { recursive: true, force: true });
});

test("root's check takes exactly what the build writes for nginx: its CSP lines, its redirects, the preview secret", () => {
  const redirects: Redirect[] = [
    { fromPath: "/service/old-name/", toPath: "/service/uiux-design/" },
    { fromPath: "/ourworks/a.b~c_d/", toPath: "/ourworks/new/" },
  ];
  const secret = randomBytes(32).toString("hex");
  expect(check("live", { "csp.conf": cspConf(0), "redirects.conf": nginxRedirects([]) })).toBe("ok");
  // 300 hashes: the policy set in pieces (src/gatsby/after-build/nginx-headers.ts)
  expect(cspConf(300).split("\n").length).toBeGreaterThan(6);
  expect(check("live", { "csp.conf": cspConf(300), "redirects.conf": nginxRedirects(redirects) })).toBe("ok");
  expect(
    check("preview", {
      "csp.conf": cspConf(5, true),
      "redirects.conf": nginxRedirects(redirects),
      "preview-secret.conf": secretConf(secret),
    }),
  ).toBe("ok");
}, 30000);

test("root's check refuses any other line in the build's nginx files: directives, includes, braces, comments, quotes", () => {
  const redirects = nginxRedirects([{ fromPath: "/service/old-name/", toPath: "/service/uiux-design/" }]);
  const csp = cspConf(3);
  const refused: Array<[string, "live" | "preview", Record<string, string>, RegExp]> = [
    [
      "an access_log after the redirects",
      "live",
      { "csp.conf": csp, "redirects.conf": `${redirects}access_log /tmp/probe;\n` },
      /redirects.conf: line 4 is not a line the build writes: access_log \/tmp\/probe;/,
    ],
    [
      "an include",
      "live",
      { "csp.conf": csp, "redirects.conf": `${redirects}include /etc/nginx/x.conf;\n` },
      /redirects.conf: line 4 /,
    ],
    ["a closing brace", "live", { "csp.conf": csp, "redirects.conf": `${redirects}}\n` }, /redirects.conf: line 4 /],
    [
      "a comment of its own",
      "live",
      { "csp.conf": csp, "redirects.conf": `${redirects}# hello\n` },
      /redirects.conf: line 4 /,
    ],
    [
      "a directive inside a redirect",
      "live",
      { "csp.conf": csp, "redirects.conf": redirects.replace("return 301", "access_log /tmp/x; return 301") },
      /redirects.conf: line 2 /,
    ],
    [
      "a redirect to a path with a space",
      "live",
      { "csp.conf": csp, "redirects.conf": redirects.replaceAll("/service/uiux-design/", "/a /b") },
      /redirects.conf: line 2 /,
    ],
    [
      "an access_log after the CSP",
      "live",
      { "csp.conf": `${csp}access_log /tmp/probe;\n`, "redirects.conf": redirects },
      /csp.conf: line 5 /,
    ],
    [
      "a quote closed early",
      "live",
      {
        "csp.conf": csp.replace("default-src 'self'", "default-src 'self'\"; access_log /tmp/x; set $x \""),
        "redirects.conf": redirects,
      },
      /csp.conf: /,
    ],
    [
      "a backslash",
      "live",
      { "csp.conf": csp.replace("default-src 'self'", "default-src 'self'\\"), "redirects.conf": redirects },
      /csp.conf: /,
    ],
    [
      "a source the build never writes",
      "live",
      { "csp.conf": csp.replace("'unsafe-inline'", "'unsafe-eval'"), "redirects.conf": redirects },
      /csp.conf: style-src has a source the build never writes/,
    ],
    [
      "a wrong count in the build's comment",
      "live",
      { "csp.conf": csp.replace(": 3 inline", ": 4 inline"), "redirects.conf": redirects },
      /csp.conf: line 1 /,
    ],
    [
      "the preview's headers on the live site",
      "live",
      { "csp.conf": cspConf(3, true), "redirects.conf": redirects },
      /csp.conf: line 1 /,
    ],
    [
      "CRLF line ends",
      "live",
      { "csp.conf": csp, "redirects.conf": redirects.replaceAll("\n", "\r\n") },
      /redirects.conf: /,
    ],
    ["no redirects file", "live", { "csp.conf": csp }, /redirects.conf: missing/],
    [
      "a second line in the preview secret",
      "preview",
      {
        "csp.conf": cspConf(1, true),
        "redirects.conf": redirects,
        "preview-secret.conf": `${secretConf("a".repeat(40))}access_log /tmp/x;\n`,
      },
      /preview-secret.conf: not the three lines publish.sh writes/,
    ],
  ];
  for (const [what, target, files, reason] of refused)
    expect([what, check(target, files)]).toEqual([what, expect.stringMatching(reason)]);
  // A link in the file's own name is never followed (root would read another user's file).
  const dir = mkdtempSync(join(base, "check-"));
  writeFileSync(join(dir, "csp.conf"), csp);
  symlinkSync("/etc/hostname", join(dir, "redirects.conf"));
  expect(spawnSync(process.execPath, [SCRIPT, "--check", "live", dir], { encoding: "utf8" }).stdout).toMatch(
    /redirects.conf: cannot be opened \(ELOOP\)/,
  );
}, 30000);

test("a release whose redirects.conf holds an access_log line is refused: the log is never created, the live site unchanged, Publish status says why", async () => {
  const before = live();
  const page = await get(port, "/");
  expect(page.status).toBe(200);
  const probe = `/tmp/nusakode-probe-${randomBytes(6).toString("hex")}`;
  setBuild(
    `${nginxRedirects([{ fromPath: "/service/old-name/", toPath: "/service/uiux-design/" }])}access_log ${probe};\n`,
    cspConf(3),
  );
  expect(await publish()).toBe(0);
  expect(existsSync(probe)).toBe(false);
  expect(live()).toBe(before);
  const after = await get(port, "/");
  expect([after.status, after.body, after.headers["content-security-policy"]]).toEqual([
    200,
    page.body,
    page.headers["content-security-policy"],
  ]);
  expect(readFileSync(join(nginxDir, "generated", "live", "redirects.conf"), "utf8")).not.toContain("access_log");
  expect(status()).toMatchObject({ lastResult: "failed", liveRelease: before.replace("releases/", "") });
  expect(lastEntry()).toMatchObject({
    lastResult: "failed",
    lastReason: expect.stringContaining(
      `the live site did not change: refused: redirects.conf: line 4 is not a line the build writes: access_log ${probe};`,
    ),
  });
}, 120000);

test("a release nginx does not take (nginx -t fails) rolls back, with nginx's own message in Publish status", async () => {
  const before = live();
  const generatedBefore = readFileSync(join(nginxDir, "generated", "live", "redirects.conf"), "utf8");
  const page = await get(port, "/");
  // Two entries naming the same old address: lines the build writes, which nginx refuses (a duplicate location).
  const twice = { fromPath: "/service/old-name/", toPath: "/service/uiux-design/" };
  setBuild(nginxRedirects([twice, twice]), cspConf(4));
  expect(await publish()).toBe(0);
  expect(live()).toBe(before);
  expect(readFileSync(join(nginxDir, "generated", "live", "redirects.conf"), "utf8")).toBe(generatedBefore);
  const after = await get(port, "/");
  expect([after.body, after.headers["content-security-policy"]]).toEqual([
    page.body,
    page.headers["content-security-policy"],
  ]);
  expect(lastEntry()).toMatchObject({
    lastResult: "failed",
    lastReason: expect.stringMatching(
      /nginx did not take release \S+, the live site did not change: nginx -t failed: [^"]*\[emerg\] [^"]*duplicate location "\/service\/old-name" in \S+redirects.conf:4/,
    ),
  });
  // A good release after it goes live, with its new CSP served.
  setBuild(nginxRedirects([twice]), cspConf(6));
  expect(await publish()).toBe(0);
  expect(live()).not.toBe(before);
  expect(lastEntry()).toMatchObject({ lastResult: "success" });
  const policy = /set \$content_security_policy "([^"]*)"/.exec(
    readFileSync(join(liveRoot, "current", ".nginx", "csp.conf"), "utf8"),
  )![1];
  expect((await get(port, "/")).headers["content-security-policy"]).toBe(policy);
  expect((await get(port, "/service/old-name")).headers.location).toBe("/service/uiux-design/");
}, 120000);
