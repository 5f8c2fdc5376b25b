// A throwaway copy of the site to build from, so the CMS tests never touch the public/ that the
// other layers test. Sources are copied; node_modules is shared through a symlink.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(__dirname, "..", "..");
const COPIED = ["src", "content", "static", "scripts", "gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "tsconfig.json", "package.json"];

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

export function copySite(): SiteCopy {
  const dir = mkdtempSync(join(tmpdir(), "nusakode-site-"));
  for (const name of COPIED) cpSync(join(root, name), join(dir, name), { recursive: true, filter: (src) => !src.endsWith("gatsby-types.d.ts") });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  return {
    dir,
    async build(env) {
      const started = Date.now();
      const clean: NodeJS.ProcessEnv = { ...process.env };
      for (const key of ["STRAPI_API_URL", "STRAPI_TOKEN", "CMS_REQUIRED"]) delete clean[key];
      const child = spawn(join(dir, "node_modules", ".bin", "gatsby"), ["build"], {
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
      // eslint-disable-next-line no-control-regex
      const output = raw.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "");
      return { status, output, seconds: (Date.now() - started) / 1000 };
    },
    read: (publicPath) => readFileSync(join(dir, "public", publicPath), "utf8"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
