// deploy/nginx.conf's own server blocks (http -> https redirect, www -> apex, TLS) served by Debian's
// nginx on two loopback ports, with a throw-away certificate authority (openssl) for the site's names.
// The only changes to the production file, each checked to apply: loopback ports instead of 80/443
// (so the redirects name the https port), no IPv6 listeners, the test certificate and folders. The
// CSP comes from a csp.conf the caller writes (production's policy), not from public/.nginx/.
import { type ChildProcess } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./server";
import { spawnNginx, stopNginx } from "./nginx";
import { makeCertificates, replaceEvery, waitForPorts } from "./nginx-tls";
import { nginxHeaderVariables } from "../../src/gatsby/after-build/nginx-headers";

const root = join(__dirname, "..", "..");
export const SITE_HOST = "nusakode.id";

export interface ProductionNginx {
  child: ChildProcess;
  dir: string;
  httpPort: number;
  httpsPort: number;
  /** The test CA's certificate: give it to a client as NODE_EXTRA_CA_CERTS. */
  caFile: string;
  errorLog: () => string;
}

const replaceAll = (text: string, from: string | RegExp, to: string, what: string) =>
  replaceEvery(text, from, to, what, "deploy/nginx.conf");

/** Starts production's nginx.conf on loopback; contentSecurityPolicy is the policy to send. */
export async function startProductionNginx(contentSecurityPolicy: string): Promise<ProductionNginx> {
  const dir = mkdtempSync(join(tmpdir(), "nusakode-nginx-tls-"));
  const tls = join(dir, "tls");
  mkdirSync(tls);
  mkdirSync(join(dir, "nusakode"));
  makeCertificates(tls, [SITE_HOST, `www.${SITE_HOST}`]);
  for (const file of ["site.conf", "security-headers.conf"])
    copyFileSync(join(root, "deploy", file), join(dir, "nusakode", file));
  writeFileSync(join(dir, "csp.conf"), nginxHeaderVariables({ policy: contentSecurityPolicy, preview: false }));

  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  let servers = readFileSync(join(root, "deploy", "nginx.conf"), "utf8").replace(/^[ \t]*#.*\n/gm, "");
  servers = replaceAll(servers, /^[ \t]*listen \[::\]:\d+[^;]*;\n/m, "", "IPv6 listeners");
  servers = replaceAll(servers, /listen 80;/, `listen 127.0.0.1:${httpPort};`, "the http listener");
  servers = replaceAll(servers, /listen 443 ssl/, `listen 127.0.0.1:${httpsPort} ssl`, "the https listeners");
  // Redirects to https (http -> https, www -> apex) name the loopback https port.
  servers = replaceAll(
    servers,
    /https:\/\/(\$host|[a-z0-9.-]+)\$request_uri/,
    `https://$1:${httpsPort}$request_uri`,
    "redirects to https",
  );
  servers = replaceAll(servers, `/etc/letsencrypt/live/${SITE_HOST}/`, `${tls}/`, "the certificate paths");
  servers = replaceAll(
    servers,
    "include /etc/nginx/nusakode/generated/live/csp.conf;",
    `include ${join(dir, "csp.conf")};`,
    "the CSP include",
  );
  servers = replaceAll(
    servers,
    "include /etc/nginx/nusakode/generated/live/redirects.conf;",
    `include ${join(root, "public", ".nginx", "redirects.conf")};`,
    "the redirects include",
  );
  servers = replaceAll(servers, "root /var/www/nusakode/current;", `root ${join(root, "public")};`, "the site root");
  servers = replaceAll(
    servers,
    "include /etc/nginx/nusakode/site.conf;",
    "include nusakode/site.conf;",
    "the site.conf include",
  );
  servers = replaceAll(servers, "/var/www/letsencrypt", join(dir, "letsencrypt"), "the ACME webroot");
  const leftovers = servers.match(/\/(etc|var)\/[^\s;]*/g);
  if (leftovers) throw new Error(`deploy/nginx.conf names paths the test does not map: ${leftovers.join(", ")}`);

  const { child, errorLog } = spawnNginx(dir, servers);
  if (await waitForPorts(child, [httpPort, httpsPort]))
    return { child, dir, httpPort, httpsPort, caFile: join(tls, "ca.pem"), errorLog };
  stopNginx({ child, dir });
  throw new Error(`nginx with deploy/nginx.conf did not start on ports ${httpPort}/${httpsPort}:\n${errorLog()}`);
}

export const stopProductionNginx = (nginx: ProductionNginx | undefined) => stopNginx(nginx);
