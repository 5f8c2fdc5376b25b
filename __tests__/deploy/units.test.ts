// Every systemd service in deploy/ is sandboxed as systemd itself rates it, below 5.0; the publish
// runner's units also let the build do its work. Offline: no systemd needs to run
// (__tests__/support/systemd.ts). The CMS's backup timer: cms-server.test.ts.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { allowedSystemCalls, securityExposure, systemCallsOf, verifyWarnings } from "../support/systemd";

const deploy = join(__dirname, "..", "..", "deploy");
const services = readdirSync(deploy).filter((file) => file.endsWith(".service"));
const units = ["nusakode-publish-receiver.service", "nusakode-publish.service"];

test("the services rated are every service in deploy/", () => {
  expect(services).toEqual(
    expect.arrayContaining([
      ...units,
      "nusakode-cms.service",
      "nusakode-cms-backup.service",
      "nusakode-nginx-reload.service",
    ]),
  );
});

test.each(services)("systemd-analyze security --offline=yes rates %s below 5.0, and reads every line of it", (unit) => {
  const { score, warnings } = securityExposure(join(deploy, unit));
  process.stdout.write(`systemd-analyze security --offline=yes deploy/${unit}: ${score}\n`);
  expect(warnings).toEqual([]);
  expect(score).toBeLessThan(5);
});

test.each(units)("systemd-analyze verify has nothing to say about %s but the server's own paths", (unit) => {
  // What `systemd-analyze verify` says is about the server's paths only (publish.sh, webhook absent here).
  expect(
    verifyWarnings(join(deploy, unit)).filter((line) => !/is not executable: No such file or directory/.test(line)),
  ).toEqual([]);
});

test.each(units)(
  "%s lets the build do its work: the releases and checkouts writable, V8's JIT, a memory ceiling",
  (unit) => {
    const text = readFileSync(join(deploy, unit), "utf8");
    expect(text).toMatch(/^ProtectSystem=strict$/m);
    expect(text).toMatch(/^ReadWritePaths=\/var\/www\/nusakode \/opt\/nusakode -\/var\/www\/nusakode-preview$/m);
    expect(text).toMatch(/^PrivateTmp=yes$/m);
    expect(text).not.toMatch(/^MemoryDenyWriteExecute=/m);
    expect(text).not.toMatch(/^(PrivateNetwork|IPAddressDeny)=/m);
    expect(text).toMatch(/^MemoryMax=\d+G$/m);
    expect(text).toMatch(/^OOMPolicy=continue$/m);
    // nice and ionice for the preview's build (publish.sh) are in @resources, which @system-service keeps.
    expect(text).not.toMatch(/^SystemCallFilter=~.*@resources/m);
  },
);

// The build's search index is a native program (Pagefind, in Rust), not Node: the publish unit's system
// call filter must allow what it calls, or the unit kills it (SIGSYS) and every publish fails. Traced on
// two pages, one in each language, as the build runs it (src/gatsby/after-build/search-index.ts).
test("the publish unit's system-call filter allows every call Pagefind makes while it writes the search index", () => {
  const site = mkdtempSync(join(tmpdir(), "nusakode-pagefind-"));
  try {
    for (const [dir, lang, words] of [
      ["blog/a", "en", "Fast company websites"],
      ["id/blog/a", "id", "Website perusahaan yang cepat"],
    ]) {
      mkdirSync(join(site, dir), { recursive: true });
      writeFileSync(
        join(site, dir, "index.html"),
        `<!doctype html><html lang="${lang}"><head><title>${words}</title></head><body><main data-pagefind-body><h1>${words}</h1><p>${words}.</p></main></body></html>`,
      );
    }
    const pagefind = join(__dirname, "..", "..", "node_modules", "pagefind", "lib", "runner", "bin.cjs");
    const calls = systemCallsOf(process.execPath, [pagefind, "--site", site, "--output-subdir", "pagefind"], site);
    expect(readdirSync(join(site, "pagefind")).some((file) => file.startsWith("pagefind-entry"))).toBe(true);
    const allowed = allowedSystemCalls(join(deploy, "nusakode-publish.service"));
    expect(calls.size).toBeGreaterThan(20);
    expect([...calls].filter((call) => !allowed.has(call)).sort()).toEqual([]);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
