// The CMS in production (deploy/README.md, "The CMS (Strapi) in production"): its systemd units are
// sandboxed as systemd itself rates them, and deploy/cms.nginx.conf, on loopback with a test CA, puts
// https, the security headers, the upload limit and a sandbox for uploaded files in front of a stub
// that stands in for Strapi on its port.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CMS_HOST, startCmsNginx, stopCmsNginx, type CmsNginx } from "../support/nginx-cms";
import { freePort } from "../support/server";
import { securityExposure, verifyWarnings } from "../support/systemd";

const deploy = join(__dirname, "..", "..", "deploy");
const MB = 1024 * 1024;

describe("systemd units", () => {
  // Every service of deploy/ is rated below 5.0 in units.test.ts. The rating reads only sandboxing
  // settings: a unit without them must rate 5.0 or more, or that check could not fail.
  test("the same rating of nusakode-cms.service without its hardening lines is 5.0 or more", () => {
    const text = readFileSync(join(deploy, "nusakode-cms.service"), "utf8");
    const hardening =
      /^(ProtectSystem|ProtectHome|PrivateTmp|PrivateDevices|NoNewPrivileges|CapabilityBoundingSet|AmbientCapabilities|RestrictAddressFamilies|RestrictNamespaces|RestrictRealtime|RestrictSUIDSGID|LockPersonality|ProtectKernel\w+|ProtectControlGroups|ProtectClock|ProtectHostname|ProtectProc|RemoveIPC|PrivateUsers|SystemCall\w+|DevicePolicy|KeyringMode|UMask)=.*\n/gm;
    const dir = mkdtempSync(join(tmpdir(), "nusakode-unit-"));
    try {
      writeFileSync(join(dir, "nusakode-cms.service"), text.replace(hardening, ""));
      expect(securityExposure(join(dir, "nusakode-cms.service")).score).toBeGreaterThanOrEqual(5);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // A timer runs no process of its own (systemd-analyze security rates only services: given a timer
  // file it finds no sandboxing and says 9.8); what it starts is nusakode-cms-backup.service, rated above.
  test("the backup timer starts the backup service nightly, catches up a missed night and is valid", () => {
    const file = join(deploy, "nusakode-cms-backup.timer");
    expect(verifyWarnings(file)).toEqual([]);
    const timer = readFileSync(file, "utf8");
    expect(timer).not.toMatch(/^Unit=/m); // so it starts nusakode-cms-backup.service
    expect(timer).toMatch(/^Persistent=true$/m);
    expect(timer).toMatch(/^RandomizedDelaySec=\S+$/m);
    const calendar = /^OnCalendar=(.+)$/m.exec(timer)?.[1];
    const normalized = spawnSync("systemd-analyze", ["calendar", String(calendar)], { encoding: "utf8" });
    expect(normalized.status).toBe(0);
    expect(normalized.stdout).toMatch(/Normalized form: \*-\*-\* \d\d:\d\d:00/); // once a day
    const service = readFileSync(join(deploy, "nusakode-cms-backup.service"), "utf8");
    expect(service).toMatch(/^User=nusakode-cms$/m);
    expect(service).toMatch(/^EnvironmentFile=\/etc\/nusakode\/cms\.env$/m);
    expect(service).toMatch(
      /^Environment=BACKUP_DIR=\/var\/backups\/nusakode-cms KEEP_BACKUPS=14 BACKUP_MAX_MB=10240$/m,
    );
    // A failure is reported where editors look, by a unit of the same sandbox.
    expect(service).toMatch(/^OnFailure=nusakode-cms-backup-failed\.service$/m);
    const failed = readFileSync(join(deploy, "nusakode-cms-backup-failed.service"), "utf8");
    expect(failed).toMatch(
      /^ExecStart=\/opt\/node\/bin\/node \/opt\/nusakode-cms\/site\/cms\/scripts\/backup\.js --report-failure$/m,
    );
    expect(failed).toMatch(/^User=nusakode-cms$/m);
    expect(failed).toMatch(/^ReadWritePaths=\/var\/backups\/nusakode-cms$/m);
  });
});

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bytes: number;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Headers as sent, each name lower-cased with every value it was sent with. */
  raw: Record<string, string[]>;
  body: string;
}

// What Strapi's `strapi::security` middleware (koa-helmet) sends; nginx must send each header once.
const STRAPI_CSP = "connect-src 'self' https:;default-src 'self';img-src 'self' data: blob:;script-src 'self'";
const strapiHeaders = {
  "content-security-policy": STRAPI_CSP,
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-frame-options": "SAMEORIGIN",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-powered-by": "Strapi",
};
const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

let stub: Server;
let nginx: CmsNginx;
const seen: Seen[] = [];

/** The stub Strapi: records each request (headers, body size) and answers with helmet's headers. */
async function startStub(port: number) {
  stub = createServer((req, res) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, bytes });
      const type = req.url?.endsWith(".svg")
        ? "image/svg+xml"
        : req.url?.endsWith(".html")
          ? "text/html"
          : "application/json";
      res.writeHead(200, { ...strapiHeaders, "content-type": type });
      res.end(
        type === "application/json"
          ? JSON.stringify({ bytes })
          : `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`,
      );
    });
  });
  await new Promise<void>((resolve) => stub.listen(port, "127.0.0.1", resolve));
}

