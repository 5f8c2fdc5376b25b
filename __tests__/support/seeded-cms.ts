// A CMS seeded once per run: seeding a fresh database from the site's content takes 15-20 s of a
// Strapi start, against 5-6 s for a start on a seeded one. The first start that asks for a seeded
// copy (startCms's `seeded: "copy"`) seeds a CMS of its own, stops it and keeps its SQLite file,
// uploads, secrets and administrator; every such start copies them into its own data folder. The copy
// is keyed by what the seed depends on (the CMS's code and configuration, content/ with its images,
// the CMS's lockfile), so a change to any of them seeds again. CMS_SEEDED_DIR (scripts/test.sh: one per
// run) holds the copies; by default a folder in the system's temporary folder.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const { filesDigest } = require("../../scripts/files-digest.cjs") as {
  filesDigest: (root: string, paths: string[], header: string) => string;
};

type Login = { email: string; password: string };
/** startCms, handed in (strapi.ts imports this file). */
type Start = (
  hookUrl: string,
  hookSecret: string,
  options: { dataDir: string; serveAdmin: boolean },
) => Promise<{ admin: Login; secrets: Record<string, string>; stop: () => Promise<void> }>;
type Options = {
  dataDir?: string;
  admin?: Login;
  secrets?: Record<string, string>;
  database?: unknown;
  seeded?: "copy";
};

const root = join(__dirname, "..", "..");
// src/rules: the seed reads the site's rules (slugs, dates, keys) from there
const SEED_INPUTS = ["cms/src", "cms/config", "cms/package-lock.json", "content", "src/rules"];

const seedDigest = (): string => filesDigest(root, SEED_INPUTS, "the CMS's seed").slice(0, 16);

interface Seeded {
  dir: string;
  admin: Login;
  secrets: Record<string, string>;
}

let seeded: Seeded | undefined;

/** The seeded CMS of this code and content, made now if no start made it before. */
async function seededCms(startCms: Start): Promise<Seeded> {
  const dir = join(process.env.CMS_SEEDED_DIR ?? join(tmpdir(), "nusakode-cms-seeded"), seedDigest());
  if (seeded?.dir === dir) return seeded;
  if (!existsSync(join(dir, "seeded.json"))) {
    mkdirSync(join(dir, ".."), { recursive: true });
    const making = mkdtempSync(`${dir}.making-`);
    const cms = await startCms("", "", { dataDir: making, serveAdmin: false });
    await cms.stop();
    writeFileSync(join(making, "seeded.json"), JSON.stringify({ admin: cms.admin, secrets: cms.secrets }), {
      mode: 0o600,
    });
    // whole or not at all: a start that stopped half-way leaves no copy to start from
    if (existsSync(dir)) rmSync(making, { recursive: true, force: true });
    else renameSync(making, dir);
  }
  const { admin, secrets } = JSON.parse(readFileSync(join(dir, "seeded.json"), "utf8")) as Omit<Seeded, "dir">;
  seeded = { dir, admin, secrets };
  return seeded;
}

/**
 * The options of a start from a copy of the seeded CMS: its data in the start's data folder (a new one when none is
 * given).
 */
export async function fromSeededCopy<T extends Options>(options: T, startCms: Start): Promise<T> {
  if (options.database) throw new Error("a seeded copy is SQLite's: a PostgreSQL CMS seeds itself");
  if (options.admin || options.secrets) throw new Error("a seeded copy comes with its own administrator and secrets");
  const { dir, admin, secrets } = await seededCms(startCms);
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "nusakode-cms-"));
  for (const name of readdirSync(dir))
    if (name !== "seeded.json") cpSync(join(dir, name), join(dataDir, name), { recursive: true });
  return { ...options, seeded: undefined, dataDir, admin, secrets };
}
