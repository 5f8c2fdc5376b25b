// What the tests of deploy/'s TLS server blocks share (nginx-production.ts: the site, deploy/nginx.conf;
// deploy/cms-server.test.ts: the CMS, deploy/cms.nginx.conf): a throw-away certificate authority, checked
// substitutions of production's ports and paths, and waiting for nginx's loopback ports.
import { execFileSync, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";

/**
 * Replaces every occurrence of `from` (a string, or a regular expression made global) in `file`'s text;
 * throws when there is none, so a test never runs a configuration it silently failed to adapt.
 */
export function replaceEvery(text: string, from: string | RegExp, to: string, what: string, file: string): string {
  const pattern =
    typeof from === "string" ? from : new RegExp(from.source, from.flags.includes("g") ? from.flags : `${from.flags}g`);
  const replaced = typeof pattern === "string" ? text.split(pattern).join(to) : text.replace(pattern, to);
  if (replaced === text) throw new Error(`${file} no longer has ${what} (${from}); update the test's substitutions`);
  return replaced;
}

/**
 * In `dir`: a CA (ca.pem) and a certificate for `hosts` signed by it (fullchain.pem, privkey.pem),
 * valid for two days. Give ca.pem to a client as NODE_EXTRA_CA_CERTS or `ca`.
 */
export function makeCertificates(dir: string, hosts: string[]) {
  const openssl = (...args: string[]) =>
    execFileSync("openssl", args, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"];
  openssl(
    "req",
    "-x509",
    ...ec,
    "-days",
    "2",
    "-subj",
    "/CN=nusakode test CA",
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign",
  );
  openssl("req", ...ec, "-subj", `/CN=${hosts[0]}`, "-keyout", "privkey.pem", "-out", "site.csr");
  writeFileSync(
    join(dir, "site.ext"),
    `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(",")}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`,
  );
  openssl(
    "x509",
    "-req",
    "-in",
    "site.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-days",
    "2",
    "-extfile",
    "site.ext",
    "-out",
    "site.pem",
  );
  writeFileSync(
    join(dir, "fullchain.pem"),
    readFileSync(join(dir, "site.pem"), "utf8") + readFileSync(join(dir, "ca.pem"), "utf8"),
  );
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** Whether every port accepts connections before `child` exits or `timeoutMs` passes. */
export async function waitForPorts(child: ChildProcess, ports: number[], timeoutMs = 20000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    if ((await Promise.all(ports.map(listening))).every(Boolean)) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}
