#!/usr/bin/env node
"use strict";
// Moves the CMS from its SQLite file into an empty PostgreSQL database, everything included: entries in
// both languages, drafts and published, media records, administrators, API tokens, webhooks, settings.
// cms/README.md, "Moving to PostgreSQL", has the whole sequence.
//
//   DATABASE_CLIENT=postgres DATABASE_HOST=... (as the CMS itself, cms/.env read too)
//   node scripts/migrate-sqlite-to-postgres.js [SQLITE_FILE] [--force]
//
// SQLITE_FILE is .tmp/data.db (relative to cms/) by default; stop the CMS first. --force empties a
// PostgreSQL database that already has entries, media or administrators.
//
// Why not `strapi export` / `strapi import`: they leave out administrators, roles and API tokens by
// design (strapi/documentation#1938), and an imported token would not keep its key (strapi/strapi#20641).
// So Strapi itself creates its exact tables on PostgreSQL (it is loaded once on the empty database,
// without seeding), then every table is copied row by row in one transaction and checked by count.
const path = require("node:path");

const CMS_DIR = path.resolve(__dirname, "..");
// Written by Strapi for the database it runs on; the PostgreSQL one was just written by the load.
const KEEP_TABLES = new Set(["strapi_database_schema"]);

function parseArgs(argv) {
  const force = argv.includes("--force");
  const files = argv.filter((arg) => arg !== "--force");
  if (files.length > 1 || files.some((arg) => arg.startsWith("-")))
    throw new Error("usage: migrate-sqlite-to-postgres.js [SQLITE_FILE] [--force]");
  return { force, file: path.resolve(CMS_DIR, files[0] || ".tmp/data.db") };
}

/** Strapi loaded on the PostgreSQL database of the environment, which creates its tables there. */
async function loadStrapi() {
  // Nothing of its own: no seed (it would upload images into the shared uploads folder), no first
  // administrator (the SQLite ones come over). The copy replaces whatever the load writes.
  Object.assign(process.env, {
    CMS_SKIP_SEED: "true",
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    STRAPI_TELEMETRY_DISABLED: "true",
  });
  process.chdir(CMS_DIR);
  const { createStrapi } = require(require.resolve("@strapi/strapi", { paths: [CMS_DIR] }));
  const strapi = createStrapi({ appDir: CMS_DIR, distDir: CMS_DIR });
  await strapi.load();
  if (strapi.db.dialect.client !== "postgres") {
    await strapi.destroy();
    throw new Error(
      "The CMS is not set to PostgreSQL: set DATABASE_CLIENT=postgres and the DATABASE_* settings (cms/README.md)",
    );
  }
  return strapi;
}

/** Tables of entries, media and administrators that hold rows: what --force would throw away. */
async function contentTables(strapi, knex) {
  const uids = Object.keys(strapi.contentTypes).filter(
    (uid) => uid.startsWith("api::") || uid === "plugin::upload.file" || uid === "admin::user",
  );
  const found = [];
  for (const uid of uids) {
    const table = strapi.getModel(uid).collectionName;
    const [{ count }] = await knex(table).count({ count: "*" });
    if (Number(count) > 0) found.push(`${table} (${count})`);
  }
  return found;
}

/** A SQLite value as the PostgreSQL column of `type` takes it. */
function convert(value, type) {
  if (value === null || value === undefined) return null;
  switch (type) {
    case "boolean": // SQLite has no booleans: 0 and 1
      return typeof value === "string" ? value === "1" || value === "true" : Boolean(value);
    case "timestamp with time zone":
    case "timestamp without time zone": // knex on SQLite writes dates as epoch milliseconds
      return typeof value === "number" || /^\d+$/.test(value) ? new Date(Number(value)) : value;
    case "date":
      return typeof value === "number" ? new Date(value).toISOString().slice(0, 10) : value;
    case "text":
    case "character varying": // SQLite keeps whatever type was written
      return typeof value === "string" || Buffer.isBuffer(value) ? value : String(value);
    default: // numbers, and json/jsonb from the text SQLite keeps them in
      return value;
  }
}

/** The tables of both sides, failing on any table or column that one side lacks. */
function matchTables(sqlite, pgColumns) {
  const sqliteTables = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all()
    .map(({ name }) => name)
    .filter((name) => !KEEP_TABLES.has(name));
  const pgTables = [...pgColumns.keys()].filter((name) => !KEEP_TABLES.has(name)).sort();
  const problems = [
    ...sqliteTables
      .filter((name) => !pgColumns.has(name))
      .map((name) => `table ${name} is in SQLite but not in PostgreSQL`),
    ...pgTables
      .filter((name) => !sqliteTables.includes(name))
      .map((name) => `table ${name} is in PostgreSQL but not in SQLite`),
  ];
  for (const table of sqliteTables.filter((name) => pgColumns.has(name))) {
    for (const { name } of sqlite.prepare(`PRAGMA table_info("${table}")`).all()) {
      if (!pgColumns.get(table).has(name)) problems.push(`column ${table}.${name} is in SQLite but not in PostgreSQL`);
    }
  }
  if (problems.length)
    throw new Error(
      `The two databases do not have the same tables (is the CMS the same version?):\n  ${problems.join("\n  ")}`,
    );
  return sqliteTables;
}