function rawHeaders(list: string[]): Record<string, string[]> {
  const raw: Record<string, string[]> = {};
  for (let i = 0; i < list.length; i += 2) (raw[list[i].toLowerCase()] ??= []).push(list[i + 1]);
  return raw;
}

/**
 * A request to cms.nusakode.id through nginx (https unless `http`). A body is sent after nginx's
 * 100 Continue, as browsers' large uploads effectively are: nginx refuses a too large one by its
 * Content-Length before any of it is sent.
 */
function ask(
  path: string,
  options: {
    http?: boolean;
    method?: string;
    body?: number;
    json?: object;
    headers?: Record<string, string>;
    servername?: string;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { host: CMS_HOST, ...options.headers };
    if (options.body !== undefined)
      Object.assign(headers, {
        "content-length": options.body,
        expect: "100-continue",
        "content-type": "application/octet-stream",
      });
    if (options.json) Object.assign(headers, { "content-type": "application/json" });
    const common = { host: "127.0.0.1", path, method: options.method ?? "GET", headers };
    const req = options.http
      ? httpRequest({ ...common, port: nginx.httpPort, agent: false })
      : httpsRequest({
          ...common,
          port: nginx.httpsPort,
          servername: options.servername ?? CMS_HOST,
          ca: nginx.ca,
          agent: false,
        });
    req.on("continue", () => req.end(Buffer.alloc(options.body ?? 0, 0x61)));
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: rawHeaders(res.rawHeaders), body }),
      );
    });
    req.on("error", reject);
    if (options.body === undefined) req.end(options.json ? JSON.stringify(options.json) : undefined);
  });
}

/** The headers every answer of the admin host carries, each exactly once. */
function expectSecurityHeaders(answer: Answer) {
  expect(answer.raw["strict-transport-security"]).toEqual(["max-age=63072000; includeSubDomains; preload"]);
  expect(answer.raw["x-content-type-options"]).toEqual(["nosniff"]);
  expect(answer.raw["x-frame-options"]).toEqual(["SAMEORIGIN"]);
  expect(answer.raw["referrer-policy"]).toEqual(["same-origin"]);
  expect(answer.raw["permissions-policy"]).toHaveLength(1);
  expect(answer.raw["permissions-policy"][0]).toMatch(/camera=\(\)/);
}

