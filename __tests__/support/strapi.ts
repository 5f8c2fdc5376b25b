// Starts the real Strapi of cms/ on a free loopback port with a throwaway SQLite database (or a
// PostgreSQL database of __tests__/support/postgres.ts), serving its admin panel (built into cms/build
// beforehand: `npm test` does it; `serveAdmin: false` for the API only) with a first administrator
// created from ADMIN_EMAIL and ADMIN_PASSWORD as `npm run cms` does. A fresh database is seeded from
// the site's content at start (15-20 s); `seeded: "copy"` starts from a copy of one seeded before
// instead (__tests__/support/seeded-cms.ts), for tests of what comes after the seed.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitForHttp } from "./server";
import { stopProcessGroup } from "./process-group";
import { countCost } from "./suite-cost";
import { databaseEnv, type PostgresDatabase } from "./postgres";
import { fromSeededCopy } from "./seeded-cms";

export interface RunningCms {
  url: string;
  /** the build's token (BUILD_API_TOKEN): reads published entries only */
  token: string;
  /** the preview's token (PREVIEW_API_TOKEN): reads drafts too */
  previewToken: string;
  /** The folder of its SQLite database and uploads (removed on stop unless it was passed in). */
  dataDir: string;
  /** Strapi's secrets it ran with, to start again on the same data (tokens and logins stay valid). */
  secrets: Record<string, string>;
  /** The first administrator's login, created on start (cms/src/first-admin.js). */
  admin: { email: string; password: string };
  startSeconds: number;
  /** where this Strapi keeps uploaded media (a temporary folder, never cms/public) */
  uploadsDir: string;
  log: () => string;
  stop: () => Promise<void>;
}

const secret = () => randomBytes(24).toString("base64url");

export interface CmsOptions {
  /** A database folder of an earlier start, to start again on the same data; the caller removes it. */
  dataDir?: string;
  /** ADMIN_EMAIL and ADMIN_PASSWORD; by default a fresh login. */
  admin?: { email: string; password: string };
  /** More environment for the CMS (STATUS_API_TOKEN, say). */
  env?: Record<string, string>;
  /** PostgreSQL instead of SQLite (dataDir then holds only the uploads). */
  database?: PostgresDatabase;
  /** Serve the admin panel from cms/build (true by default; false needs no admin build). */
  serveAdmin?: boolean;
  /** APP_KEYS, ADMIN_JWT_SECRET, API_TOKEN_SALT, TRANSFER_TOKEN_SALT, ENCRYPTION_KEY: fresh by default. */
  secrets?: Record<string, string>;
  /**
   * "copy": start a fresh SQLite CMS from a copy of one seeded before with the same code and content,
   * with that one's secrets and administrator (seeded-cms.ts), instead of seeding it again.
   */
  seeded?: "copy";
  /** The port and the build tokens of an earlier start: a restarted CMS where the runner knows it. */
  port?: number;
  token?: string;
  previewToken?: string;
}

/** A fresh administrator login that meets Strapi's password rules (mixed case and a digit). */
export const newAdminLogin = () => ({
  email: "Editor@Nusakode.test",
  password: `Aa1${randomBytes(12).toString("base64url")}`,
});

/**
 * Logs in as the administrator and makes a full-access API token, as an editor would in Settings >
 * API Tokens: what the tests edit with (the build's own token only reads).
 */
export async function createEditorToken(url: string, admin: { email: string; password: string }): Promise<string> {
  const post = async (path: string, body: unknown, jwt?: string) => {
    const response = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: Record<string, string> }).data;
  };
  const { token: jwt } = await post("/admin/login", admin);
  const created = await post(
    "/admin/api-tokens",
    { name: `Tests ${randomBytes(4).toString("hex")}`, type: "full-access", kind: "content-api", lifespan: null },
    jwt,
  );
  return created.accessKey;
}

/** Without a hook URL the CMS keeps no build hook (a BUILD_HOOK_URL in cms/.env is overridden). */
export async function startCms(hookUrl = "", hookSecret = "", given: CmsOptions = {}): Promise<RunningCms> {
  const options = given.seeded === "copy" ? await fromSeededCopy(given, startCms) : given;
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "nusakode-cms-"));
  const token = options.token ?? randomBytes(32).toString("hex");
  const previewToken = options.previewToken ?? randomBytes(32).toString("hex");
  const admin = options.admin ?? newAdminLogin();
  const secrets = options.secrets ?? {
    APP_KEYS: `${secret()},${secret()}`,
    ADMIN_JWT_SECRET: secret(),
    API_TOKEN_SALT: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
  };
  const database = options.database
    ? databaseEnv(options.database)
    : { DATABASE_CLIENT: "sqlite", DATABASE_FILENAME: join(dataDir, "data.db") };
  const started = Date.now();
  countCost("Strapi start");
  let output = "";
  const child: ChildProcess = spawn("npm", ["start"], {
    cwd: join(__dirname, "..", "..", "cms"),
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      ...database,
      PUBLIC_DIR: join(dataDir, "public"),
      ...secrets,
      BUILD_API_TOKEN: token,
      PREVIEW_API_TOKEN: previewToken,
      BUILD_HOOK_URL: hookUrl,
      BUILD_HOOK_SECRET: hookSecret,
      SERVE_ADMIN_PANEL: String(options.serveAdmin ?? true),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      STRAPI_TELEMETRY_DISABLED: "true",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // Until Strapi itself has ended, not only npm: a test that stops the CMS expects it gone.
    await stopProcessGroup(child);
    if (!given.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  if (await waitForHttp(`${url}/_health`, (response) => response.status === 204, child, 180000)) {
    return {
      url,
      token,
      previewToken,
      dataDir,
      secrets,
      admin,
      startSeconds: (Date.now() - started) / 1000,
      uploadsDir: join(dataDir, "public", "uploads"),
      log: () => output,
      stop,
    };
  }
  await stop();
  throw new Error(`Strapi did not start on port ${port}:\n${output.slice(-3000)}`);
}
