// The image store (scripts/image-store.mjs) deletes entries no build used for IMAGE_STORE_MAX_AGE_DAYS,
// once a day at most: reading every entry's time after every build cost each publish 0.4 s at
// 1,000 projects + 1,000 articles. The store is an ES module, so it runs in a Node of its own here.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const store = join(__dirname, "..", "..", "scripts", "image-store.mjs");
const prune = (dir: string) =>
  Number(
    execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { createImageStore } = await import(${JSON.stringify(store)}); console.log(await createImageStore(process.argv[1]).prune());`,
        dir,
      ],
      { encoding: "utf8" },
    ).trim(),
  );
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const entry = (dir: string, name: string, age: number) => {
  const path = join(dir, "ab", name);
  mkdirSync(path, { recursive: true });
  utimesSync(path, daysAgo(age), daysAgo(age));
};

test("entries unused for 180 days go, at most once a day; used ones stay", () => {
  const dir = mkdtempSync(join(tmpdir(), "image-store-"));
  try {
    entry(dir, "old", 200);
    entry(dir, "used", 3);
    expect(prune(dir)).toBe(1);
    entry(dir, "old-too", 200);
    expect(prune(dir)).toBe(0); // pruned today already: not read again
    utimesSync(join(dir, ".pruned"), daysAgo(2), daysAgo(2));
    expect(prune(dir)).toBe(1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
