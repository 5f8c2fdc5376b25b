// The preview's edge (deploy/preview-access.conf with deploy/site.conf) on Debian's nginx, in front of a
// preview release that deploy/preview.sh made from a stub build (__tests__/support/runner-fixture.ts):
// the secret link's redirect stays on the host and carries no injected header, a refusal is plain
// text, the editors' cookie expires and is not the secret, and no dotfile is served under any prefix.
import { createHash, randomBytes } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnNginx, stopNginx } from "../support/nginx";
import { freePort, waitForHttp } from "../support/server";
import { GOOD_BUILD, runnerFixture, type RunnerFixture } from "../support/runner-fixture";

const deploy = join(__dirname, "..", "..", "deploy");
const secret = randomBytes(32).toString("hex");
const cookieValue = createHash("sha256").update(`${secret}:cookie`).digest("hex");
const HOST = "preview.nusakode.id";
let fixture: RunnerFixture;
let nginx: ReturnType<typeof spawnNginx> & { dir: string };
let port: number;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET with the path sent exactly as given (fetch would normalize it). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, headers: { host: HOST, ...headers }, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    })
      .on("error", reject)
      .end();
  });
}
const withCookie = (path: string) => get(path, { cookie: `nusakode_preview=${cookieValue}` });

beforeAll(async () => {
  // Files a build might carry that must never be served: dotfiles under each kind of location.
  fixture = await runnerFixture(`${GOOD_BUILD}
for dir in . static id page-data page-data/sq; do mkdir -p public/$dir && echo secret > public/$dir/.hidden; done
mkdir -p public/static/.git && echo secret > public/static/.git/config
echo ok > public/static/app.css
`);
  expect((await fixture.run({ PREVIEW_SECRET: secret }, { script: "preview.sh" })).code).toBe(0);
  const current = join(fixture.deployRoot, "current");
  const dir = mkdtempSync(join(tmpdir(), "nusakode-preview-nginx-"));
  mkdirSync(join(dir, "nusakode"));
  copyFileSync(join(deploy, "security-headers.conf"), join(dir, "nusakode", "security-headers.conf"));
  writeFileSync(
    join(dir, "nusakode", "site.conf"),
    readFileSync(join(deploy, "site.conf"), "utf8").replaceAll("/var/www/letsencrypt", join(dir, "letsencrypt")),
  );
  const access = readFileSync(join(deploy, "preview-access.conf"), "utf8");
  expect(access).toContain("/var/www/nusakode-preview/");
  writeFileSync(
    join(dir, "nusakode", "preview-access.conf"),
    access.replaceAll("/var/www/nusakode-preview/", `${fixture.deployRoot}/`),
  );
  mkdirSync(join(dir, "letsencrypt", ".well-known", "acme-challenge"), { recursive: true });
  writeFileSync(join(dir, "letsencrypt", ".well-known", "acme-challenge", "token-for-tests"), "token-for-tests.key");
  port = await freePort();
  // As deploy/preview.nginx.conf (its log format and access log too), without TLS (so the cookie is not Secure).
  const production = readFileSync(join(deploy, "preview.nginx.conf"), "utf8");
  const logFormat = /^log_format (\S+) [^;]*;$/m.exec(production);
  const accessLog = /^ *access_log \/var\/log\/nginx\/access\.log (\S+);$/m.exec(production);
  if (!logFormat || !accessLog)
    throw new Error("deploy/preview.nginx.conf no longer has its log_format and access_log lines; update the test");
  const started = spawnNginx(
    dir,
    `${logFormat[0]}
  server {
    listen 127.0.0.1:${port};
    server_name _;
    access_log ${join(dir, "access.log")} ${accessLog[1]};
    root ${current};
    set $preview_cookie_secure "";
    include ${current}/.nginx/csp.conf;
    include ${current}/.nginx/redirects.conf;
    include ${current}/.nginx/preview-secret.conf;
    include nusakode/preview-access.conf;
    include nusakode/site.conf;
  }`,
  );
  nginx = { ...started, dir };
  if (!(await waitForHttp(`http://127.0.0.1:${port}/`, () => true, started.child, 20000)))
    throw new Error(`nginx did not start:\n${started.errorLog()}`);
}, 60000);

afterAll(async () => {
  stopNginx(nginx);
  await fixture?.remove();
});

test("publish.sh writes nginx's two values, in the shape the root-side check accepts, mode 600", () => {
  const file = join(fixture.deployRoot, "current", ".nginx", "preview-secret.conf");
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line && !line.startsWith("#"));
  expect(lines).toEqual([`set $preview_secret "${secret}";`, `set $preview_cookie_value "${cookieValue}";`]);
  expect(lines[0]).toMatch(/^set \$preview_secret "[A-Za-z0-9]{32,}";$/);
  expect(lines[1]).toMatch(/^set \$preview_cookie_value "[0-9a-f]{64}";$/);
  expect((statSync(file).mode & 0o777).toString(8)).toBe("600");
});

