// `gatsby build` with each image processed once in its life (`npm run build`, the publish runner, the
// tests and the benches build through this). Gatsby hands a job to its parent process when it has one
// and ENABLE_GATSBY_EXTERNAL_JOBS is set (its jobs manager's hook for running jobs elsewhere): this
// parent runs gatsby-plugin-sharp's image jobs through the store of scripts/image-store.mjs and
// answers any other job "not ours", which Gatsby then runs itself. Arguments go to `gatsby build`.
// IMAGE_STORE_DIR: the store (default ~/.cache/nusakode/image-store). And Gatsby compiles its own
// TypeScript files only when they changed (scripts/gatsby-files-unchanged.cjs, preloaded).
import { fork } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createImageStore, defaultStoreDir } from "./image-store.mjs";

const storeDir = path.resolve(process.env.IMAGE_STORE_DIR || defaultStoreDir());
const store = createImageStore(storeDir);
const gatsbyCli = createRequire(path.join(process.cwd(), "package.json")).resolve("gatsby/cli.js");

const gatsby = fork(gatsbyCli, ["build", ...process.argv.slice(2)], {
  execArgv: [...process.execArgv, "--require", fileURLToPath(new URL("./gatsby-files-unchanged.cjs", import.meta.url))],
  env: { ...process.env, ENABLE_GATSBY_EXTERNAL_JOBS: "1" },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => gatsby.kill(signal));

const answer = (type, payload) => gatsby.connected && gatsby.send({ type, payload });
let unwritable = false;
gatsby.on("message", (message) => {
  if (message?.type !== "JOB_CREATED") return; // (its log lines, sent to a parent too)
  const job = message.payload;
  if (!store.handles(job) || unwritable) return answer("JOB_NOT_WHITELISTED", { id: job.id });
  store.run(job).then(
    (result) => answer("JOB_COMPLETED", { id: job.id, result }),
    (error) => {
      // a store that cannot be written costs time, not the build: Gatsby resizes the images itself
      if (!error.unwritable)
        return answer("JOB_FAILED", {
          id: job.id,
          error: `${error.message} (image store ${storeDir})`,
          stack: error.stack,
        });
      if (!unwritable) console.warn(`warning ${error.message}: this build resizes its images without it`);
      unwritable = true;
      answer("JOB_NOT_WHITELISTED", { id: job.id });
    },
  );
});

gatsby.on("exit", async (code, signal) => {
  const { processed, reused } = store.counts;
  const removed =
    code === 0 && !unwritable
      ? await store.prune().catch((error) => console.warn(`warning the image store was not pruned: ${error.message}`))
      : 0;
  const state = unwritable
    ? "not writable, Gatsby resized the images"
    : `${processed} image jobs processed, ${reused} reused${removed ? `, ${removed} unused entries removed` : ""}`;
  console.log(`Image store ${storeDir}: ${state}`);
  process.exit(code ?? (signal ? 1 : 0));
});
