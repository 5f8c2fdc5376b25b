// deploy/publish.sh's own limits, with a stub build in a small fixture (__tests__/support/runner-fixture.ts):
// a hung build is stopped at BUILD_TIMEOUT with all its processes and frees the lock; a full disk
// still reaches the editors' Publish status; publish.log rotates; builds get a heap ceiling and the
// preview's build a lower CPU priority.
import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { alive, GOOD_BUILD, runnerFixture, type RunnerFixture } from "../support/runner-fixture";

let fixture: RunnerFixture | undefined;
afterEach(async () => {
  await fixture?.remove();
  fixture = undefined;
});

test("a build past BUILD_TIMEOUT is stopped with its whole process group, the lock is freed and the status says it timed out", async () => {
  // The stub hangs as a build waiting on a CMS that never answers, with a worker that ignores TERM.
  fixture = await runnerFixture(`echo $$ > build.pid
( trap '' TERM; exec sleep 600 ) &
echo $! > worker.pid
sleep 600
`);
  const { code, seconds } = await fixture.run({ BUILD_TIMEOUT: "5" }, { limitMs: 40000 });
  process.stdout.write(
    `[runner] a hung build with BUILD_TIMEOUT=5: the runner ended after ${seconds.toFixed(1)} s (exit ${code})\n`,
  );
  expect(code).toBe(0);
  expect(seconds).toBeLessThan(20);
  const pids = ["build.pid", "worker.pid"].map((file) => Number(readFileSync(join(fixture!.siteDir, file), "utf8")));
  expect(pids.filter(alive)).toEqual([]);
  expect(fixture.status()).toMatchObject({ state: "idle", lastResult: "failed" });
  expect(String(fixture.status().lastReason)).toMatch(
    /^Build failed, the live site did not change: timed out after [5-9] s \(BUILD_TIMEOUT=5\)/,
  );
  expect(fixture.entry()).toMatchObject({
    state: "idle",
    lastResult: "failed",
    lastReason: expect.stringMatching(/timed out after \d+ s/),
  });
  expect(fixture.log()).toMatch(/build \S+ failed after \d+ s: timed out after/);
  // The lock is free: another run takes it at once, builds, and puts a release live.
  expect(spawnSync("flock", ["-n", join(fixture.deployRoot, ".lock"), "true"]).status).toBe(0);
  fixture.setBuild(GOOD_BUILD);
  expect((await fixture.run()).code).toBe(0);
  expect(fixture.status()).toMatchObject({ state: "idle", lastResult: "success" });
}, 60000);

test("builds run with a V8 heap ceiling; the preview's build at a lower CPU priority than the live one", async () => {
  fixture = await runnerFixture(`${GOOD_BUILD}
printf '%s\\n' "$NODE_OPTIONS" > node-options.txt
ps -o ni= -p $$ | tr -d ' ' > nice.txt
`);
  expect((await fixture.run()).code).toBe(0);
  const read = (file: string) => readFileSync(join(fixture!.siteDir, file), "utf8").trim();
  expect(read("node-options.txt")).toBe("--max-old-space-size=2048");
  expect(read("nice.txt")).toBe("0");
  const secret = "a".repeat(32);
  expect(
    (
      await fixture.run(
        { PREVIEW_SECRET: secret, BUILD_HEAP_MB: "1536", NODE_OPTIONS: "--enable-source-maps" },
        { script: "preview.sh" },
      )
    ).code,
  ).toBe(0);
  expect(read("node-options.txt")).toBe("--enable-source-maps --max-old-space-size=1536");
  expect(read("nice.txt")).toBe("10");
}, 60000);

