// deploy/nginx.conf's own server blocks (http -> https redirect, www -> apex, TLS) served by Debian's
// nginx on two loopback ports, with a throw-away certificate authority (openssl) for the site's names.
// The only changes to the production file, each checked to apply: loopback ports instead of 80/443
// (so the redirects name the https port), no IPv6 listeners, the test certificate and folders. The
// CSP comes from a csp.conf the caller writes (production's policy), not from public/.nginx/.
import { execFileSync, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./server";
import { spawnNginx, stopNginx } from "./nginx";
import { nginxHeaderVariables } from "../../src/build/nginx-headers";

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

/** Replaces every occurrence of `from` (a string, or a regular expression made global); fails if none. */
function replaceAll(text: string, from: string | RegExp, to: string, what: string): string {
  const pattern = typeof from === "string" ? from : new RegExp(from.source, from.flags.includes("g") ? from.flags : `${from.flags}g`);
  const replaced = typeof pattern === "string" ? text.split(pattern).join(to) : text.replace(pattern, to);
  if (replaced === text) throw new Error(`deploy/nginx.conf no longer has ${what} (${from}); update __tests__/support/nginx-production.ts`);
  return replaced;
}

/** A CA and a certificate for SITE_HOST and www.SITE_HOST signed by it, valid for two days. */
function makeCertificates(dir: string) {
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"];
  openssl("req", "-x509", ...ec, "-days", "2", "-subj", "/CN=nusakode test CA", "-keyout", "ca.key", "-out", "ca.pem", "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign");
  openssl("req", ...ec, "-subj", `/CN=${SITE_HOST}`, "-keyout", "privkey.pem", "-out", "site.csr");
  writeFileSync(join(dir, "site.ext"), `subjectAltName=DNS:${SITE_HOST},DNS:www.${SITE_HOST}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`);
  openssl("x509", "-req", "-in", "site.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial", "-days", "2", "-extfile", "site.ext", "-out", "site.pem");
  writeFileSync(join(dir, "fullchain.pem"), readFileSync(join(dir, "site.pem"), "utf8") + readFileSync(join(dir, "ca.pem"), "utf8"));
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** Starts production's nginx.conf on loopback; contentSecurityPolicy is the policy to send. */
export async function startProductionNginx(contentSecurityPolicy: string): Promise<ProductionNginx> {
  const dir = mkdtempSync(join(tmpdir(), "nusakode-nginx-tls-"));
  const tls = join(dir, "tls");
  mkdirSync(tls);
  mkdirSync(join(dir, "nusakode"));
  makeCertificates(tls);
  for (const file of ["site.conf", "security-headers.conf"]) copyFileSync(join(root, "deploy", file), join(dir, "nusakode", file));
  writeFileSync(join(dir, "csp.conf"), nginxHeaderVariables({ policy: contentSecurityPolicy, preview: false }));

  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  let servers = readFileSync(join(root, "deploy", "nginx.conf"), "utf8").replace(/^[ \t]*#.*\n/gm, "");
  servers = replaceAll(servers, /^[ \t]*listen \[::\]:\d+[^;]*;\n/m, "", "IPv6 listeners");
  servers = replaceAll(servers, /listen 80;/, `listen 127.0.0.1:${httpPort};`, "the http listener");
  servers = replaceAll(servers, /listen 443 ssl/, `listen 127.0.0.1:${httpsPort} ssl`, "the https listeners");
  // Redirects to https (http -> https, www -> apex) name the loopback https port.
  servers = replaceAll(servers, /https:\/\/(\$host|[a-z0-9.-]+)\$request_uri/, `https://$1:${httpsPort}$request_uri`, "redirects to https");
  servers = replaceAll(servers, `/etc/letsencrypt/live/${SITE_HOST}/`, `${tls}/`, "the certificate paths");
  servers = replaceAll(servers, "include /var/www/nusakode/current/.nginx/csp.conf;", `include ${join(dir, "csp.conf")};`, "the CSP include");
  servers = replaceAll(servers, "include /var/www/nusakode/current/.nginx/redirects.conf;", `include ${join(root, "public", ".nginx", "redirects.conf")};`, "the redirects include");
  servers = replaceAll(servers, "root /var/www/nusakode/current;", `root ${join(root, "public")};`, "the site root");
  servers = replaceAll(servers, "include /etc/nginx/nusakode/site.conf;", "include nusakode/site.conf;", "the site.conf include");
  servers = replaceAll(servers, "/var/www/letsencrypt", join(dir, "letsencrypt"), "the ACME webroot");
  const leftovers = servers.match(/\/(etc|var)\/[^\s;]*/g);
  if (leftovers) throw new Error(`deploy/nginx.conf names paths the test does not map: ${leftovers.join(", ")}`);

  const { child, errorLog } = spawnNginx(dir, servers);
  const deadline = Date.now() + 20000;
  while (Date.now() < deadline && child.exitCode === null) {
    if ((await listening(httpPort)) && (await listening(httpsPort))) return { child, dir, httpPort, httpsPort, caFile: join(tls, "ca.pem"), errorLog };
    await new Promise((r) => setTimeout(r, 200));
  }
  stopNginx({ child, dir });
  throw new Error(`nginx with deploy/nginx.conf did not start on ports ${httpPort}/${httpsPort}:\n${errorLog()}`);
}

export const stopProductionNginx = (nginx: ProductionNginx | undefined) => stopNginx(nginx);