test("the secret link sets a 12-hour cookie that is not the secret, and redirects to the same address without it", async () => {
  const opened = await get(`/service/uiux-design/?preview=${secret}`);
  expect(opened.status).toBe(302);
  expect(opened.headers.location).toBe("/service/uiux-design/");
  expect(opened.headers["set-cookie"]).toEqual([
    `nusakode_preview=${cookieValue}; Path=/; Max-Age=43200; HttpOnly; SameSite=Lax`,
  ]);
  expect(cookieValue).not.toContain(secret);
  // Other arguments stay, the secret goes.
  expect((await get(`/?a=1&preview=${secret}&b=2`)).headers.location).toBe("/?a=1&b=2");
  expect((await get(`/?preview=${secret}&b=2`)).headers.location).toBe("/?b=2");
  expect((await get(`/?a=1&preview=${secret}`)).headers.location).toBe("/?a=1");
  // As sent: percent-encoding kept as it was, never encoded twice.
  expect((await get(`/caf%C3%A9/?q=a%20b&preview=${secret}`)).headers.location).toBe("/caf%C3%A9/?q=a%20b");
  // The cookie opens the preview; the secret itself as a cookie (the old form) does not.
  expect((await withCookie("/")).status).toBe(200);
  expect((await get("/", { cookie: `nusakode_preview=${secret}` })).status).toBe(403);
});

test("the redirect never carries an injected header, nor leaves the host", async () => {
  const injected = await get(`/svc%0d%0aX-Injected:%20yes?preview=${secret}`);
  expect(injected.status).toBe(302);
  expect(injected.headers["x-injected"]).toBeUndefined();
  expect(injected.headers.location).toBe("/svc%0d%0aX-Injected:%20yes");
  for (const path of [
    "/%5Cevil.example",
    "/\\evil.example",
    "//evil.example",
    "/%2F%2Fevil.example",
    "/\\/evil.example",
    "/%5C%5Cevil.example",
  ]) {
    const answer = await get(`${path}?preview=${secret}`);
    const location = String(answer.headers.location);
    expect([path, answer.status]).toEqual([path, 302]);
    expect([path, location]).toEqual([path, expect.stringMatching(/^\/(?![/\\])/)]);
    // How a browser resolves it: still this host.
    expect([path, new URL(location, `https://${HOST}/`).host]).toEqual([path, HOST]);
  }
  expect((await get(`/%5Cevil.example?preview=${secret}`)).headers.location).toBe("/%5Cevil.example");
  expect((await get(`//evil.example?preview=${secret}`)).headers.location).toBe("/");
});

test("the secret never reaches the access log: the line has the path without its query", async () => {
  const answer = await get(`/id/?preview=${secret}&x=1`);
  expect(answer.status).toBe(302);
  const log = readFileSync(join(nginx.dir, "access.log"), "utf8");
  expect(log).toContain('"GET /id/ HTTP/1.1" 302');
  expect(log).not.toContain(secret);
});

test("without the cookie: 403 as plain UTF-8 text, with the security headers", async () => {
  for (const path of ["/", "/static/app.css", `/?preview=${secret.slice(1)}`]) {
    const refused = await get(path);
    expect([path, refused.status, refused.headers["content-type"]]).toEqual([path, 403, "text/plain; charset=utf-8"]);
    expect(refused.body).toBe("This preview is for the site's editors: open it from the CMS (Open preview).\n");
    expect(refused.headers["x-content-type-options"]).toBe("nosniff");
    expect(refused.headers["set-cookie"]).toBeUndefined();
  }
});

test("no dotfile is served under any prefix, with the cookie; certbot's challenge still is", async () => {
  expect((await withCookie("/static/app.css")).status).toBe(200);
  for (const path of [
    "/.hidden",
    "/static/.hidden",
    "/id/.hidden",
    "/page-data/.hidden",
    "/page-data/sq/.hidden",
    "/static/.git/config",
    "/static/%2ehidden",
    "/.well-known/acme-challenge/.hidden",
  ]) {
    const answer = await withCookie(path);
    expect([path, answer.status]).toEqual([path, 404]);
    expect(answer.body).not.toContain("secret");
  }
  expect(await withCookie("/.well-known/acme-challenge/token-for-tests")).toMatchObject({
    status: 200,
    body: "token-for-tests.key",
  });
});
