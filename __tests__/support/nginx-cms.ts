// deploy/cms.nginx.conf (the CMS's admin host, cms.nusakode.id) served by Debian's nginx on two loopback
// ports with a throw-away certificate authority, in front of whatever listens on `upstreamPort` in
// place of Strapi's 127.0.0.1:1337. The only changes to the production file, each checked to apply:
// loopback ports instead of 80/443 (so the redirect names the https port), no IPv6 listeners, the test
// certificate, the upstream port and temporary folders. deploy/default-server.conf is served beside
// it, changed the same way.
import { type ChildProcess } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./server";
import { spawnNginx, stopNginx } from "./nginx";
import { makeCertificates, replaceEvery, waitForPorts } from "./nginx-tls";

const root = join(__dirname, "..", "..");
export const CMS_HOST = "cms.nusakode.id";

export interface CmsNginx {
  child: ChildProcess;
  dir: string;
  httpPort: number;
  httpsPort: number;
  /** The test CA's certificate (PEM). */
  ca: string;
  /** The ACME webroot that stands in for /var/www/letsencrypt. */
  acmeRoot: string;
  errorLog: () => string;
}

export async function startCmsNginx(upstreamPort: number): Promise<CmsNginx> {
  const dir = mkdtempSync(join(tmpdir(), "nusakode-nginx-cms-"));
  const tls = join(dir, "tls");
  mkdirSync(tls);
  mkdirSync(join(dir, "nusakode"));
  makeCertificates(tls, [CMS_HOST]);
  copyFileSync(join(root, "deploy", "cms-security-headers.conf"), join(dir, "nusakode", "cms-security-headers.conf"));

  const file = "deploy/cms.nginx.conf";
  const replace = (text: string, from: string | RegExp, to: string, what: string) =>
    replaceEvery(text, from, to, what, file);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  let servers = readFileSync(join(root, file), "utf8").replace(/^[ \t]*#.*\n/gm, "");
  servers = replace(servers, /^[ \t]*listen \[::\]:\d+[^;]*;\n/m, "", "IPv6 listeners");
  servers = replace(servers, /listen 80;/, `listen 127.0.0.1:${httpPort};`, "the http listener");
  servers = replace(servers, /listen 443 ssl/, `listen 127.0.0.1:${httpsPort} ssl`, "the https listener");
  servers = replace(
    servers,
    "https://$host$request_uri",
    `https://$host:${httpsPort}$request_uri`,
    "the redirect to https",
  );
  servers = replace(servers, `/etc/letsencrypt/live/${CMS_HOST}/`, `${tls}/`, "the certificate paths");
  servers = replace(
    servers,
    "include /etc/nginx/nusakode/cms-security-headers.conf;",
    "include nusakode/cms-security-headers.conf;",
    "the headers include",
  );
  servers = replace(
    servers,
    "proxy_pass http://127.0.0.1:1337;",
    `proxy_pass http://127.0.0.1:${upstreamPort};`,
    "the CMS upstream",
  );
  const acmeRoot = join(dir, "letsencrypt");
  servers = replace(servers, "/var/www/letsencrypt", acmeRoot, "the ACME webroot");
  // deploy/default-server.conf beside it, as on the server: what answers unknown hosts.
  const defaults = "deploy/default-server.conf";
  let fallback = readFileSync(join(root, defaults), "utf8").replace(/^[ \t]*#.*\n/gm, "");
  fallback = replaceEvery(fallback, /^[ \t]*listen \[::\]:\d+[^;]*;\n/m, "", "IPv6 listeners", defaults);
  fallback = replaceEvery(
    fallback,
    "listen 80 default_server;",
    `listen 127.0.0.1:${httpPort} default_server;`,
    "the http listener",
    defaults,
  );
  fallback = replaceEvery(
    fallback,
    "listen 443 ssl http2 default_server;",
    `listen 127.0.0.1:${httpsPort} ssl http2 default_server;`,
    "the https listener",
    defaults,
  );
  servers = `${fallback}\n${servers}`;
  const leftovers = servers.match(/\/(etc|var|opt)\/[^\s;]*/g);
  if (leftovers) throw new Error(`${file} names paths the test does not map: ${leftovers.join(", ")}`);

  const { child, errorLog } = spawnNginx(dir, servers);
  if (await waitForPorts(child, [httpPort, httpsPort]))
    return { child, dir, httpPort, httpsPort, ca: readFileSync(join(tls, "ca.pem"), "utf8"), acmeRoot, errorLog };
  stopNginx({ child, dir });
  throw new Error(`nginx with ${file} did not start on ports ${httpPort}/${httpsPort}:\n${errorLog()}`);
}

export const stopCmsNginx = (nginx: CmsNginx | undefined) => stopNginx(nginx);
