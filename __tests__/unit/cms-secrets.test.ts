// The CMS's secrets on disk and its answers to other sites: cms/.env is mode 600 from the moment it
// exists and nothing secret is printed (scripts/cms-env.sh), the first administrator's password leaves
// it once that administrator exists (cms/src/first-admin.js), and CORS_ORIGINS is an exact list
// (cms/src/cors-origins.js).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(__dirname, "..", "..");
// CommonJS modules of cms/ (run by Strapi, not bundled): required as Strapi requires them.

const { ensureFirstAdmin } = require("../../cms/src/first-admin.js");

const { corsOrigins } = require("../../cms/src/cors-origins.js");

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "nusakode-secrets-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);
const envValues = (text: string) =>
  Object.fromEntries(
    text
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );

/** Runs write_cms_env as `npm run cms` does, under the machine's usual umask 022 and without a terminal. */
function writeEnv(file: string, env: Record<string, string> = {}) {
  return execFileSync("bash", ["-c", 'umask 022; source scripts/cms-env.sh; write_cms_env "$1"', "bash", file], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
}

test("cms/.env is written at mode 600 with fresh secrets and a generated first login, and no secret is printed", () => {
  const file = join(dir, ".env");
  const printed = writeEnv(file);
  expect(mode(file)).toBe("600");
  const values = envValues(readFileSync(file, "utf8"));
  for (const name of [
    "APP_KEYS",
    "ADMIN_JWT_SECRET",
    "API_TOKEN_SALT",
    "TRANSFER_TOKEN_SALT",
    "ENCRYPTION_KEY",
    "BUILD_API_TOKEN",
    "ADMIN_PASSWORD",
  ]) {
    expect([name, values[name]?.length >= 24]).toEqual([name, true]);
    for (const part of values[name].split(",")) expect(printed).not.toContain(part);
  }
  expect(values.ADMIN_EMAIL).toBe("hello@nusakode.id");
  expect(printed).toContain("npm run cms:reset-password");
  // A second run keeps the file as it is.
  const before = readFileSync(file, "utf8");
  expect(writeEnv(file)).toBe("");
  expect(readFileSync(file, "utf8")).toBe(before);
});

test("a password given as ADMIN_PASSWORD is used and not printed", () => {
  const file = join(dir, ".env");
  const printed = writeEnv(file, { ADMIN_EMAIL: "owner@nusakode.test", ADMIN_PASSWORD: "Chosen1Password" });
  expect(envValues(readFileSync(file, "utf8"))).toMatchObject({
    ADMIN_EMAIL: "owner@nusakode.test",
    ADMIN_PASSWORD: "Chosen1Password",
  });
  expect(printed).not.toContain("Chosen1Password");
});

describe("the first administrator's password leaves cms/.env", () => {
  const fakeStrapi = (exists: () => boolean, created: string[]) => ({
    dirs: { app: { root: dir } },
    log: { info: () => undefined, warn: () => undefined },
    service: () => ({
      exists: async () => exists(),
      createFirstAdmin: async ({ email }: { email: string }) => void created.push(email),
    }),
  });
  const saved = { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD };
  afterEach(() => {
    process.env.ADMIN_EMAIL = saved.email;
    process.env.ADMIN_PASSWORD = saved.password;
    if (saved.email === undefined) delete process.env.ADMIN_EMAIL;
    if (saved.password === undefined) delete process.env.ADMIN_PASSWORD;
  });

  test("once the start that used it has the administrator, at mode 600, the rest kept", async () => {
    const file = join(dir, ".env");
    writeFileSync(
      file,
      "APP_KEYS=a,b\nADMIN_EMAIL=owner@nusakode.test\nADMIN_PASSWORD=Chosen1Password\nBUILD_API_TOKEN=t\n",
      { mode: 0o644 },
    );
    process.env.ADMIN_EMAIL = "owner@nusakode.test";
    process.env.ADMIN_PASSWORD = "Chosen1Password";
    const created: string[] = [];
    await ensureFirstAdmin(fakeStrapi(() => created.length > 0, created));
    expect(created).toEqual(["owner@nusakode.test"]);
    expect(readFileSync(file, "utf8")).toBe("APP_KEYS=a,b\nADMIN_EMAIL=owner@nusakode.test\nBUILD_API_TOKEN=t\n");
    expect(mode(file)).toBe("600");
  });

  test("not another password than the one this start used (a test's Strapi never edits a developer's file)", async () => {
    const file = join(dir, ".env");
    const text = "ADMIN_EMAIL=owner@nusakode.test\nADMIN_PASSWORD=Developers1Own\n";
    writeFileSync(file, text, { mode: 0o600 });
    process.env.ADMIN_EMAIL = "editor@nusakode.test";
    process.env.ADMIN_PASSWORD = "Tests1Password";
    await ensureFirstAdmin(fakeStrapi(() => true, []));
    expect(readFileSync(file, "utf8")).toBe(text);
  });
});

test("CORS_ORIGINS is a list of exact origins; a wildcard or a path is refused", () => {
  expect(corsOrigins("")).toEqual([]);
  expect(corsOrigins(" https://cms.nusakode.id, https://preview.nusakode.id ")).toEqual([
    "https://cms.nusakode.id",
    "https://preview.nusakode.id",
  ]);
  expect(() => corsOrigins("*")).toThrow('CORS_ORIGINS: "*" is not an origin');
  expect(() => corsOrigins("https://cms.nusakode.id/admin")).toThrow("is not an origin");
  expect(() => corsOrigins("cms.nusakode.id")).toThrow("is not an origin");
});