describe("deploy/cms.nginx.conf in front of the CMS", () => {
  beforeAll(async () => {
    const upstreamPort = await freePort();
    await startStub(upstreamPort);
    nginx = await startCmsNginx(upstreamPort);
  }, 30000);

  afterAll(async () => {
    stopCmsNginx(nginx);
    await new Promise((resolve) => stub?.close(resolve));
  });

  beforeEach(() => {
    seen.length = 0;
  });

  test("http redirects to https on the same host; the ACME challenge answers on http", async () => {
    const redirect = await ask("/admin/auth/login?x=1", { http: true });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe(`https://${CMS_HOST}:${nginx.httpsPort}/admin/auth/login?x=1`);
    mkdirSync(join(nginx.acmeRoot, ".well-known", "acme-challenge"), { recursive: true });
    writeFileSync(join(nginx.acmeRoot, ".well-known", "acme-challenge", "token"), "proof");
    const challenge = await ask("/.well-known/acme-challenge/token", { http: true });
    expect([challenge.status, challenge.body]).toEqual([200, "proof"]);
    expect(seen).toEqual([]); // neither reached the CMS
  });

  test("the CMS gets the Host and https as the forwarded protocol; nginx's client address, not the client's claim", async () => {
    const answer = await ask("/admin/init", {
      headers: { "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "http" },
    });
    expect(answer.status).toBe(200);
    expect(seen).toHaveLength(1);
    const { headers, url } = seen[0];
    expect(url).toBe("/admin/init");
    expect(headers.host).toBe(CMS_HOST);
    expect(headers["x-forwarded-proto"]).toBe("https");
    expect(headers["x-forwarded-host"]).toBe(CMS_HOST);
    expect(headers["x-forwarded-for"]).toBe("127.0.0.1");
  });

  test("the admin's answers carry the security headers once each, and Strapi's own CSP", async () => {
    const answer = await ask("/admin");
    expectSecurityHeaders(answer);
    expect(answer.raw["content-security-policy"]).toEqual([STRAPI_CSP]);
  });

  test.each(["/uploads/x.svg", "/uploads/x.html"])(
    "%s is sandboxed: nosniff and a CSP that allows no script",
    async (path) => {
      const answer = await ask(path);
      expect(answer.status).toBe(200);
      expect(seen.map((request) => request.url)).toEqual([path]);
      expectSecurityHeaders(answer);
      expect(answer.raw["content-security-policy"]).toEqual([UPLOAD_CSP]);
    },
  );

  test("a body over 12 MB gets nginx's 413 (with the headers); 10 MB and a bit over 10 MB reach the CMS whole", async () => {
    const tooLarge = await ask("/upload", { method: "POST", body: 12 * MB + 1 });
    expect(tooLarge.status).toBe(413);
    expectSecurityHeaders(tooLarge);
    expect(seen).toEqual([]);
    for (const size of [10 * MB, 11 * MB]) {
      const answer = await ask("/upload", { method: "POST", body: size });
      expect([answer.status, JSON.parse(answer.body)]).toEqual([200, { bytes: size }]);
    }
    expect(seen.map((request) => request.bytes)).toEqual([10 * MB, 11 * MB]);
  }, 30000);

  test("no answer names the software: no X-Powered-By, no nginx version", async () => {
    for (const path of ["/admin", "/uploads/x.svg", "/api/articles"]) {
      const answer = await ask(path);
      expect(answer.headers["x-powered-by"]).toBeUndefined();
      expect(answer.headers.server).toBe("nginx");
    }
  });

  test.each([
    "/api/articles?status=draft",
    "/api",
    "/api/",
    "/API/articles",
    "/%61pi/articles",
    "//api/articles",
    "/api/publish-status",
  ])("%s answers 404 from outside and never reaches the CMS", async (path) => {
    const answer = await ask(path);
    expect(answer.status).toBe(404);
    expectSecurityHeaders(answer);
    expect(seen).toEqual([]);
  });

  test("the site's forms are the one part of /api that passes: POST only, 32 KB at most, then 5 at once and one every 6 s per address", async () => {
    expect((await ask("/api/visitor-forms/comment", { method: "GET" })).status).toBe(403);
    expect((await ask("/api/visitor-forms/other", { method: "POST", json: {} })).status).toBe(404);
    expect((await ask("/api/visitor-forms/contact", { method: "POST", body: 32 * 1024 + 1 })).status).toBe(413);
    expect(seen).toEqual([]);
    const sends: number[] = [];
    for (let i = 0; i < 9; i++)
      sends.push(
        (await ask("/api/visitor-forms/notify", { method: "POST", json: { email: `v${i}@example.com` } })).status,
      );
    // the 413 above took no token (refused before the limit counts); the burst of 5 and the rate's first
    const passed = sends.filter((status) => status === 200).length;
    expect(passed).toBeGreaterThanOrEqual(5);
    expect(passed).toBeLessThanOrEqual(7);
    expect(sends.slice(passed)).toEqual(Array(9 - passed).fill(429));
    expect(seen.filter((request) => request.url === "/api/visitor-forms/notify")).toHaveLength(passed);
  });

  test("an unknown host or the bare address gets nothing: http closed without an answer, https refused at the handshake", async () => {
    await expect(ask("/admin", { http: true, headers: { host: "203.0.113.7" } })).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
    await expect(ask("/admin", { http: true, headers: { host: "other.example" } })).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
    await expect(ask("/admin", { servername: "other.example" })).rejects.toThrow(/alert|handshake|unrecognized name/i);
    expect(seen).toEqual([]);
  });

  // Last: the sign-in zone keeps what it counted for the rest of this nginx's life.
  test("sign-in attempts from one address across accounts: a burst reaches the CMS, then nginx's 429 in Strapi's shape; the next try passes within 10 s", async () => {
    const pages = await Promise.all(Array.from({ length: 15 }, () => ask("/admin/auth/login")));
    expect(pages.map((page) => page.status)).toEqual(Array(15).fill(200)); // the admin's pages are not counted

    const attempts: Answer[] = [];
    for (let i = 0; i < 14; i++)
      attempts.push(
        await ask("/admin/login", { method: "POST", json: { email: `editor${i}@nusakode.id`, password: "guess" } }),
      );
    const passed = attempts.filter((answer) => answer.status === 200).length;
    expect(passed).toBeGreaterThanOrEqual(10);
    expect(passed).toBeLessThanOrEqual(11);
    expect(attempts.slice(passed).map((answer) => answer.status)).toEqual(Array(14 - passed).fill(429));
    expect(seen.filter((request) => request.url === "/admin/login")).toHaveLength(passed);
    const refused = attempts[passed];
    expect(refused.headers["retry-after"]).toBe("10");
    expectSecurityHeaders(refused);
    expect(JSON.parse(refused.body).error).toEqual({
      status: 429,
      name: "RateLimitError",
      message:
        "Too many sign-in attempts from your network: wait 10 seconds, then try again. / Terlalu banyak percobaan masuk dari jaringan Anda: tunggu 10 detik, lalu coba lagi.",
      details: {},
    });
    for (const path of [
      "/admin/forgot-password",
      "/admin/reset-password",
      "/admin/register-admin",
      "/ADMIN/Login",
      "/admin/login/",
    ])
      expect((await ask(path, { method: "POST", json: {} })).status).toBe(429);

    // A colleague on the same address: refused now, let through as soon as the bucket has room.
    const started = Date.now();
    let answer = await ask("/admin/login", {
      method: "POST",
      json: { email: "colleague@nusakode.id", password: "right" },
    });
    while (answer.status === 429 && Date.now() - started < 15000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      answer = await ask("/admin/login", {
        method: "POST",
        json: { email: "colleague@nusakode.id", password: "right" },
      });
    }
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(11000);
  }, 30000);
});
