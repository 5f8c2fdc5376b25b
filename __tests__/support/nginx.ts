// Serves the built public/ through deploy/site.conf with Debian's nginx on a loopback port: the
// same configuration as production (deploy/nginx.conf) without TLS.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitForHttp } from "./server";

const root = join(__dirname, "..", "..");
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface RunningNginx {
  child: ChildProcess;
  dir: string;
  errorLog: () => string;
}

/**
 * Writes `dir`/nginx.conf around `servers` (temporary paths inside `dir`, no access log) and starts
 * nginx in the foreground in a process group of its own.
 */
export function spawnNginx(dir: string, servers: string): { child: ChildProcess; errorLog: () => string } {
  writeNginxConf(dir, servers);
  const child = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const errorLog = () => {
    try {
      return stderr + readFileSync(join(dir, "error.log"), "utf8");
    } catch {
      return stderr;
    }
  };
  return { child, errorLog };
}

/**
 * `dir`/nginx.conf around `servers`: what spawnNginx starts; written again, then `nginx -s reload`, as an operator adds
 * a site.
 */
export function writeNginxConf(dir: string, servers: string) {
  writeFileSync(
    join(dir, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;\n" : ""}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${servers}
}
`,
  );
}

/** publicDir: the built site to serve, the repository's public/ unless a copy's. */
export async function startNginx(port: number, publicDir = join(root, "public")): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), "nusakode-nginx-"));
  mkdirSync(join(dir, "nusakode"));
  for (const file of ["site.conf", "security-headers.conf"])
    copyFileSync(join(root, "deploy", file), join(dir, "nusakode", file));
  const { child, errorLog } = spawnNginx(
    dir,
    `  server {
    listen 127.0.0.1:${port};
    server_name _;
    root ${publicDir};
    include ${join(publicDir, ".nginx", "csp.conf")};
    include ${join(publicDir, ".nginx", "redirects.conf")};
    include nusakode/site.conf;
  }`,
  );
  if (await waitForHttp(`http://127.0.0.1:${port}/`, () => true, child, 20000)) return { child, dir, errorLog };
  stopNginx({ child, dir });
  throw new Error(`nginx did not start on port ${port}:\n${errorLog()}`);
}

/** Stops an nginx started by spawnNginx and removes its folder. */
export function stopNginx(nginx: { child: ChildProcess; dir: string } | undefined) {
  if (!nginx) return;
  if (nginx.child.exitCode === null && nginx.child.pid) process.kill(-nginx.child.pid, "SIGTERM");
  rmSync(nginx.dir, { recursive: true, force: true });
}

/**
 * nginx without the site yet, as on a server before its first release: the root side of a reload
 * (deploy/nginx-install-config.mjs) tests and reloads this nginx while the first releases are made.
 */
export async function spawnBareNginx(dir: string) {
  mkdirSync(dir, { recursive: true });
  const started = spawnNginx(dir, "");
  const deadline = Date.now() + 20000;
  while (!existsSync(join(dir, "nginx.pid"))) {
    if (Date.now() > deadline || started.child.exitCode !== null)
      throw new Error(`nginx did not start:\n${started.errorLog()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return started;
}

/**
 * The operator's step after the first release: the site's server blocks in, `nginx -t`, reload; waits for `port` to
 * answer.
 */
export async function addSites(
  dir: string,
  servers: string,
  child: ChildProcess,
  port: number,
  errorLog: () => string,
) {
  writeNginxConf(dir, servers);
  const args = ["-p", `${dir}/`, "-c", join(dir, "nginx.conf")];
  execFileSync(NGINX, [...args, "-t", "-q"], { stdio: ["ignore", "ignore", "pipe"] });
  execFileSync(NGINX, [...args, "-s", "reload"], { stdio: ["ignore", "ignore", "pipe"] });
  if (!(await waitForHttp(`http://127.0.0.1:${port}/`, () => true, child, 20000)))
    throw new Error(`nginx did not serve port ${port}:\n${errorLog()}`);
}
