// A throwaway copy of the site to build from, so the CMS tests never touch the public/ that the
// other layers test. Sources are copied; node_modules is shared through a symlink.
//
// Copies live in numbered folders of one pool (SITE_COPIES_DIR, which `npm test` makes per run), and a
// removed copy leaves its compilers' caches to the next copy in its folder: webpack's (.cache/webpack)
// and Parcel's, which compiles gatsby-config.ts and gatsby-node.ts (.cache/.parcel-cache, output in
// .cache/compiled). Both are keyed by absolute paths, so only a copy at the same path can use them. A
// copy's first build then skips compiling the bundles (about 20 of a cold build's 30 s here) and most
// of "compile gatsby files" (about 15 s of 19 under load, 4 s left), and is otherwise cold: Gatsby's
// data cache and public/ start empty. Nothing a test checks depends on a compiler starting cold.
// The drawn share images (.cache/share-images, named by what they show) are kept the same way, so a
// copy's build copies the images of titles an earlier copy drew instead of drawing them again.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { countCost } from "./suite-cost";

const root = join(__dirname, "..", "..");
// every file the build reads (gatsby-browser.tsx was missing until issue 27: the copies hydrated without it)
const COPIED = [
  "src",
  "content",
  "static",
  "scripts",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "gatsby-browser.tsx",
  "tsconfig.json",
  "package.json",
];
const pool =
  process.env.SITE_COPIES_DIR ??
  join(tmpdir(), `nusakode-site-copies-${createHash("sha1").update(root).digest("hex").slice(0, 8)}`);

export interface SiteCopy {
  dir: string;
  /**
   * Builds the copy. Asynchronous on purpose: a build blocking the test's event loop for a minute
   * leaves the sockets the CMS closed meanwhile looking open, and the next request fails on one.
   */
  build: (env: Record<string, string>) => Promise<{ status: number | null; output: string; seconds: number }>;
  read: (publicPath: string) => string;
  remove: () => void;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The compilers' caches in .cache: code, no content and no image. */
export const COMPILER_CACHES = ["webpack", ".parcel-cache", "compiled"];
/** What a copy leaves to the next one in its folder (see above): its compilers' caches and its drawn share images. */
const KEPT_CACHES = [...COMPILER_CACHES, "share-images"];

/** Everything of a copy's folder but what it leaves to the next. */
function clearKeepingCompilerCaches(dir: string) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) if (name !== ".cache") rmSync(join(dir, name), { recursive: true, force: true });
  const cache = join(dir, ".cache");
  if (existsSync(cache))
    for (const name of readdirSync(cache))
      if (!KEPT_CACHES.includes(name)) rmSync(join(cache, name), { recursive: true, force: true });
}

/** The first folder of the pool no live process holds, held by this one (mkdir of its lock is atomic). */
function takeFolder(): { dir: string; release: () => void } {
  mkdirSync(pool, { recursive: true });
  for (let n = 0; ; n++) {
    const dir = join(pool, String(n));
    const lock = `${dir}.lock`;
    try {
      mkdirSync(lock);
    } catch {
      const pidFile = join(lock, "pid");
      // (no pid yet: its holder is between the two steps below)
      const holder = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8")) : 0;
      if (!holder || alive(holder)) continue;
      rmSync(lock, { recursive: true, force: true }); // left by a process that ended without removing its copy
      try {
        mkdirSync(lock);
      } catch {
        continue;
      }
    }
    writeFileSync(join(lock, "pid"), String(process.pid));
    clearKeepingCompilerCaches(dir);
    return { dir, release: () => rmSync(lock, { recursive: true, force: true }) };
  }
}

export function copySite(): SiteCopy {
  const { dir, release } = takeFolder();
  for (const name of COPIED)
    cpSync(join(root, name), join(dir, name), { recursive: true, filter: (src) => !src.endsWith("gatsby-types.d.ts") });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  // The CMS's labels, which a build's reasons for editors name fields by (src/data/cms/admin-place.ts), as in a
  // checkout.
  mkdirSync(join(dir, "cms"));
  symlinkSync(join(root, "cms", "src"), join(dir, "cms", "src"), "dir");
  return {
    dir,
    async build(env) {
      const started = Date.now();
      countCost("gatsby build");
      const clean: NodeJS.ProcessEnv = { ...process.env };
      for (const key of ["STRAPI_API_URL", "STRAPI_TOKEN", "CMS_REQUIRED"]) delete clean[key];
      // through the image store (scripts/gatsby-build.mjs), as every build of the site
      const child = spawn(process.execPath, [join(dir, "scripts", "gatsby-build.mjs")], {
        cwd: dir,
        env: { ...clean, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let raw = "";
      child.stdout.on("data", (chunk) => (raw += chunk));
      child.stderr.on("data", (chunk) => (raw += chunk));
      const status = await new Promise<number | null>((resolve, reject) => {
        child.once("error", reject);
        child.once("close", (code) => resolve(code));
      });
      // eslint-disable-next-line no-control-regex -- the escape of the build's terminal colours is what it removes
      const output = raw.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "");
      return { status, output, seconds: (Date.now() - started) / 1000 };
    },
    read: (publicPath) => readFileSync(join(dir, "public", publicPath), "utf8"),
    remove: () => {
      clearKeepingCompilerCaches(dir);
      release();
    },
  };
}
