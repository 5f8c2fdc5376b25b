// Moving an existing CMS from SQLite to PostgreSQL (cms/scripts/migrate-sqlite-to-postgres.js, the
// sequence of cms/README.md "Moving to PostgreSQL"): a seeded CMS on SQLite gets an English edit, an
// Indonesian draft and an uploaded image; after the move the CMS on PostgreSQL, with the same uploads
// folder and secrets, answers every entry of every type, both languages, drafts and published, exactly as
// before, the same API token still works, and the same administrator logs in.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEditorToken, newAdminLogin, startCms, type RunningCms } from "../support/strapi";
import { databaseEnv, startPostgres, type PostgresCluster } from "../support/postgres";

let pg: PostgresCluster;
let dataDir: string;
const running: RunningCms[] = [];

function report(line: string) {
  process.stdout.write(`[migrate] ${line}\n`);
}

type Json = Record<string, unknown>;

async function get(url: string, token: string, path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

async function send(url: string, token: string, method: string, path: string, data: Json) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ data }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Json }).data;
}

/** A nested object as Strapi's query string wants it: populate[a][populate][b]=true. */
const queryString = (value: unknown, prefix: string): string[] =>
  typeof value === "object" && value !== null
    ? Object.entries(value).flatMap(([key, item]) => queryString(item, `${prefix}[${key}]`))
    : [`${prefix}=${encodeURIComponent(String(value))}`];

interface Schema {
  uid: string;
  schema: {
    kind?: string;
    pluralName?: string;
    singularName?: string;
    attributes: Record<string, { type: string; component?: string }>;
  };
}

/** Populate everything: media, relations, and components with what is inside them. */
function populateAll(attributes: Schema["schema"]["attributes"], components: Map<string, Schema>): Json {
  const populate: Json = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === "media" || attribute.type === "relation") populate[name] = true;
    if (attribute.type === "component") {
      const inner = populateAll(components.get(attribute.component!)!.schema.attributes, components);
      populate[name] = Object.keys(inner).length ? { populate: inner } : true;
    }
  }
  return populate;
}

/**
 * Everything the REST API shows with a full-access token: every entry of every content type of cms/src/api,
 * in both languages, drafts and published (sorted by id: an unsorted list is in whatever order the database
 * returns), the media library and the languages.
 */
async function readEverything(url: string, token: string): Promise<Json> {
  const types = ((await get(url, token, "/api/content-type-builder/content-types")).body as { data: Schema[] }).data;
  const components = new Map(
    ((await get(url, token, "/api/content-type-builder/components")).body as { data: Schema[] }).data.map((c) => [
      c.uid,
      c,
    ]),
  );
  const everything: Json = {};
  for (const { uid, schema } of types.filter((type) => type.uid.startsWith("api::"))) {
    const single = schema.kind === "singleType";
    const populate = queryString(populateAll(schema.attributes, components), "populate").join("&");
    for (const locale of ["en", "id"]) {
      for (const status of ["draft", "published"]) {
        const path = single
          ? `/api/${schema.singularName}?locale=${locale}&status=${status}&${populate}`
          : `/api/${schema.pluralName}?locale=${locale}&status=${status}&sort[0]=id:asc&pagination[pageSize]=1000&${populate}`;
        const answer = await get(url, token, path);
        // A single type without a published version answers 404: that is part of what must stay the same.
        everything[`${uid} ${locale} ${status}`] = answer.status === 200 ? answer.body : answer.status;
      }
    }
  }
  everything.media = (await get(url, token, "/api/upload/files?sort=id:asc")).body;
  everything.locales = (await get(url, token, "/api/i18n/locales")).body;
  return everything;
}

/** Runs the migration script as an operator would, with the CMS's settings for PostgreSQL. */
function migrate(env: Record<string, string>, file: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [join(__dirname, "..", "..", "cms", "scripts", "migrate-sqlite-to-postgres.js"), file],
      {
        cwd: join(__dirname, "..", "..", "cms"),
        env: { ...process.env, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => resolve({ status, output }));
  });
}

beforeAll(async () => {
  pg = await startPostgres();
  dataDir = mkdtempSync(join(tmpdir(), "nusakode-migrate-"));
}, 60000);

