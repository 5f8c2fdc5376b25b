#!/usr/bin/env node
"use strict";
// One consistent backup of the CMS's data while editors may be writing: the database (SQLite through
// SQLite's online backup API, PostgreSQL through pg_dump) and then the uploaded media.
//
//   node scripts/backup.js        (npm run backup --prefix cms)
//
// Settings as the CMS reads them (environment, then cms/.env): DATABASE_CLIENT and its DATABASE_*,
// PUBLIC_DIR; BACKUP_DIR (default cms/backups) and KEEP_BACKUPS (default 14 complete backups kept).
// Writes BACKUP_DIR/<UTC time>-<sqlite|postgres>/ with the database (data.db or database.dump), uploads/,
// manifest.json (every file's path, size, sha256) and manifest.sha256 (`sha256sum -c` checks it).
// The folder is written under a dot-name and renamed when complete, so a half-written backup never
// looks complete; everything is created with umask 077 (it holds password hashes and token hashes).
const { spawnSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");
const common = require("./backup-common");

const ownerOnly = (target, mode) => fs.chmodSync(target, mode);

/** 20261125T143122Z */
const stamp = (date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");

async function backupSqlite(file, dest) {
  if (!fs.existsSync(file)) throw new Error(`no SQLite database at ${file} (DATABASE_FILENAME): nothing to back up`);
  const Database = require(require.resolve("better-sqlite3", { paths: [common.CMS_DIR] }));
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    // The whole database in one step: a read transaction sees one committed state, so the copy is
    // consistent, and a writer cannot restart it page by page (which small steps would allow).
    await db.backup(dest, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
}

function backupPostgres(pg, dest) {
  const result = spawnSync("pg_dump", ["--format=custom", "--no-password", `--file=${dest}`], { env: common.pgEnv(pg), encoding: "utf8" });
  if (result.error && result.error.code === "ENOENT") throw new Error("pg_dump not found: install PostgreSQL's client (apt-get install postgresql-client), the same major version as the server or newer");
  if (result.error) throw result.error;
  // pg_dump takes one snapshot of the whole database (a repeatable-read transaction): consistent while editors write.
  if (result.status !== 0) throw new Error(`pg_dump of ${pg.database} at ${pg.host}:${pg.port} failed: ${result.stderr.trim()}`);
}

/** Copies a folder file by file (mode 600, folders 700); a file deleted meanwhile is left out with a warning. */
function copyTree(from, to) {
  fs.mkdirSync(to, { mode: 0o700 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target);
    else if (entry.isFile()) {
      try {
        fs.copyFileSync(source, target);
      } catch (error) {
        if (error.code !== "ENOENT") throw error;
        console.warn(`warning: ${source} was deleted while it was being backed up; left out`);
        continue;
      }
      ownerOnly(target, 0o600); // copyFile keeps the source's mode
    } else console.warn(`warning: ${source} is not a regular file; left out`);
  }
}

/** Deletes complete backups beyond the newest `keep`, and incomplete ones a day old (a crashed run's). */
function prune(backupDir, keep) {
  const names = fs.readdirSync(backupDir);
  const complete = names.filter((name) => common.BACKUP_NAME.test(name) && fs.existsSync(path.join(backupDir, name, common.MANIFEST))).sort();
  const removed = complete.slice(0, Math.max(0, complete.length - keep));
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  const stale = names.filter((name) => name.startsWith(".incomplete-") && fs.statSync(path.join(backupDir, name)).mtimeMs < dayAgo);
  for (const name of [...removed, ...stale]) fs.rmSync(path.join(backupDir, name), { recursive: true, force: true });
  return removed;
}

const sizeText = (bytes) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

async function main() {
  process.umask(0o077);
  common.loadEnv();
  const started = Date.now();
  const backupDir = path.resolve(common.CMS_DIR, process.env.BACKUP_DIR || "backups");
  const keep = Number(process.env.KEEP_BACKUPS || 14);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`KEEP_BACKUPS must be a whole number of 1 or more, got "${process.env.KEEP_BACKUPS}"`);
  const db = common.databaseSettings();
  const uploads = common.uploadsDir();

  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const name = `${stamp(new Date(started))}-${db.kind}`;
  const final = path.join(backupDir, name);
  if (fs.existsSync(final)) throw new Error(`${final} already exists (two backups in the same second)`);
  const work = path.join(backupDir, `.incomplete-${name}-${process.pid}`);
  fs.mkdirSync(work, { mode: 0o700 });
  try {
    // The database first, then the uploads: media are only ever added before the entry that names them
    // is saved, so every file this database copy names is already on disk when the folder is copied
    // after it. The other order could keep an entry whose newly uploaded image the backup lacks.
    const dbFile = db.kind === "sqlite" ? "data.db" : "database.dump";
    if (db.kind === "sqlite") await backupSqlite(db.file, path.join(work, dbFile));
    else backupPostgres(db.pg, path.join(work, dbFile));
    ownerOnly(path.join(work, dbFile), 0o600);
    if (fs.existsSync(uploads)) copyTree(uploads, path.join(work, "uploads"));
    else {
      console.warn(`warning: no uploads folder at ${uploads} (PUBLIC_DIR); the backup holds no media`);
      fs.mkdirSync(path.join(work, "uploads"), { mode: 0o700 });
    }

    const files = common.listFiles(work).map((rel) => ({ path: rel, size: fs.statSync(path.join(work, rel)).size, sha256: common.sha256File(path.join(work, rel)) }));
    const manifest = {
      format: common.FORMAT,
      version: common.FORMAT_VERSION,
      createdAt: new Date(started).toISOString(),
      database: db.kind,
      strapiVersion: common.strapiVersion(),
      files,
    };
    fs.writeFileSync(path.join(work, common.MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    fs.writeFileSync(path.join(work, common.MANIFEST_SUM), `${common.sha256File(path.join(work, common.MANIFEST))}  ${common.MANIFEST}\n`, { mode: 0o600 });
    // Data on disk before the name says "complete".
    for (const rel of [...files.map((f) => f.path), common.MANIFEST, common.MANIFEST_SUM]) {
      const fd = fs.openSync(path.join(work, rel), "r");
      fs.fsyncSync(fd);
      fs.closeSync(fd);
    }
    fs.renameSync(work, final);
    const bytes = files.reduce((sum, f) => sum + f.size, 0);
    const removed = prune(backupDir, keep);
    const seconds = (Date.now() - started) / 1000;
    console.log(`Backup complete: ${final}`);
    console.log(`  ${db.kind} database and ${files.length - 1} media files, ${sizeText(bytes)} (${bytes} bytes), in ${seconds.toFixed(1)} s`);
    if (removed.length > 0) console.log(`  removed ${removed.length} older backup(s) beyond KEEP_BACKUPS=${keep}: ${removed.join(", ")}`);
  } catch (error) {
    fs.rmSync(work, { recursive: true, force: true });
    if (error && error.code === "ENOSPC") throw new Error(`disk full while writing to ${backupDir}; the incomplete backup was removed (free space or point BACKUP_DIR elsewhere)`);
    throw error;
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(`Backup failed: ${error && error.message ? error.message : error}`);
    process.exit(1);
  });
}
