// Root installs and updates its side of the deployment (units, nginx's files, the reload helper) with
// deploy/install.sh from root's own copy of the repository, never from a build user's checkout, which
// that user (and every package `npm ci` runs there) can change (deploy/README.md, Install). The script
// runs for real under INSTALL_ROOT, a folder standing in for /; it reloads nothing there.
import { spawnSync } from "node:child_process";
import {
  appendFileSync,
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const deploy = join(__dirname, "..", "..", "deploy");
let work: string;
let rootCopy: string;
let target: string;

function install(from: string, ...parts: string[]) {
  const run = spawnSync("bash", [join(from, "install.sh"), ...parts], {
    env: { ...process.env, INSTALL_ROOT: target },
    encoding: "utf8",
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
const installed = (path: string) => readFileSync(join(target, path), "utf8");

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), "install-"));
  rootCopy = join(work, "root-copy", "deploy");
  cpSync(deploy, rootCopy, { recursive: true });
  target = join(work, "target");
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

test("deploy/README.md has root install from root's own copy only: no root command copies from a build user's checkout", () => {
  const commands = [...readFileSync(join(deploy, "README.md"), "utf8").matchAll(/```sh\n([\s\S]*?)```/g)].flatMap(
    (block) => block[1].split("\n").map((line) => line.trim()),
  );
  const asBuildUser = /^(sudo -u|runuser -u|systemd-run [^#]*--uid=)/;
  const copies = commands.filter(
    (line) =>
      !asBuildUser.test(line) &&
      /^(cp|install(?! -d)|sed|cat)\b/.test(line) &&
      /(\/opt\/|(^|\s)deploy\/)/.test(line.split("#")[0]),
  );
  expect(copies).toEqual([]);
  const installs = commands.filter((line) => /^[^#]*install\.sh/.test(line));
  expect(installs.length).toBeGreaterThanOrEqual(4);
  for (const line of installs)
    expect(line).toMatch(/^\/usr\/local\/src\/nusakode\/deploy\/install\.sh (site|preview|cms)\b/);
});

test("install.sh refuses a checkout the build user owns, and installs nothing", () => {
  const buildCheckout = join(work, "opt-nusakode-site", "deploy");
  cpSync(deploy, buildCheckout, { recursive: true });
  expect(spawnSync("chown", ["-R", "nobody", join(work, "opt-nusakode-site")]).status).toBe(0);

  const run = install(buildCheckout, "site", "cms", "preview");

  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/belongs to nobody, not root: install from root's own copy of the repository/);
  expect(existsSync(target)).toBe(false);
});

test("install.sh refuses a file others than root may write, and installs nothing", () => {
  chmodSync(join(rootCopy, "site.conf"), 0o664);
  const run = install(rootCopy, "site");
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`${join(rootCopy, "site.conf")} may be written by others than root (mode 664)`);
  expect(existsSync(target)).toBe(false);
});

test("what gets installed is root's copy, whatever the build checkout holds; an update says what changed", () => {
  // The build user's checkout, with a unit that would run its code as root if root copied it.
  const buildCheckout = join(work, "opt-nusakode-site", "deploy");
  cpSync(deploy, buildCheckout, { recursive: true });
  appendFileSync(join(buildCheckout, "nusakode-nginx-reload.service"), "ExecStartPost=/opt/nusakode/site/owned.sh\n");

  const first = install(rootCopy, "site", "cms");
  expect(first.status).toBe(0);
  for (const unit of [
    "nusakode-publish.service",
    "nusakode-publish-receiver.service",
    "nusakode-nginx-reload.service",
    "nusakode-nginx-reload.path",
    "nusakode-cms.service",
    "nusakode-cms-backup.service",
    "nusakode-cms-backup-failed.service",
    "nusakode-cms-backup.timer",
  ]) {
    expect(installed(`etc/systemd/system/${unit}`)).toBe(readFileSync(join(rootCopy, unit), "utf8"));
    expect(first.stdout).toContain(`new        ${join(target, "etc/systemd/system", unit)}`);
  }
  expect(installed("etc/systemd/system/nusakode-nginx-reload.service")).not.toContain("owned.sh");
  expect(installed("usr/local/lib/nusakode/nginx-install-config.mjs")).toBe(
    readFileSync(join(rootCopy, "nginx-install-config.mjs"), "utf8"),
  );
  expect(first.stdout).toContain("would run  systemctl daemon-reload");

  const again = install(rootCopy, "site", "cms");
  expect(again.stdout).not.toMatch(/^(new|changed) /m);
  expect(again.stdout).not.toContain("would run");

  appendFileSync(join(rootCopy, "nusakode-publish.service"), "# a reviewed change\n");
  const update = install(rootCopy, "site", "cms");
  expect(update.status).toBe(0);
  expect(update.stdout).toContain(`changed    ${join(target, "etc/systemd/system/nusakode-publish.service")}`);
  expect(update.stdout).toContain("    +# a reviewed change");
  expect(update.stdout).toContain(`unchanged  ${join(target, "etc/systemd/system/nusakode-cms.service")}`);
  expect(update.stdout).toContain("would run  systemctl daemon-reload");
  expect(update.stdout).not.toContain("would run  nginx");
});

test("nginx's servers wait for what they include: the first release's CSP, the CMS's certificate", () => {
  const first = install(rootCopy, "site", "cms");
  expect(existsSync(join(target, "etc/nginx/sites-enabled/nusakode.conf"))).toBe(false);
  expect(first.stdout).toContain("not yet    the site's nginx server waits for the first release");
  const port80 = installed("etc/nginx/sites-enabled/nusakode-cms.conf");
  expect(port80).toContain("listen 80;");
  expect(port80).not.toContain("ssl_certificate");

  mkdirSync(join(target, "etc/nginx/nusakode/generated/live"), { recursive: true });
  writeFileSync(join(target, "etc/nginx/nusakode/generated/live/csp.conf"), "");
  mkdirSync(join(target, "etc/letsencrypt/live/cms.nusakode.id"), { recursive: true });
  writeFileSync(join(target, "etc/letsencrypt/live/cms.nusakode.id/fullchain.pem"), "");
  const second = install(rootCopy, "site", "cms");
  expect(second.status).toBe(0);
  expect(installed("etc/nginx/sites-enabled/nusakode.conf")).toBe(readFileSync(join(rootCopy, "nginx.conf"), "utf8"));
  expect(installed("etc/nginx/sites-enabled/nusakode-cms.conf")).toBe(
    readFileSync(join(rootCopy, "cms.nginx.conf"), "utf8"),
  );
  expect(second.stdout).toContain(`changed    ${join(target, "etc/nginx/sites-enabled/nusakode-cms.conf")}`);
  expect(second.stdout).toContain("would run  nginx -t && systemctl reload nginx");
});

test("unknown hosts: nusakode-default.conf once for site and CMS, in place of Debian's default site", () => {
  mkdirSync(join(target, "etc/nginx/sites-enabled"), { recursive: true });
  symlinkSync("/etc/nginx/sites-available/default", join(target, "etc/nginx/sites-enabled/default"));
  const run = install(rootCopy, "site", "cms");
  expect(run.status).toBe(0);
  expect(installed("etc/nginx/sites-enabled/nusakode-default.conf")).toBe(
    readFileSync(join(rootCopy, "default-server.conf"), "utf8"),
  );
  expect(run.stdout.match(/nusakode-default\.conf/g)).toHaveLength(2); // "new" once, and the removal's reason
  expect(run.stdout).toContain(`removed    ${join(target, "etc/nginx/sites-enabled/default")} (Debian's default site`);
  expect(existsSync(join(target, "etc/nginx/sites-enabled/default"))).toBe(false);
});