afterAll(async () => {
  for (const cms of running) await cms.stop();
  await pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a CMS moved from SQLite to PostgreSQL answers everything as before, with the same administrator", async () => {
  // SQLite, seeded, then edited as editors would.
  const sqlite = await startCms("", "", { dataDir, serveAdmin: false, seeded: "copy" });
  running.push(sqlite);
  const token = await createEditorToken(sqlite.url, sqlite.admin);
  const [service] = (
    (await get(sqlite.url, token, "/api/services?filters[serviceId][$eq]=service-2")).body as { data: Json[] }
  ).data;
  await send(sqlite.url, token, "PUT", `/api/services/${String(service.documentId)}`, {
    title: "Product Design Studio",
  });
  const [faq] = ((await get(sqlite.url, token, "/api/faqs?locale=id&sort[0]=id:asc")).body as { data: Json[] }).data;
  // An Indonesian draft only: the published Indonesian FAQ keeps its text, so drafts and published differ.
  await send(sqlite.url, token, "PUT", `/api/faqs/${String(faq.documentId)}?locale=id&status=draft`, {
    question: "Bisakah kami mencoba gratis dulu?",
  });
  const form = new FormData();
  const image = readFileSync(join(__dirname, "..", "..", "content", "images", "projects", "ruang-teduh-banner.jpg"));
  form.append("files", new Blob([image], { type: "image/jpeg" }), "kopi-kita.jpg");
  form.append(
    "fileInfo",
    JSON.stringify({ name: "kopi-kita.jpg", alternativeText: "The Kopi Kita cafe's menu on a phone" }),
  );
  const uploaded = await fetch(`${sqlite.url}/api/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const [media] = (await uploaded.json()) as Array<{ id: number; url: string }>;
  const [project] = ((await get(sqlite.url, token, "/api/projects?sort[0]=id:asc")).body as { data: Json[] }).data;
  await send(sqlite.url, token, "PUT", `/api/projects/${String(project.documentId)}`, { thumbnail: media.id });

  const before = await readEverything(sqlite.url, token);
  expect(JSON.stringify(before)).toContain("Product Design Studio");
  expect(JSON.stringify(before)).toContain("Bisakah kami mencoba gratis dulu?");
  expect(JSON.stringify(before)).toContain("The Kopi Kita cafe's menu on a phone");
  await sqlite.stop();

  // The move: the script on the stopped CMS's file, into an empty PostgreSQL database.
  const database = await pg.createDatabase("cms_migrated");
  const settings = { ...databaseEnv(database), ...sqlite.secrets, PUBLIC_DIR: join(dataDir, "public") };
  const started = Date.now();
  const migrated = await migrate(settings, join(dataDir, "data.db"));
  report(
    `migration: exit ${String(migrated.status)} after ${((Date.now() - started) / 1000).toFixed(1)} s: ${migrated.output.match(/Copied .*/)?.[0] ?? migrated.output.slice(-3000)}`,
  );
  expect(migrated.status).toBe(0);

  // PostgreSQL, with the same uploads and secrets. ADMIN_EMAIL names someone else: a CMS that had lost
  // its administrators would make that one and the old login would fail.
  const postgres = await startCms("", "", {
    dataDir,
    database,
    secrets: sqlite.secrets,
    admin: newAdminLogin(),
    serveAdmin: false,
  });
  running.push(postgres);
  report(`Strapi on PostgreSQL answered after ${postgres.startSeconds.toFixed(1)} s`);
  expect(postgres.log()).not.toMatch(/Seeded the CMS/);
  // The editor's token came across and was removed at start (only the tokens the CMS sets from its
  // environment exist): a new one, made with the administrator's login, reads the same.
  expect(postgres.log()).toMatch(/API token "Tests [0-9a-f]+" removed/);
  const after = await readEverything(postgres.url, await createEditorToken(postgres.url, sqlite.admin));
  expect(after).toEqual(before);
  const login = await fetch(`${postgres.url}/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(sqlite.admin),
  });
  expect(login.status).toBe(200);
  expect((await fetch(`${postgres.url}${media.url}`)).status).toBe(200);
  // A second run refuses: the database has content now.
  await postgres.stop();
  const again = await migrate(settings, join(dataDir, "data.db"));
  expect([again.status, again.output]).toEqual([1, expect.stringContaining("PostgreSQL already has content")]);
}, 400000);
