// Every systemd service in deploy/ is sandboxed as systemd itself rates it, below 5.0; the publish
// runner's units also let the build do its work. Offline: no systemd needs to run
// (__tests__/support/systemd.ts). The CMS's backup timer: cms-server.test.ts.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { securityExposure, verifyWarnings } from "../support/systemd";

const deploy = join(__dirname, "..", "..", "deploy");
const services = readdirSync(deploy).filter((file) => file.endsWith(".service"));
const units = ["nusakode-publish-receiver.service", "nusakode-publish.service"];

test("the services rated are every service in deploy/", () => {
  expect(services).toEqual(expect.arrayContaining([...units, "nusakode-cms.service", "nusakode-cms-backup.service", "nusakode-nginx-reload.service"]));
});

test.each(services)("systemd-analyze security --offline=yes rates %s below 5.0, and reads every line of it", (unit) => {
  const { score, warnings } = securityExposure(join(deploy, unit));
  process.stdout.write(`systemd-analyze security --offline=yes deploy/${unit}: ${score}\n`);
  expect(warnings).toEqual([]);
  expect(score).toBeLessThan(5);
});

test.each(units)("systemd-analyze verify has nothing to say about %s but the server's own paths", (unit) => {
  // What `systemd-analyze verify` says is about the server's paths only (publish.sh, webhook absent here).
  expect(verifyWarnings(join(deploy, unit)).filter((line) => !/is not executable: No such file or directory/.test(line))).toEqual([]);
});

test.each(units)("%s lets the build do its work: the releases and checkouts writable, V8's JIT, a memory ceiling", (unit) => {
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
});
