// nginx serving a built site for the benchmarks (scripts/bench.mjs, scripts/bench-first-sight.mjs).
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { connect } from "node:net";
import { join } from "node:path";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });

/**
 * Serves `publicDir` (a built public/) the way production does (deploy/site.conf: its gzip, headers
 * and no redirect for /route without a slash, which `gatsby serve` answers with a 301 that cost every
 * route but / about 0.1 s of simulated FCP) with Debian's nginx on a loopback port; with `https`, over
 * TLS and HTTP/2 as deploy/nginx.conf serves it (plain HTTP/1.1 lets a browser open only six
 * connections, which queues a page's files). The same server block as __tests__/support/nginx.ts.
 */
export async function serve(port, publicDir, { https = false } = {}) {
  // another server on the port would answer instead of this one, with another build's headers
  if (await listening(port)) throw new Error(`port ${port} is taken already`);
  const dir = mkdtempSync(join(tmpdir(), "bench-nginx-"));
  // HTTP/2 needs TLS in browsers: a throwaway self-signed certificate (Chromium then runs with
  // --ignore-certificate-errors)
  if (https)
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
  const listen = https
    ? `listen 127.0.0.1:${port} ssl http2; ssl_certificate ${dir}/cert.pem; ssl_certificate_key ${dir}/key.pem;`
    : `listen 127.0.0.1:${port};`;
  mkdirSync(join(dir, "nusakode"));
  for (const file of ["site.conf", "security-headers.conf"])
    copyFileSync(join("deploy", file), join(dir, "nusakode", file));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
    .join(" ");
  writeFileSync(
    join(dir, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;" : ""} daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 256; }
http { include /etc/nginx/mime.types; default_type application/octet-stream; access_log off; sendfile on; ${temp}
  server { ${listen} server_name _; root ${publicDir};
    include ${publicDir}/.nginx/csp.conf; include ${publicDir}/.nginx/redirects.conf; include nusakode/site.conf; } }
`,
  );
  const child = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf")], { stdio: "ignore", detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  stop.pid = child.pid; // nginx's master (daemon off): SIGHUP reloads its configuration
  for (let i = 0; i < 100; i++) {
    if (await listening(port)) return stop;
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error(`nginx did not start on port ${port}: ${readFileSync(join(dir, "error.log"), "utf8")}`);
}