async function copy(sqlite, trx, schema) {
  const columnRows = (
    await trx.raw("SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = ?", [
      schema,
    ])
  ).rows;
  const pgColumns = new Map();
  for (const { table_name: table, column_name: column, data_type: type } of columnRows) {
    if (!pgColumns.has(table)) pgColumns.set(table, new Map());
    pgColumns.get(table).set(column, type);
  }
  const tables = matchTables(sqlite, pgColumns);
  const quoted = (table) => `"${schema}"."${table}"`;

  // Foreign keys are dropped for the copy (rows come table by table, some tables point at themselves)
  // and added back after it, which checks every row against them.
  const foreignKeys = (
    await trx.raw(
      "SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE contype = 'f' AND connamespace = ?::regnamespace",
      [schema],
    )
  ).rows;
  for (const { tbl, conname } of foreignKeys) await trx.raw(`ALTER TABLE ${tbl} DROP CONSTRAINT "${conname}"`);
  await trx.raw(`TRUNCATE ${tables.map(quoted).join(", ")}`);

  let rows = 0;
  for (const table of tables) {
    const types = pgColumns.get(table);
    const batchSize = Math.max(1, Math.floor(30000 / types.size)); // under PostgreSQL's 65535 parameters
    let batch = [];
    for (const row of sqlite.prepare(`SELECT * FROM "${table}"`).iterate()) {
      batch.push(
        Object.fromEntries(Object.entries(row).map(([column, value]) => [column, convert(value, types.get(column))])),
      );
      if (batch.length === batchSize) {
        await trx(table).withSchema(schema).insert(batch);
        batch = [];
      }
      rows += 1;
    }
    if (batch.length) await trx(table).withSchema(schema).insert(batch);
  }
  for (const { tbl, conname, def } of foreignKeys)
    await trx.raw(`ALTER TABLE ${tbl} ADD CONSTRAINT "${conname}" ${def}`);

  // Ids were copied as they were, so each serial sequence continues after the highest one.
  const serials = (
    await trx.raw(
      "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = ? AND column_default LIKE 'nextval(%'",
      [schema],
    )
  ).rows.filter(({ table_name: table }) => tables.includes(table));
  for (const { table_name: table, column_name: column } of serials) {
    await trx.raw(
      `SELECT setval(pg_get_serial_sequence(?, ?), COALESCE(MAX("${column}"), 1), MAX("${column}") IS NOT NULL) FROM ${quoted(table)}`,
      [quoted(table), column],
    );
  }

  const mismatches = [];
  for (const table of tables) {
    const expected = sqlite.prepare(`SELECT COUNT(*) AS count FROM "${table}"`).get().count;
    const [{ count }] = (await trx.raw(`SELECT COUNT(*)::int AS count FROM ${quoted(table)}`)).rows;
    if (count !== expected) mismatches.push(`${table}: ${expected} rows in SQLite, ${count} in PostgreSQL`);
  }
  if (mismatches.length)
    throw new Error(`Row counts differ after the copy; nothing was written:\n  ${mismatches.join("\n  ")}`);
  return { tables: tables.length, rows };
}

async function main() {
  const { force, file } = parseArgs(process.argv.slice(2));
  const Database = require(require.resolve("better-sqlite3", { paths: [CMS_DIR] }));
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  const started = Date.now();
  const strapi = await loadStrapi();
  try {
    const knex = strapi.db.connection;
    const schema = strapi.config.get("database.connection.connection.schema") || "public";
    const existing = await contentTables(strapi, knex);
    if (existing.length && !force) {
      throw new Error(
        `PostgreSQL already has content: ${existing.join(", ")}. Nothing was changed; --force replaces it with the SQLite content.`,
      );
    }
    const { tables, rows } = await knex.transaction((trx) => copy(sqlite, trx, schema));
    console.log(
      `Copied ${rows} rows of ${tables} tables from ${file} to PostgreSQL in ${((Date.now() - started) / 1000).toFixed(1)} s; row counts match.`,
    );
  } finally {
    sqlite.close();
    await strapi.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`migrate-sqlite-to-postgres: ${error.message}`);
    process.exit(1);
  },
);
