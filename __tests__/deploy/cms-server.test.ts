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
    const hardening = /^(ProtectSystem|ProtectHome|PrivateTmp|PrivateDevices|NoNewPrivileges|CapabilityBoundingSet|AmbientCapabilities|RestrictAddressFamilies|RestrictNamespaces|RestrictRealtime|RestrictSUIDSGID|LockPersonality|ProtectKernel\w+|ProtectControlGroups|ProtectClock|ProtectHostname|ProtectProc|RemoveIPC|PrivateUsers|SystemCall\w+|DevicePolicy|KeyringMode|UMask)=.*\n/gm;
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
    expect(service).toMatch(/^Environment=BACKUP_DIR=\/var\/backups\/nusakode-cms KEEP_BACKUPS=14$/m);
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
      const type = req.url?.endsWith(".svg") ? "image/svg+xml" : req.url?.endsWith(".html") ? "text/html" : "application/json";
      res.writeHead(200, { ...strapiHeaders, "content-type": type });
      res.end(type === "application/json" ? JSON.stringify({ bytes }) : `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`);
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
function ask(path: string, options: { http?: boolean; method?: string; body?: number; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { host: CMS_HOST, ...options.headers };
    if (options.body !== undefined) Object.assign(headers, { "content-length": options.body, expect: "100-continue", "content-type": "application/octet-stream" });
    const common = { host: "127.0.0.1", path, method: options.method ?? "GET", headers };
    const req = options.http
      ? httpRequest({ ...common, port: nginx.httpPort })
      : httpsRequest({ ...common, port: nginx.httpsPort, servername: CMS_HOST, ca: nginx.ca, agent: false });
    req.on("continue", () => req.end(Buffer.alloc(options.body ?? 0, 0x61)));
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: rawHeaders(res.rawHeaders), body }));
    });
    req.on("error", reject);
    if (options.body === undefined) req.end();
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
    const answer = await ask("/admin/init", { headers: { "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "http" } });
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

  test.each(["/uploads/x.svg", "/uploads/x.html"])("%s is sandboxed: nosniff and a CSP that allows no script", async (path) => {
    const answer = await ask(path);
    expect(answer.status).toBe(200);
    expect(seen.map((request) => request.url)).toEqual([path]);
    expectSecurityHeaders(answer);
    expect(answer.raw["content-security-policy"]).toEqual([UPLOAD_CSP]);
  });

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
});
