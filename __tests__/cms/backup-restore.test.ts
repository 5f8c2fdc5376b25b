// The restore drill: a real Strapi of cms/, edited in English and Indonesian and given a new image,
// is snapshotted through its REST API (every entry of every type in both languages, drafts and
// published, nested components populated, the Publish status, every media file's bytes); backed up
// with cms/scripts/backup.js while a loop keeps creating FAQ drafts; stopped, wiped, restored with
// cms/scripts/restore.js and started again. Everything must equal the snapshot and every loop entry
// be whole or absent. A backup with one byte flipped must be refused by name and change nothing.
// Once on SQLite and once on a throwaway PostgreSQL 15 (__tests__/support/postgres.ts).
import { execFileSync, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { createEditorToken, newAdminLogin, startCms, type RunningCms } from "../support/strapi";
import { readCmsSchemas, type Schemas } from "../support/strapi-rest-entry";
import { databaseEnv, startPostgres, type PostgresCluster, type PostgresDatabase } from "../support/postgres";
import { strapiQuery } from "../../src/data/cms/cms-locale";

type Json = Record<string, unknown>;
const ROOT = join(__dirname, "..", "..");
const LOOP_PREFIX = "Backup drill loop question";

function report(line: string) {
  process.stdout.write(`[backup] ${line}\n`);
}

/**
 * One run of a cms/scripts/*.js script (asynchronously: the write loop must keep running meanwhile),
 * without the test's NODE_OPTIONS, so the script loads cms/node_modules as in production.
 */
function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, "cms", "scripts", script), ...args], {
      env: { ...process.env, NODE_OPTIONS: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status: status ?? -1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

interface TypeInfo {
  uid: string;
  kind: string;
  path: string;
  localized: boolean;
  draftAndPublish: boolean;
}

/** cms/src's content types with what their REST reads need: path, languages, draft and publish. */
function contentTypes(): TypeInfo[] {
  const apiDir = join(ROOT, "cms", "src", "api");
  // (an API may be routes alone, without a content type: visitor-form)
  return readdirSync(apiDir)
    .filter((api) => existsSync(join(apiDir, api, "content-types")))
    .flatMap((api) =>
      readdirSync(join(apiDir, api, "content-types")).map((name) => {
        const schema = JSON.parse(readFileSync(join(apiDir, api, "content-types", name, "schema.json"), "utf8"));
        return {
          uid: `api::${api}.${name}`,
          kind: schema.kind,
          path: schema.kind === "singleType" ? schema.info.singularName : schema.info.pluralName,
          localized: schema.pluginOptions?.i18n?.localized === true,
          draftAndPublish: schema.options?.draftAndPublish === true,
        };
      }),
    );
}

/** A populate that reaches every media, relation and component at any depth (populate=* stops at the first level). */
function deepPopulate(schemas: Schemas, uid: string): Json {
  const populate: Json = {};
  for (const [key, attribute] of Object.entries(schemas[uid].attributes)) {
    if (attribute.type === "media" || attribute.type === "relation") populate[key] = true;
    else if (attribute.type === "component") {
      const nested = deepPopulate(schemas, attribute.component ?? "");
      populate[key] = Object.keys(nested).length > 0 ? { populate: nested } : true;
    }
  }
  return populate;
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/**
 * Secrets kept across both starts, as cms/.env keeps them in production (API tokens are hashed with API_TOKEN_SALT).
 */
const secret = () => randomBytes(24).toString("base64url");

/** The runner's token, which the backup uses too: it writes "Last backup" in Publish status. */
const STATUS_TOKEN = randomBytes(32).toString("hex");

const drills: Array<{ database: "sqlite" | "postgres" }> = [{ database: "sqlite" }, { database: "postgres" }];

describe.each(drills)("restore drill ($database)", ({ database }) => {
  const schemas = readCmsSchemas();
  const types = contentTypes();
  const dataDir = mkdtempSync(join(tmpdir(), "nusakode-drill-"));
  const backupDir = join(dataDir, "backups");
  // (SQLite starts from the run's seeded copy, with its login and secrets: see start())
  let admin = newAdminLogin();
  let secrets: Record<string, string> = {
    APP_KEYS: `${secret()},${secret()}`,
    ADMIN_JWT_SECRET: secret(),
    API_TOKEN_SALT: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
  };
  let cms: RunningCms;
  let cluster: PostgresCluster | undefined;
  let pgDatabase: PostgresDatabase | undefined;
  let editorToken: string;
  let port: string;
  /** What the scripts are given: the CMS's own database, uploads, address, and where backups go. */
  const scriptEnv = () => ({
    ...(pgDatabase
      ? databaseEnv(pgDatabase)
      : { DATABASE_CLIENT: "sqlite", DATABASE_FILENAME: join(dataDir, "data.db") }),
    PUBLIC_DIR: join(dataDir, "public"),
    HOST: "127.0.0.1",
    PORT: port,
    BACKUP_DIR: backupDir,
    KEEP_BACKUPS: "14",
    STATUS_API_TOKEN: STATUS_TOKEN,
  });

  async function api(path: string, init: RequestInit = {}) {
    const response = await fetch(`${cms.url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${editorToken}`, "content-type": "application/json", ...init.headers },
    });
    if (!response.ok)
      throw new Error(`${init.method ?? "GET"} ${path}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as { data: Json & Json[]; meta?: { pagination?: { pageCount: number } } };
  }

  async function start() {
    const env = { STATUS_API_TOKEN: STATUS_TOKEN };
    // SQLite's first start copies the run's seeded CMS (support/seeded-cms.ts); PostgreSQL seeds itself
    const seededCopy = !pgDatabase && !existsSync(join(dataDir, "data.db"));
    cms = await startCms(
      "",
      "",
      seededCopy
        ? { dataDir, seeded: "copy", serveAdmin: false, env }
        : { dataDir, admin, secrets, serveAdmin: false, database: pgDatabase, env },
    );
    ({ admin, secrets } = cms);
    port = new URL(cms.url).port;
    report(`${database}: Strapi answered after ${cms.startSeconds.toFixed(1)} s`);
  }

  /** Every entry of every type, per language and status, and every media file's metadata and bytes. */
  async function snapshot() {
    const entries: Record<string, unknown> = {};
    let count = 0;
    for (const type of types) {
      const populate = deepPopulate(schemas, type.uid);
      for (const locale of type.localized ? ["en", "id"] : [undefined]) {
        for (const status of type.draftAndPublish ? ["draft", "published"] : [undefined]) {
          const key = [type.path, locale, status].filter(Boolean).join(" ");
          const params = { populate, ...(locale ? { locale } : {}), ...(status ? { status } : {}) };
          if (type.kind === "singleType") {
            const response = await fetch(`${cms.url}/api/${type.path}?${strapiQuery(params)}`, {
              headers: { authorization: `Bearer ${editorToken}` },
            });
            if (response.status === 404) entries[key] = null;
            else if (!response.ok)
              throw new Error(`GET /api/${type.path}: HTTP ${response.status} ${await response.text()}`);
            else {
              entries[key] = ((await response.json()) as { data: Json }).data;
              count += 1;
            }
            continue;
          }
          const all: Json[] = [];
          for (let page = 1; ; page += 1) {
            const body = await api(
              `/api/${type.path}?${strapiQuery({ ...params, sort: ["id:asc"], pagination: { page, pageSize: 100 } })}`,
            );
            all.push(...body.data);
            if (page >= (body.meta?.pagination?.pageCount ?? 1)) break;
          }
          entries[key] = all;
          count += all.length;
        }
      }
    }
    // The upload plugin answers with a bare array, not { data }.
    const files = (await api("/api/upload/files?sort=id:asc")) as unknown as Array<
      Json & { url: string; formats?: Record<string, { url: string }> }
    >;
    const media: Record<string, string> = {};
    for (const file of files) {
      for (const url of [file.url, ...Object.values(file.formats ?? {}).map((format) => format.url)]) {
        const response = await fetch(`${cms.url}${url}`);
        if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
        media[url] = sha256(Buffer.from(await response.arrayBuffer()));
      }
    }
    return { entries, files, media, count };
  }

  /** The snapshot without the write loop's FAQ drafts, wherever they show (a category lists its FAQs too). */
  const isLoopEntry = (value: unknown) =>
    typeof value === "object" && value !== null && String((value as Json).question ?? "").startsWith(LOOP_PREFIX);
  const dropLoop = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.filter((item) => !isLoopEntry(item)).map(dropLoop);
    if (typeof value === "object" && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, dropLoop(inner)]));
    return value;
  };
  const withoutLoop = (snap: Awaited<ReturnType<typeof snapshot>>) => ({
    ...snap,
    count: undefined,
    entries: dropLoop(snap.entries),
  });

  /**
   * The database (SQLite's files, or PostgreSQL's plain dump) and the uploads: what a refused restore must leave as it
   * was.
   */
  function onDisk(): Record<string, string> {
    const state: Record<string, string> = {};
    for (const name of readdirSync(dataDir).filter((n) => n.startsWith("data.db")))
      state[name] = sha256(readFileSync(join(dataDir, name)));
    if (pgDatabase) {
      const env = {
        ...process.env,
        PGHOST: pgDatabase.host,
        PGPORT: String(pgDatabase.port),
        PGDATABASE: pgDatabase.name,
        PGUSER: pgDatabase.user,
        PGPASSWORD: pgDatabase.password,
      };
      const dump = execFileSync("pg_dump", ["--format=plain", "--no-owner"], {
        env,
        maxBuffer: 256 * 1024 * 1024,
        encoding: "utf8",
      });
      // Without the \restrict lines, whose key pg_dump draws at random on every run.
      state.database = sha256(dump.replace(/^\\(un)?restrict .*$/gm, ""));
    }
    const uploads = join(dataDir, "public", "uploads");
    for (const name of readdirSync(uploads, { recursive: true }) as string[]) {
      const full = join(uploads, name);
      if (statSync(full).isFile()) state[`uploads/${name}`] = sha256(readFileSync(full));
    }
    return state;
  }

  let before: Awaited<ReturnType<typeof snapshot>>;
  let backupFolder: string;
  const written = new Map<number, { question: string; answer: string; order: number }>();
  let categoryId: string;
  let uploadedUrl: string;

  beforeAll(async () => {
    if (database === "postgres") {
      cluster = await startPostgres();
      pgDatabase = await cluster.createDatabase("nusakode_drill");
    }
    await start();
    editorToken = await createEditorToken(cms.url, admin);
  }, 240000);

  afterAll(async () => {
    await cms?.stop();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Before the snapshot: it writes Publish status, which the restore below compares.
  test("backups share unchanged uploads, stay under their ceiling, and say how they went in Publish status", async () => {
    const env = { ...scriptEnv(), BACKUP_DIR: join(dataDir, "backups-sharing") };
    const lastBackup = async () => String((await api("/api/publish-status")).data.lastBackup);
    const first = await runScript("backup.js", [], env);
    const second = await runScript("backup.js", [], env);
    expect([first.status, second.status]).toEqual([0, 0]);
    const [one, two] = [first, second].map((run) => /Backup complete: (.+)/.exec(run.output)![1].trim());
    const uploads = (
      JSON.parse(readFileSync(join(two, "manifest.json"), "utf8")) as { files: Array<{ path: string }> }
    ).files.filter((file) => file.path.startsWith("uploads/"));
    expect(uploads.length).toBeGreaterThan(0);
    for (const file of uploads) expect(statSync(join(two, file.path)).ino).toBe(statSync(join(one, file.path)).ino);
    expect(second.output).toContain(`${uploads.length} media unchanged since the last backup, shared with it`);
    expect(await lastBackup()).toMatch(
      new RegExp(
        `^Complete, .+ \\(Jakarta\\): ${basename(two)}, the database and ${uploads.length} media files \\(${uploads.length} unchanged`,
      ),
    );
    report(
      `${database}: second backup ${second.seconds.toFixed(1)} s (the first ${first.seconds.toFixed(1)} s), ${uploads.length} media shared`,
    );

    // A ceiling the newest backup alone exceeds: older ones go, it stays, and the failure is reported.
    const over = await runScript("backup.js", [], { ...env, BACKUP_MAX_MB: "0.01" });
    expect([over.status, over.output]).toEqual([
      1,
      expect.stringContaining("over BACKUP_MAX_MB=0.01; it is kept and every older one was removed"),
    ]);
    expect(readdirSync(env.BACKUP_DIR).filter((name) => !name.startsWith("."))).toHaveLength(1);
    expect(await lastBackup()).toMatch(
      /^FAILED, .+ \(Jakarta\): the newest backup alone takes .+, over BACKUP_MAX_MB=0\.01.+journalctl -u nusakode-cms-backup\.$/,
    );

    // Killed before its end (no result written): the unit's OnFailure= reporter says so.
    writeFileSync(join(env.BACKUP_DIR, ".last-run.json"), JSON.stringify({ startedAt: new Date().toISOString() }));
    const killed = await runScript("backup.js", ["--report-failure"], env);
    expect([killed.status, killed.output]).toEqual([0, expect.stringContaining("stopped before it ended")]);
    expect(await lastBackup()).toMatch(/^FAILED, .+: the backup started at .+ stopped before it ended/);
    const again = await runScript("backup.js", ["--report-failure"], env);
    expect([again.status, again.output]).toEqual([
      0,
      expect.stringContaining("The failure is in the CMS's Publish status already"),
    ]);
  }, 120000);

  test("an English and an Indonesian edit and an uploaded image are taken in a snapshot", async () => {
    const [service] = (await api("/api/services?filters[serviceId][$eq]=service-2")).data;
    await api(`/api/services/${String(service.documentId)}?locale=en`, {
      method: "PUT",
      body: JSON.stringify({ data: { title: "Backup drill: English title" } }),
    });
    await api(`/api/services/${String(service.documentId)}?locale=id`, {
      method: "PUT",
      body: JSON.stringify({ data: { title: "Uji cadangan: judul Indonesia" } }),
    });
    const image = readFileSync(join(ROOT, "content", "images", "projects", "ruang-teduh-banner.jpg"));
    const form = new FormData();
    form.append("files", new Blob([image], { type: "image/jpeg" }), "backup-drill.jpg");
    form.append(
      "fileInfo",
      JSON.stringify({ name: "backup-drill.jpg", alternativeText: "An image uploaded before the backup" }),
    );
    const uploaded = await fetch(`${cms.url}/api/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${editorToken}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const [media] = (await uploaded.json()) as Array<{ id: number; url: string }>;
    uploadedUrl = media.url;
    const [member] = (await api("/api/team-members?filters[memberId][$eq]=team-1")).data;
    await api(`/api/team-members/${String(member.documentId)}`, {
      method: "PUT",
      body: JSON.stringify({ data: { image: media.id } }),
    });
    categoryId = String((await api("/api/faq-categories")).data[0].documentId);
    // The build runner's Publish status, written as the runner would (read-only for editors in the admin).
    await api("/api/publish-status", {
      method: "PUT",
      body: JSON.stringify({ data: { state: "idle", lastResult: "success", liveRelease: "backup-drill-release" } }),
    });

    before = await snapshot();
    report(
      `${database}: snapshot of ${before.count} entries (${Object.keys(before.entries).length} type, language and status reads) and ${Object.keys(before.media).length} media files`,
    );
    expect(JSON.stringify(before.entries)).toContain("Backup drill: English title");
    expect(JSON.stringify(before.entries)).toContain("Uji cadangan: judul Indonesia");
    expect(before.media[uploadedUrl]).toBe(sha256(image));
    expect(before.entries["publish-status"]).toEqual(expect.objectContaining({ liveRelease: "backup-drill-release" }));
  }, 300000);

  test("a backup taken while an editor keeps saving is consistent: after a wipe and restore everything equals the snapshot", async () => {
    // The loop: FAQ drafts 1, 2, 3... each saved as soon as the previous one is acknowledged.
    let stop = false;
    const errors: string[] = [];
    const loop = (async () => {
      for (let n = 1; !stop; n += 1) {
        const entry = {
          question: `${LOOP_PREFIX} ${n}`,
          answer: `Answer ${n}: ${"kata ".repeat(n % 40)}end`,
          order: n,
        };
        try {
          await api("/api/faqs?status=draft", {
            method: "POST",
            body: JSON.stringify({ data: { ...entry, category: categoryId } }),
          });
          written.set(n, entry);
        } catch (error) {
          errors.push(String(error));
          return;
        }
      }
    })();
    while (written.size < 5 && errors.length === 0) await new Promise((r) => setTimeout(r, 50));
    const beforeBackup = written.size;
    const backup = await runScript("backup.js", [], scriptEnv());
    const duringBackup = written.size - beforeBackup;
    const afterBackup = written.size;
    while (written.size < afterBackup + 3 && errors.length === 0) await new Promise((r) => setTimeout(r, 50));
    stop = true;
    await loop;
    expect(errors).toEqual([]);
    expect([backup.status, backup.output]).toEqual([0, expect.stringContaining("Backup complete")]);
    backupFolder = /Backup complete: (.+)/.exec(backup.output)![1].trim();
    const manifest = JSON.parse(readFileSync(join(backupFolder, "manifest.json"), "utf8")) as {
      files: Array<{ path: string; size: number }>;
    };
    const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
    report(
      `${database}: backup ${backup.seconds.toFixed(1)} s, ${bytes} bytes in ${manifest.files.length} files; ${duringBackup} FAQ drafts saved while it ran, ${written.size} in all`,
    );
    // Owner only: it holds password and token hashes.
    expect((statSync(backupFolder).mode & 0o777).toString(8)).toBe("700");
    expect(manifest.files.filter((file) => (statSync(join(backupFolder, file.path)).mode & 0o777) !== 0o600)).toEqual(
      [],
    );

    // Refused while the CMS runs: by its port, and by the database file being open (SQLite) or its sessions
    // (PostgreSQL).
    const running = await runScript("restore.js", [backupFolder], scriptEnv());
    expect([running.status, running.output]).toEqual([1, expect.stringContaining("stop the CMS before restoring")]);
    const inUse = await runScript("restore.js", [backupFolder], { ...scriptEnv(), PORT: "1" });
    expect([inUse.status, inUse.output]).toEqual([
      1,
      database === "sqlite"
        ? expect.stringMatching(/data\.db is open in process \d+/)
        : expect.stringMatching(/\d+ other session\(s\) are connected to database nusakode_drill/),
    ]);

    await cms.stop();
    for (const name of readdirSync(dataDir).filter((n) => n.startsWith("data.db"))) rmSync(join(dataDir, name));
    if (cluster && pgDatabase) {
      await cluster.psql("postgres", `DROP DATABASE ${pgDatabase.name}`);
      await cluster.psql("postgres", `CREATE DATABASE ${pgDatabase.name} OWNER ${pgDatabase.user}`);
    }
    rmSync(join(dataDir, "public"), { recursive: true, force: true });
    const restore = await runScript("restore.js", [backupFolder], scriptEnv());
    expect([restore.status, restore.output]).toEqual([0, expect.stringContaining("Restored")]);
    report(`${database}: restore ${restore.seconds.toFixed(1)} s`);

    await start();
    // The administrator's login came back with the database (an API token made in the admin did too,
    // and the CMS removed it at start: only the tokens it sets from its environment exist).
    editorToken = await createEditorToken(cms.url, admin);
    const after = await snapshot();
    expect(withoutLoop(after)).toEqual(withoutLoop(before));

    // Each loop entry is whole (all its fields as written) or absent; those acknowledged before the backup began are
    // there.
    const loopEntries = ((after.entries["faqs en draft"] ?? []) as Json[]).filter((entry) =>
      String(entry.question).startsWith(LOOP_PREFIX),
    );
    const broken = loopEntries.filter((entry) => {
      const n = Number(String(entry.question).slice(LOOP_PREFIX.length + 1));
      const sent = written.get(n);
      return (
        !sent ||
        entry.answer !== sent.answer ||
        entry.order !== sent.order ||
        (entry.category as Json | null)?.documentId !== categoryId
      );
    });
    expect(broken).toEqual([]);
    const present = new Set(loopEntries.map((entry) => Number(String(entry.question).slice(LOOP_PREFIX.length + 1))));
    expect([...written.keys()].filter((n) => n <= beforeBackup && !present.has(n))).toEqual([]);
    report(
      `${database}: after restore ${after.count - loopEntries.length} entries and ${Object.keys(after.media).length} media files equal the snapshot; ${loopEntries.length} of ${written.size} loop drafts present, all whole`,
    );
  }, 600000);

  test("a backup of the other database kind is refused (a SQLite one on PostgreSQL points at the migration)", async () => {
    const other = await runScript("restore.js", [backupFolder], {
      ...scriptEnv(),
      DATABASE_CLIENT: database === "sqlite" ? "postgres" : "sqlite",
      PORT: "1",
    });
    const otherKind = database === "sqlite" ? "postgres" : "sqlite";
    expect([other.status, other.output]).toEqual([
      1,
      expect.stringContaining(`holds a ${database} database but the CMS is configured for ${otherKind}`),
    ]);
    if (database === "sqlite") expect(other.output).toContain("npm run migrate-to-postgres --prefix cms");
  });

  test("a backup with one byte flipped is refused, naming the file, and nothing changes", async () => {
    await cms.stop();
    const copy = join(dataDir, "tampered");
    cpSync(backupFolder, copy, { recursive: true });
    const victim = `uploads/${uploadedUrl.replace(/^\/uploads\//, "")}`;
    const bytes = readFileSync(join(copy, victim));
    bytes[Math.floor(bytes.length / 2)] ^= 0x01;
    writeFileSync(join(copy, victim), bytes);
    const state = onDisk();
    const refused = await runScript("restore.js", [copy], scriptEnv());
    expect([refused.status, refused.output]).toEqual([
      1,
      expect.stringContaining(`${victim} does not match its sha256`),
    ]);
    expect(onDisk()).toEqual(state);
    expect(existsSync(join(dataDir, "public", "uploads"))).toBe(true);
  }, 120000);
});
