// A content-addressed store of gatsby-plugin-sharp's image jobs (Hugo's resources cache is the model):
// each job's output files are kept under a key made of the plugin's and sharp's versions, the source
// file's content and the job's arguments, outside Gatsby's cache. So `gatsby clean`, a code update or a
// fresh clone processes no image it processed before: the files are copied from here.
// scripts/gatsby-build.mjs hands it the jobs.
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { copyFile, mkdir, readdir, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";

const JOB = { plugin: "gatsby-plugin-sharp", name: "IMAGE_PROCESSING" };
// An entry unused for this long is deleted at the end of a build (a hit renews it).
const MAX_AGE_DAYS = Number(process.env.IMAGE_STORE_MAX_AGE_DAYS ?? 180);
// The time of the last prune (a file beside the entries' folders).
const PRUNED_STAMP = ".pruned";

export const defaultStoreDir = () =>
  path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), ".cache"), "nusakode", "image-store");

/** @param {string} dir */
export function createImageStore(dir) {
  const counts = { processed: 0, reused: 0 };
  const versions = new Map();
  const workers = new Map();

  /** The plugin's and the sharp it loads: a new version of either may make other files. */
  function versionsOf(plugin) {
    if (!versions.has(plugin.resolve)) {
      const require = createRequire(path.join(plugin.resolve, "package.json"));
      versions.set(plugin.resolve, `${plugin.name}@${plugin.version} sharp@${require("sharp/package.json").version}`);
    }
    return versions.get(plugin.resolve);
  }

  function workerOf(plugin) {
    if (!workers.has(plugin.resolve))
      workers.set(plugin.resolve, createRequire(path.join(plugin.resolve, "package.json"))("./gatsby-worker.js"));
    return workers.get(plugin.resolve);
  }

  const keyOf = (job) =>
    createHash("sha256")
      .update(
        JSON.stringify([
          versionsOf(job.plugin),
          job.name,
          job.inputPaths.map((input) => input.contentDigest),
          job.args,
        ]),
      )
      .digest("hex");

  const outputsOf = (job) => job.args.operations.map((operation) => operation.outputPath);

  async function copyOutputs(from, to, outputs) {
    await Promise.all(
      outputs.map(async (output) => {
        await mkdir(path.dirname(path.join(to, output)), { recursive: true });
        await copyFile(path.join(from, output), path.join(to, output));
      }),
    );
  }

  return {
    counts,
    /** Jobs this store keeps; Gatsby runs any other itself. */
    handles: (job) => job.plugin?.name === JOB.plugin && job.name === JOB.name && !job.args?.isLazy,

    /** Copies the job's files from the store, or makes them once and keeps them. */
    async run(job) {
      const key = keyOf(job);
      const entry = path.join(dir, key.slice(0, 2), key);
      const outputs = outputsOf(job);
      const complete = () => existsSync(entry) && outputs.every((output) => existsSync(path.join(entry, output)));
      if (complete()) {
        await copyOutputs(entry, job.outputDir, outputs);
        const now = new Date();
        await utimes(entry, now, now);
        counts.reused++;
        return undefined;
      }
      // Made in a folder of its own, then renamed: a build running beside this one never reads half an entry.
      const making = `${entry}.${process.pid}.${Date.now()}.tmp`;
      try {
        await mkdir(making, { recursive: true });
      } catch (error) {
        throw Object.assign(new Error(`the image store ${dir} cannot be written: ${error.message}`), {
          unwritable: true,
        });
      }
      try {
        await workerOf(job.plugin)[job.name]({ inputPaths: job.inputPaths, outputDir: making, args: job.args });
        await copyOutputs(making, job.outputDir, outputs);
        await rename(making, entry).catch(async (error) => {
          if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
          if (complete()) return; // made by a build beside this one meanwhile: the same files
          await rm(entry, { recursive: true, force: true });
          await rename(making, entry);
        });
      } finally {
        await rm(making, { recursive: true, force: true });
      }
      counts.processed++;
      return undefined;
    },

    /**
     * Deletes the entries no build has used for MAX_AGE_DAYS, once a day at most: it reads every entry's
     * time (0.4 s at 10,000 entries, 1,000 projects + 1,000 articles), which every publish would wait for.
     */
    async prune() {
      const stamp = path.join(dir, PRUNED_STAMP);
      if (existsSync(stamp) && Date.now() - (await stat(stamp)).mtimeMs < 86_400_000) return 0;
      const oldest = Date.now() - MAX_AGE_DAYS * 86_400_000;
      let removed = 0;
      const shards = existsSync(dir) ? await readdir(dir, { withFileTypes: true }) : [];
      for (const shard of shards.filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
        for (const name of await readdir(path.join(dir, shard))) {
          const entry = path.join(dir, shard, name);
          if ((await stat(entry)).mtimeMs < oldest) {
            await rm(entry, { recursive: true, force: true });
            removed++;
          }
        }
      }
      if (existsSync(dir)) await writeFile(stamp, `${new Date().toISOString()}\n`);
      return removed;
    },
  };
}
