"use strict";
// What backup.js and restore.js share: the CMS's settings read as Strapi reads them, the database
// they name, and the manifest (every file's path, size and sha256) that makes a backup checkable.
const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");

const CMS_DIR = path.resolve(__dirname, "..");
const MANIFEST = "manifest.json";
const MANIFEST_SUM = "manifest.sha256";
const FORMAT = "nusakode-cms-backup";
const FORMAT_VERSION = 1;
/** A complete backup's folder name: its UTC time and database kind (incomplete ones start with a dot). */
const BACKUP_NAME = /^\d{8}T\d{6}Z-(sqlite|postgres)$/;

const strapiRoot = () => path.dirname(require.resolve("@strapi/strapi/package.json", { paths: [CMS_DIR] }));
const strapiVersion = () => require(path.join(strapiRoot(), "package.json")).version;

/** cms/.env into process.env without overriding the environment, as `strapi start` does. */
function loadEnv() {
  const file = path.join(CMS_DIR, ".env");
  if (!fs.existsSync(file)) return;
  const parsed = require(require.resolve("dotenv", { paths: [strapiRoot()] })).parse(fs.readFileSync(file));
  for (const [key, value] of Object.entries(parsed)) if (process.env[key] === undefined) process.env[key] = value;
}

/**
 * The database config/database.js names, read with Strapi's own env() so both agree:
 * { kind: "sqlite", file } or { kind: "postgres", pg: { connection, host, port, database, user, password, sslmode } }.
 */
function databaseSettings() {
  const { env } = require(require.resolve("@strapi/utils", { paths: [strapiRoot()] }));
  const { connection } = require(path.join(CMS_DIR, "config", "database.js"))({ env });
  if (connection.client === "sqlite") return { kind: "sqlite", file: connection.connection.filename };
  const c = connection.connection;
  // connection: what Strapi hands node-postgres. sslmode for pg_dump: libpq 15 verifies a certificate only
  // against ~/.postgresql/root.crt, so DATABASE_SSL=true means encrypted ("require") there.
  const pg = {
    connection: c,
    host: c.host,
    port: String(c.port),
    database: c.database,
    user: c.user,
    password: c.password,
    sslmode: c.ssl ? "require" : "disable",
  };
  // node-postgres lets the connection string win over the separate fields; so do we.
  if (c.connectionString) {
    const url = new URL(c.connectionString);
    if (url.hostname) pg.host = decodeURIComponent(url.hostname);
    if (url.port) pg.port = url.port;
    if (url.pathname.length > 1) pg.database = decodeURIComponent(url.pathname.slice(1));
    if (url.username) pg.user = decodeURIComponent(url.username);
    if (url.password) pg.password = decodeURIComponent(url.password);
    if (url.searchParams.get("sslmode")) pg.sslmode = url.searchParams.get("sslmode");
  }
  return { kind: "postgres", pg };
}

/** Environment for pg_dump/pg_restore: the password travels in PGPASSWORD, never on a command line (ps shows those). */
const pgEnv = (pg) => ({
  ...process.env,
  PGHOST: pg.host,
  PGPORT: pg.port,
  PGDATABASE: pg.database,
  PGUSER: pg.user,
  PGPASSWORD: pg.password ?? "",
  PGSSLMODE: pg.sslmode,
});

/** Where uploaded media live: <PUBLIC_DIR>/uploads, PUBLIC_DIR relative to cms/ as Strapi takes it. */
const uploadsDir = () => path.resolve(CMS_DIR, process.env.PUBLIC_DIR || "public", "uploads");

function sha256File(file) {
  const hash = crypto.createHash("sha256");
  const fd = fs.openSync(file, "r");
  try {
    const buffer = Buffer.alloc(1 << 20);
    let read;
    while ((read = fs.readSync(fd, buffer, 0, buffer.length, null)) > 0) hash.update(buffer.subarray(0, read));
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest("hex");
}

/** Every file under a folder, as sorted relative paths with "/" (symbolic links and other oddities refused). */
function listFiles(dir, prefix = "") {
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(dir, rel));
    else if (entry.isFile()) out.push(rel);
    else throw new Error(`${rel} is neither a file nor a folder`);
  }
  return out.sort();
}

/**
 * Checks a backup folder against its manifest: the manifest's own checksum, then every file present
 * with its size and sha256, and no file that the manifest does not name. Returns the manifest or
 * throws an Error whose message names the first file that does not match. Reads only.
 */
function verifyBackup(folder) {
  const manifestFile = path.join(folder, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new Error(`${folder} has no ${MANIFEST}: not a complete backup`);
  const sumLine = fs.existsSync(path.join(folder, MANIFEST_SUM))
    ? fs.readFileSync(path.join(folder, MANIFEST_SUM), "utf8")
    : "";
  const expectedSum = /^([0-9a-f]{64}) {2}manifest\.json\n?$/.exec(sumLine)?.[1];
  if (!expectedSum) throw new Error(`${MANIFEST_SUM} is missing or not a "<sha256>  manifest.json" line`);
  if (sha256File(manifestFile) !== expectedSum)
    throw new Error(`${MANIFEST} does not match ${MANIFEST_SUM} (changed or damaged)`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION)
    throw new Error(`${MANIFEST}: not a ${FORMAT} version ${FORMAT_VERSION} manifest`);
  const named = new Set(manifest.files.map((file) => file.path));
  const present = new Set(listFiles(folder).filter((rel) => rel !== MANIFEST && rel !== MANIFEST_SUM));
  const extra = [...present].find((rel) => !named.has(rel));
  if (extra) throw new Error(`${extra} is in the backup folder but not in its manifest`);
  const database = manifest.database === "postgres" ? "database.dump" : "data.db";
  if (!named.has(database)) throw new Error(`${MANIFEST} names no ${database}: not a ${manifest.database} backup`);
  for (const file of manifest.files) {
    // Only files inside the folder count (a path with ../ in it is never among them).
    if (!present.has(file.path)) throw new Error(`${file.path} is missing from the backup`);
    const full = path.join(folder, file.path);
    const size = fs.statSync(full).size;
    if (size !== file.size) throw new Error(`${file.path} has ${size} bytes, the manifest says ${file.size}`);
    if (sha256File(full) !== file.sha256)
      throw new Error(`${file.path} does not match its sha256 in the manifest (changed or damaged)`);
  }
  return manifest;
}

module.exports = {
  CMS_DIR,
  MANIFEST,
  MANIFEST_SUM,
  FORMAT,
  FORMAT_VERSION,
  BACKUP_NAME,
  strapiVersion,
  loadEnv,
  databaseSettings,
  pgEnv,
  uploadsDir,
  sha256File,
  listFiles,
  verifyBackup,
};
