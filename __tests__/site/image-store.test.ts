// Each image is processed once in its life (issue 52): a build resizes an image only when no build
// before it did, `gatsby clean` included (scripts/gatsby-build.mjs runs gatsby-plugin-sharp's jobs
// through scripts/image-store.mjs, a content-addressed store outside Gatsby's cache). Counted with the
// line the build ends with: "... N image jobs processed, M reused". And a clean build costs the next
// build nothing: the runner's first build after it renders only what changed. Gatsby's own TypeScript
// (gatsby-config.ts, gatsby-node.ts and what they import) is not compiled again when unchanged
// (scripts/gatsby-files-unchanged.cjs; __tests__/unit/gatsby-files-unchanged.test.ts: changed, it is).
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { COMPILER_CACHES, copySite, type SiteCopy } from "../support/site-copy";

jest.setTimeout(400_000);

let copy: SiteCopy;
let store: string;
beforeAll(() => {
  copy = copySite();
  store = mkdtempSync(join(tmpdir(), "nusakode-image-store-"));
});
afterAll(() => {
  copy?.remove();
  rmSync(store, { recursive: true, force: true });
});

async function build(env: Record<string, string> = {}) {
  const result = await copy.build({ IMAGE_STORE_DIR: store, ...env });
  if (result.status !== 0) throw new Error(`The build failed:\n${result.output.slice(-4000)}`);
  const [, processed, reused] = result.output.match(/(\d+) image jobs processed, (\d+) reused/) ?? [];
  if (processed === undefined)
    throw new Error(`The build did not count its image jobs:\n${result.output.slice(-2000)}`);
  const [, rendered] = result.output.match(/Building static HTML for pages - [\d.]+s - (\d+)\//) ?? [];
  const [, pages] = result.output.match(/After the build: \d+ of (\d+) pages/) ?? [];
  const [, compiling] = result.output.match(/compile gatsby files - ([\d.]+)s/) ?? [];
  return {
    processed: Number(processed),
    reused: Number(reused),
    rendered: Number(rendered),
    pages: Number(pages),
    compiling: Number(compiling),
    output: result.output,
  };
}

/** Every image file the build wrote (public/static), by path, with its content's hash. */
function images() {
  const dir = join(copy.dir, "public", "static");
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.(jpe?g|png|webp|avif)$/.test(file));
  return Object.fromEntries(
    files.sort().map((file) => [
      file,
      createHash("sha1")
        .update(readFileSync(join(dir, file)))
        .digest("hex"),
    ]),
  );
}

/**
 * What `gatsby clean` removes (public/ and Gatsby's cache) but the compilers' caches, which hold code
 * and no image: a cold webpack costs this test a minute and proves nothing about images.
 */
function cleanKeepingCompilers() {
  rmSync(join(copy.dir, "public"), { recursive: true, force: true });
  const cache = join(copy.dir, ".cache");
  for (const name of readdirSync(cache))
    if (!COMPILER_CACHES.includes(name)) rmSync(join(cache, name), { recursive: true, force: true });
}

test("a clean build (public/ and Gatsby's cache removed) processes no image a build processed before, and writes the same files; Gatsby's unchanged TypeScript is not compiled again", async () => {
  const first = await build();
  expect(first.processed).toBeGreaterThan(50);
  expect(first.reused).toBe(0);
  const written = images();
  expect(Object.keys(written).length).toBeGreaterThan(2 * first.processed);

  cleanKeepingCompilers();
  const again = await build();
  expect(again).toEqual(expect.objectContaining({ processed: 0, reused: first.processed }));
  // Parcel takes seconds even with its cache warm; kept, the step takes milliseconds
  expect(again.compiling).toBeLessThan(1);
  expect(images()).toEqual(written);
});

test("the first build after a clean one, in the runner's environment, processes and renders what changed: one image, the pages showing it", async () => {
  // the same name, other pixels: its jobs are new, every other image's are done
  const changed = join(
    copy.dir,
    "content",
    "images",
    "projects",
    readdirSync(join(copy.dir, "content", "images", "projects")).find((name) => name.endsWith(".jpg"))!,
  );
  const darker = await sharp(readFileSync(changed)).modulate({ brightness: 0.6 }).jpeg({ quality: 80 }).toBuffer();
  await sharp(darker).toFile(changed);
  // deploy/publish.sh's variables and the hook's: Gatsby wrote the whole environment into its page
  // renderer, so after a clean build every page was rendered again (src/gatsby/webpack.ts)
  const runner = await build({
    GRAPHQL_TYPEGEN: "false",
    NODE_OPTIONS: "--max-old-space-size=2048",
    PUBLISH_EVENT: "entry.publish",
    PUBLISH_SIGNED_AT: new Date().toISOString(),
  });

  expect(runner.processed).toBeGreaterThan(0);
  expect(runner.processed).toBeLessThan(20);
  expect(runner.pages).toBeGreaterThan(70);
  expect(runner.rendered).toBeLessThan(runner.pages / 3);
});
