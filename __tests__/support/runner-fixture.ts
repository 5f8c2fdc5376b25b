// deploy/publish.sh in a small fixture, in seconds instead of a Gatsby build's minutes: a SITE_DIR
// whose build command is a stub (build.sh, bash) that writes a minimal release (what check_release
// asks for), a DEPLOY_ROOT of its own, and a stand-in for the CMS's "Publish status" entry that keeps
// what the runner PUTs (merged, as Strapi updates the fields it is given). No nginx runs here: root's
// answer to a reload request (nginx-install-config.mjs, tested with a real nginx in nginx-reload.test.ts)
// is a stand-in that says "reloaded" for every request, as the stub build stands in for Gatsby.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

const deploy = join(__dirname, "..", "..", "deploy");

/** A build that writes a release publish.sh accepts (index, 404, page data, .nginx/ files). */
export const GOOD_BUILD = `rm -rf public && mkdir -p public/.nginx public/page-data/index
echo '<!doctype html><title>home</title>' > public/index.html
echo '<!doctype html><title>not found</title>' > public/404.html
echo '{}' > public/page-data/index/page-data.json
printf 'set $content_security_policy "default-src %sself%s";\\nset $frame_options "";\\nset $robots_tag "noindex, nofollow";\\n' "'" "'" > public/.nginx/csp.conf
: > public/.nginx/redirects.conf
`;

export interface Run {
  code: number | null;
  seconds: number;
}

export interface RunnerFixture {
  base: string;
  siteDir: string;
  deployRoot: string;
  /** What the CMS's Publish status entry holds now, and every PUT it got. */
  entry: () => Record<string, unknown>;
  puts: Array<Record<string, unknown>>;
  /** Replaces the stub build (bash, run in SITE_DIR). */
  setBuild: (script: string) => void;
  /** The environment run() gives the runner (its folders, the stub build, the stand-ins' addresses). */
  env: NodeJS.ProcessEnv;
  /** Runs publish.sh (or preview.sh) to its end, or kills its process group after `limitMs`. */
  run: (env?: NodeJS.ProcessEnv, options?: { script?: string; limitMs?: number }) => Promise<Run>;
  status: () => Record<string, unknown>;
  log: () => string;
  remove: () => Promise<void>;
}

export async function runnerFixture(
  build = GOOD_BUILD,
  { deployRoot }: { deployRoot?: string } = {},
): Promise<RunnerFixture> {
  const base = mkdtempSync(join(tmpdir(), "nusakode-runner-"));
  const siteDir = join(base, "site");
  const root = deployRoot ?? join(base, "deploy");
  mkdirSync(siteDir);
  mkdirSync(root, { recursive: true });
  const setBuild = (script: string) => writeFileSync(join(siteDir, "build.sh"), script);
  setBuild(build);

  const puts: Array<Record<string, unknown>> = [];
  const entryData: Record<string, unknown> = {};
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (request.method === "PUT" && request.url === "/api/publish-status") {
        const { data } = JSON.parse(body) as { data: Record<string, unknown> };
        puts.push(data);
        Object.assign(entryData, data);
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: entryData }));
      } else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // Root's answer, as request-nginx-reload.sh reads it: the request id, "ok", a reason.
  const results = join(base, "reload-results");
  mkdirSync(results);
  const deployRoots = new Set([root]);
  const answerer = setInterval(() => {
    for (const deployRoot of deployRoots) {
      const request = join(deployRoot, ".nginx-reload");
      if (!existsSync(request)) continue;
      const id = readFileSync(request, "utf8").trim();
      for (const target of ["live", "preview"])
        writeFileSync(join(results, `${target}.result`), `${id}\nok\nreloaded (fixture: no nginx)\n`);
    }
  }, 100);
  const address = server.address();
  const cmsUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  const baseEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    DEPLOY_ROOT: root,
    SITE_DIR: siteDir,
    PREVIEW_ROOT: root,
    PREVIEW_SITE_DIR: siteDir,
    BUILD_COMMAND: "bash build.sh",
    NGINX_RELOAD_RESULTS: results,
    STATUS_API_URL: cmsUrl,
    STATUS_API_TOKEN: "test-status-token",
    STRAPI_TOKEN: "test-live-build-token",
    PREVIEW_STRAPI_TOKEN: "test-preview-build-token",
  };
  const run: RunnerFixture["run"] = (env = {}, { script = "publish.sh", limitMs = 120000 } = {}) =>
    new Promise((resolve, reject) => {
      if (env.DEPLOY_ROOT) deployRoots.add(env.DEPLOY_ROOT);
      const started = Date.now();
      const child = spawn(join(deploy, script), {
        env: { ...baseEnv, ...env },
        stdio: "ignore",
        detached: true,
      });
      const limit = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), limitMs);
      child.once("error", reject);
      child.once("close", (code) => {
        clearTimeout(limit);
        resolve({ code, seconds: (Date.now() - started) / 1000 });
      });
    });

  const read = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), "utf8") : "");
  return {
    base,
    siteDir,
    deployRoot: root,
    env: baseEnv,
    entry: () => ({ ...entryData }),
    puts,
    setBuild,
    run,
    status: () => JSON.parse(read("status.json") || "{}") as Record<string, unknown>,
    log: () => read("publish.log"),
    remove: async () => {
      clearInterval(answerer);
      await new Promise((resolve) => server.close(resolve));
      rmSync(base, { recursive: true, force: true });
    },
  };
}

/** Whether a process still runs: it exists and is no zombie (an orphan killed here waits for init to reap it). */
export function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}