test("a live build that left entries out says so under Live, each entry's line whole; one that left nothing out says Live alone", async () => {
  const lines = [
    'Portfolio project > "Kopi Kita" > Banner: the image /uploads/x.jpg did not download from the CMS. Not published: the version published before stays on the site.',
    'Article > "Agen AI" > Body (Bahasa Indonesia): the 2nd paragraph\'s 1st link must be an https: address, got "http://example.com/". Not published: its page shows the English text until it is corrected.',
  ];
  fixture = await runnerFixture(`${GOOD_BUILD}
printf '%s\\n' ${lines.map((line) => `'${line.replace(/'/g, "'\\''")}'`).join(" ")} > public/.nginx/left-out.txt
echo '[{"line":"x","uid":"api::project.project","documentId":"p1","locale":"en"}]' > public/.nginx/left-out.json
`);
  expect((await fixture.run()).code).toBe(0);
  const release = String(fixture.status().liveRelease);
  expect(fixture.entry()).toMatchObject({
    lastResult: "success",
    lastReason: [
      `Live: release ${release}, without what the build could not use (correct it in the CMS and publish again):`,
      ...lines,
    ].join("\n"),
  });
  expect(fixture.log()).toContain(`build ${release} left out: Portfolio project > "Kopi Kita" > Banner`);
  // by entry, for each entry's own page in the admin
  expect(fixture.entry().leftOut).toEqual([{ line: "x", uid: "api::project.project", documentId: "p1", locale: "en" }]);
  fixture.setBuild(GOOD_BUILD);
  expect((await fixture.run()).code).toBe(0);
  expect(fixture.entry()).toMatchObject({
    lastResult: "success",
    lastReason: `Live: release ${String(fixture.status().liveRelease)}`,
    leftOut: [],
  });
}, 60000);

test("a preview build that fails puts its reason, as the build wrote it for editors, on the page that stands in for the preview", async () => {
  fixture =
    await runnerFixture(`printf '%s\\n' 'CMS site settings: field socialLinks[0].url must be an https: address, got "<b>x</b>"' > "$BUILD_PROBLEMS_FILE"
exit 1
`);
  expect((await fixture.run({ PREVIEW_SECRET: "a".repeat(32) }, { script: "preview.sh" })).code).toBe(0);
  expect(fixture.status()).toMatchObject({
    lastResult: "failed",
    lastReason:
      'Build failed, the preview did not change: CMS site settings: field socialLinks[0].url must be an https: address, got "<b>x</b>"',
  });
  const page = readFileSync(join(fixture.deployRoot, "build-failed.html"), "utf8");
  expect(page).toContain("The preview could not be built from the drafts saved by");
  expect(page).toContain("got &quot;&lt;b&gt;x&lt;/b&gt;&quot;");
}, 60000);

test("the preview builds with its own token (it reads drafts), and does not start without it", async () => {
  const current = (fixture = await runnerFixture(`${GOOD_BUILD}echo "$STRAPI_TOKEN" > ../token-seen\n`));
  const run = (env: NodeJS.ProcessEnv) =>
    current.run({ PREVIEW_SECRET: "a".repeat(32), ...env }, { script: "preview.sh" });
  expect((await run({})).code).toBe(0);
  expect(readFileSync(join(current.base, "token-seen"), "utf8")).toBe("test-preview-build-token\n");
  // Gatsby's cache holds the token: nobody but the build user may enter it.
  expect((lstatSync(join(current.siteDir, ".cache")).mode & 0o777).toString(8)).toBe("700");
  rmSync(join(current.base, "token-seen"));
  expect((await run({ PREVIEW_STRAPI_TOKEN: "" })).code).toBe(1);
  expect(existsSync(join(current.base, "token-seen"))).toBe(false);
}, 60000);

// A tmpfs of 1 MB as DEPLOY_ROOT, filled up after a first good release: everything publish.sh writes
// there fails with ENOSPC (status.json, publish.log, the copy of the build).
const asRoot = process.getuid?.() === 0 ? test : test.skip;
asRoot(
  "with the disk full, the editors' Publish status says the build failed and why",
  async () => {
    fixture = await runnerFixture();
    const root = join(fixture.base, "full");
    mkdirSync(root);
    expect(spawnSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", root]).status).toBe(0);
    try {
      const env = { DEPLOY_ROOT: root };
      expect((await fixture.run(env)).code).toBe(0);
      expect(fixture.entry()).toMatchObject({ state: "idle", lastResult: "success" });
      spawnSync("dd", ["if=/dev/zero", `of=${join(root, "filler")}`, "bs=4k"]);
      expect(spawnSync("df", ["--output=avail", root], { encoding: "utf8" }).stdout).toMatch(/\n\s*0\n/);
      fixture.setBuild(`${GOOD_BUILD}\nhead -c 200000 /dev/urandom > public/new-image.bin\n`);
      const puts = fixture.puts.length;
      expect((await fixture.run(env)).code).toBe(0);
      process.stdout.write(`[runner] on a full disk the CMS got: ${JSON.stringify(fixture.puts.slice(puts))}\n`);
      expect(fixture.entry()).toMatchObject({
        state: "idle",
        lastResult: "failed",
        lastReason: expect.stringMatching(
          /^Copying the build failed, the live site did not change: the server's disk is full \(No space left on device\)/,
        ),
      });
      expect(readdirSync(join(root, "releases")).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    } finally {
      spawnSync("umount", [root]);
    }
  },
  60000,
);

test("publish.log is rotated past LOG_MAX_BYTES, keeping LOG_KEEP old ones", async () => {
  fixture = await runnerFixture();
  const env = { LOG_MAX_BYTES: "300", LOG_KEEP: "2" };
  for (let n = 0; n < 4; n++) expect((await fixture.run(env)).code).toBe(0);
  const logs = readdirSync(fixture.deployRoot)
    .filter((name) => name.startsWith("publish.log"))
    .sort();
  expect(logs).toEqual(["publish.log", "publish.log.1", "publish.log.2"]);
  expect(fixture.log()).toMatch(/^\S+ \[\d+\] publish.log rotated \(it had \d+ bytes/);
  // The log of one run is a few hundred bytes: rotated at the start of each run, none grows on.
  for (const name of logs) expect(readFileSync(join(fixture.deployRoot, name), "utf8").length).toBeLessThan(2000);
  expect(existsSync(join(fixture.deployRoot, "publish.log.3"))).toBe(false);
}, 60000);

test("Gatsby's static/ goes to one store the releases link to, which keeps only what a kept release uses", async () => {
  // Each build makes an image of its own (as an edit makes new resized images) beside one every build makes.
  fixture = await runnerFixture(`${GOOD_BUILD}
n=$(( $(cat count 2> /dev/null || echo 0) + 1 )); echo $n > count
mkdir -p public/static/$n public/static/shared
echo "image $n" > public/static/$n/image.webp
echo font > public/static/shared/font.woff2
`);
  const store = join(fixture.deployRoot, "static");
  const files = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
          .sort()
      : [];
  for (let n = 1; n <= 4; n++) {
    expect((await fixture.run({ KEEP_RELEASES: "2" })).code).toBe(0);
    const live = join(fixture.deployRoot, "current");
    // the release holds a link, not a copy, and what is live reads through it
    expect(lstatSync(join(live, "static")).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(live, "static", String(n), "image.webp"), "utf8")).toBe(`image ${n}\n`);
    expect(readFileSync(join(live, ".static-files"), "utf8")).toBe(`${n}/image.webp\nshared/font.woff2\n`);
  }
  expect(readdirSync(join(fixture.deployRoot, "releases"))).toHaveLength(2);
  // the two kept releases' images and the shared one; the removed releases' images are gone
  expect(files(store)).toEqual(["3/image.webp", "4/image.webp", "shared/font.woff2"]);
  expect(fixture.log()).toMatch(/static store: 1 files no kept release uses, removed/);
}, 60000);

test("a release shares with the live one, as hard links, the files no build wrote since; a file written again is copied, even at the same size within the same second", async () => {
  // The first build writes the site; each later one writes edited.html again only (the same size,
  // other bytes, its time 0.1 s after the first's, as two writes within one second) and removes gone.html.
  fixture = await runnerFixture(`n=$(( $(cat count 2> /dev/null || echo 0) + 1 )); echo $n > count
if [ $n = 1 ]; then
${GOOD_BUILD}
echo kept > public/kept.html
echo gone > public/gone.html
else
rm public/gone.html
fi
echo "version $n" > public/edited.html
touch -d "2026-01-01 00:00:00.$n" public/edited.html
`);
  expect((await fixture.run()).code).toBe(0);
  // the live release made before the image store: its static/ a folder of its own
  const firstStatic = join(fixture.deployRoot, "current", "static");
  rmSync(firstStatic);
  mkdirSync(firstStatic);
  expect((await fixture.run()).code).toBe(0);
  const live = join(fixture.deployRoot, "current");
  expect(lstatSync(join(live, "static")).isSymbolicLink()).toBe(true);
  const before = join(live, ".previous");
  const inode = (dir: string, file: string) => lstatSync(join(dir, file)).ino;
  expect(readFileSync(join(live, "edited.html"), "utf8")).toBe("version 2\n");
  expect(readFileSync(join(before, "edited.html"), "utf8")).toBe("version 1\n");
  expect(inode(live, "edited.html")).not.toBe(inode(before, "edited.html"));
  expect([existsSync(join(live, "gone.html")), existsSync(join(before, "gone.html"))]).toEqual([false, true]);
  for (const file of ["kept.html", "index.html", "page-data/index/page-data.json"])
    expect([file, inode(live, file)]).toEqual([file, inode(before, file)]);
}, 60000);
