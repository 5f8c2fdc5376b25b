#!/usr/bin/env node
"use strict";
// One consistent backup of the CMS's data while editors may be writing: the database (SQLite through
// SQLite's online backup API, PostgreSQL through pg_dump) and then the uploaded media.
//
//   node scripts/backup.js        (npm run backup --prefix cms)
//
// Settings as the CMS reads them (environment, then cms/.env): DATABASE_CLIENT and its DATABASE_*,
// PUBLIC_DIR; BACKUP_DIR (default cms/backups), KEEP_BACKUPS (default 14 complete backups kept) and
// BACKUP_MAX_MB (default none: the most the backups may take on disk together).
// Writes BACKUP_DIR/<UTC time>-<sqlite|postgres>/ with the database (data.db or database.dump), uploads/,
// manifest.json (every file's path, size, sha256) and manifest.sha256 (`sha256sum -c` checks it).
// The folder is written under a dot-name and renamed when complete, so a half-written backup never
// looks complete; everything is created with umask 077 (it holds password hashes and token hashes).
// A media file unchanged since the last backup (same path, size and sha256) is a hard link to that
// backup's copy, as `rsync --link-dest` makes them: fourteen backups hold the uploads about once.
//
// Editors and the operator see how it went in the CMS's Publish status ("Last backup", through
// STATUS_API_TOKEN, as the build runner writes it) and BACKUP_DIR/.last-run.json.
//   node scripts/backup.js --report-failure   (nusakode-cms-backup-failed.service, OnFailure= of the
//   backup's unit) puts a failure there that the backup could not report itself: killed, over its
//   time limit, or with the CMS down at that moment.
const { spawnSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");
const common = require("./backup-common");
const { jakartaTime } = require("../src/jakarta-time");

const ownerOnly = (target, mode) => fs.chmodSync(target, mode);

/** 20261125T143122Z */
const stamp = (date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

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
  const result = spawnSync("pg_dump", ["--format=custom", "--no-password", `--file=${dest}`], {
    env: common.pgEnv(pg),
    encoding: "utf8",
  });
  if (result.error && result.error.code === "ENOENT")
    throw new Error(
      "pg_dump not found: install PostgreSQL's client (apt-get install postgresql-client), the same major version as the server or newer",
    );
  if (result.error) throw result.error;
  // pg_dump takes one snapshot of the whole database (a repeatable-read transaction): consistent while editors write.
  if (result.status !== 0)
    throw new Error(`pg_dump of ${pg.database} at ${pg.host}:${pg.port} failed: ${result.stderr.trim()}`);
}

/** The complete backups in BACKUP_DIR, oldest first. */
const completeBackups = (backupDir) =>
  fs
    .readdirSync(backupDir)
    .filter((name) => common.BACKUP_NAME.test(name) && fs.existsSync(path.join(backupDir, name, common.MANIFEST)))
    .sort();

/** The newest complete backup's files by path, to link unchanged media to (none when unreadable). */
function previousFiles(backupDir) {
  const newest = completeBackups(backupDir).at(-1);
  if (!newest) return { dir: "", files: new Map() };
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, newest, common.MANIFEST), "utf8"));
    return { dir: path.join(backupDir, newest), files: new Map(manifest.files.map((file) => [file.path, file])) };
  } catch {
    return { dir: "", files: new Map() };
  }
}

/**
 * Copies a folder file by file (mode 600, folders 700); a file deleted meanwhile is left out with a
 * warning. A file the previous backup holds with the same size and sha256 becomes a hard link to it;
 * `linked` gets its path and sha256 (the manifest's hashing checks the link against it).
 */
function copyTree(from, to, rel, previous, linked) {
  fs.mkdirSync(to, { mode: 0o700 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    const relPath = `${rel}/${entry.name}`;
    if (entry.isDirectory()) copyTree(source, target, relPath, previous, linked);
    else if (entry.isFile()) {
      try {
        const before = previous.files.get(relPath);
        if (before && before.size === fs.statSync(source).size) {
          const sha256 = common.sha256File(source);
          if (sha256 === before.sha256 && linkTo(path.join(previous.dir, relPath), target)) {
            linked.set(relPath, sha256);
            continue;
          }
        }
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

/** A hard link, or false where the file system will not (another device, too many links, gone). */
function linkTo(existing, target) {
  try {
    fs.linkSync(existing, target);
    return true;
  } catch (error) {
    if (["EXDEV", "EMLINK", "ENOENT", "EPERM"].includes(error.code)) return false;
    throw error;
  }
}

/** Deletes complete backups beyond the newest `keep`, and incomplete ones a day old (a crashed run's). */
function prune(backupDir, keep) {
  const complete = completeBackups(backupDir);
  const removed = complete.slice(0, Math.max(0, complete.length - keep));
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  const stale = fs
    .readdirSync(backupDir)
    .filter((name) => name.startsWith(".incomplete-") && fs.statSync(path.join(backupDir, name)).mtimeMs < dayAgo);
  for (const name of [...removed, ...stale]) fs.rmSync(path.join(backupDir, name), { recursive: true, force: true });
  return removed;
}

/** Bytes the complete backups take on disk together, each hard-linked file once. */
function diskUse(backupDir) {
  const seen = new Set();
  let bytes = 0;
  for (const name of completeBackups(backupDir)) {
    for (const rel of common.listFiles(path.join(backupDir, name))) {
      const stat = fs.statSync(path.join(backupDir, name, rel));
      if (seen.has(stat.ino)) continue;
      seen.add(stat.ino);
      bytes += stat.size;
    }
  }
  return bytes;
}

/** Removes the oldest backups while all of them take more than `maxBytes`; the newest always stays. */
function keepUnder(backupDir, maxBytes) {
  const removed = [];
  for (
    let complete = completeBackups(backupDir);
    complete.length > 1 && diskUse(backupDir) > maxBytes;
    complete = completeBackups(backupDir)
  ) {
    fs.rmSync(path.join(backupDir, complete[0]), { recursive: true, force: true });
    removed.push(complete[0]);
  }
  return removed;
}

// --- How it went, where editors and the operator look. ---

const RUN_FILE = ".last-run.json";
const readRun = (backupDir) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(backupDir, RUN_FILE), "utf8"));
  } catch {
    return {};
  }
};
const writeRun = (backupDir, run) => {
  try {
    fs.writeFileSync(path.join(backupDir, RUN_FILE), `${JSON.stringify(run)}\n`, { mode: 0o600 });
  } catch (error) {
    console.warn(`warning: could not write ${path.join(backupDir, RUN_FILE)}: ${error.message}`);
  }
};

/** Writes the Publish status entry's "Last backup" through the runner's token; false when it could not. */
async function reportToCms(text) {
  const token = process.env.STATUS_API_TOKEN;
  if (!token) {
    console.log("  (STATUS_API_TOKEN is unset: the CMS's Publish status was not told)");
    return false;
  }
  const url = `${(process.env.STATUS_API_URL || `http://127.0.0.1:${process.env.PORT || 1337}`).replace(/\/$/, "")}/api/publish-status`;
  try {
    const response = await fetch(url, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ data: { lastBackup: text } }),
      signal: AbortSignal.timeout(10000),
    });
    if (response.ok) return true;
    console.warn(`warning: the CMS's Publish status was not updated: PUT ${url} answered ${response.status}`);
  } catch (error) {
    console.warn(`warning: the CMS's Publish status was not updated: PUT ${url}: ${error.message}`);
  }
  return false;
}

const failedText = (backupDir, message) => {
  const last = fs.existsSync(backupDir) ? completeBackups(backupDir).at(-1) : undefined;
  return `FAILED, ${jakartaTime()}: ${message}. The last complete backup: ${last ?? "none"}. The server's journal has more: journalctl -u nusakode-cms-backup.`;
};

const sizeText = (bytes) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const backupDirOf = () => path.resolve(common.CMS_DIR, process.env.BACKUP_DIR || "backups");

async function main() {
  process.umask(0o077);
  common.loadEnv();
  const started = Date.now();
  const backupDir = backupDirOf();
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const run = { startedAt: new Date(started).toISOString() };
  writeRun(backupDir, run);
  let summary;
  try {
    summary = await backUp(backupDir, started);
  } catch (error) {
    const message = error && error.message ? error.message : String(error);
    writeRun(backupDir, {
      ...run,
      result: "failed",
      message,
      reported: await reportToCms(failedText(backupDir, message)),
    });
    throw error;
  }
  writeRun(backupDir, {
    ...run,
    result: "complete",
    message: summary,
    reported: await reportToCms(`Complete, ${jakartaTime()}: ${summary}`),
  });
}

/** The backup itself; returns the line editors read in Publish status. */
async function backUp(backupDir, started) {
  const keep = Number(process.env.KEEP_BACKUPS || 14);
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`KEEP_BACKUPS must be a whole number of 1 or more, got "${process.env.KEEP_BACKUPS}"`);
  const maxMb = process.env.BACKUP_MAX_MB ? Number(process.env.BACKUP_MAX_MB) : Infinity;
  if (!(maxMb > 0))
    throw new Error(`BACKUP_MAX_MB must be a number of megabytes over 0, got "${process.env.BACKUP_MAX_MB}"`);
  const db = common.databaseSettings();
  const uploads = common.uploadsDir();

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
    const linked = new Map();
    if (fs.existsSync(uploads))
      copyTree(uploads, path.join(work, "uploads"), "uploads", previousFiles(backupDir), linked);
    else {
      console.warn(`warning: no uploads folder at ${uploads} (PUBLIC_DIR); the backup holds no media`);
      fs.mkdirSync(path.join(work, "uploads"), { mode: 0o700 });
    }

    const files = common.listFiles(work).map((rel) => ({
      path: rel,
      size: fs.statSync(path.join(work, rel)).size,
      sha256: common.sha256File(path.join(work, rel)),
    }));
    // A linked copy whose bytes no longer match (the older backup damaged on disk): a fresh copy instead.
    for (const file of files.filter((f) => linked.has(f.path) && linked.get(f.path) !== f.sha256)) {
      const target = path.join(work, file.path);
      fs.rmSync(target);
      fs.copyFileSync(path.join(uploads, file.path.slice("uploads/".length)), target);
      ownerOnly(target, 0o600);
      Object.assign(file, { size: fs.statSync(target).size, sha256: common.sha256File(target) });
      linked.delete(file.path);
      console.warn(`warning: the last backup's ${file.path} no longer matches its manifest; copied afresh`);
    }
    const manifest = {
      format: common.FORMAT,
      version: common.FORMAT_VERSION,
      createdAt: new Date(started).toISOString(),
      database: db.kind,
      strapiVersion: common.strapiVersion(),
      files,
    };
    fs.writeFileSync(path.join(work, common.MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    fs.writeFileSync(
      path.join(work, common.MANIFEST_SUM),
      `${common.sha256File(path.join(work, common.MANIFEST))}  ${common.MANIFEST}\n`,
      { mode: 0o600 },
    );
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
    console.log(
      `  ${db.kind} database and ${files.length - 1} media files, ${sizeText(bytes)} (${bytes} bytes), in ${seconds.toFixed(1)} s; ${linked.size} media unchanged since the last backup, shared with it`,
    );
    if (removed.length > 0)
      console.log(`  removed ${removed.length} older backup(s) beyond KEEP_BACKUPS=${keep}: ${removed.join(", ")}`);
    const overCeiling = keepUnder(backupDir, maxMb * 1024 * 1024);
    if (overCeiling.length > 0)
      console.log(
        `  removed ${overCeiling.length} older backup(s) over BACKUP_MAX_MB=${maxMb}: ${overCeiling.join(", ")}`,
      );
    const use = diskUse(backupDir);
    if (use > maxMb * 1024 * 1024)
      throw new Error(
        `the newest backup alone takes ${sizeText(use)}, over BACKUP_MAX_MB=${maxMb}; it is kept and every older one was removed (raise BACKUP_MAX_MB, or move BACKUP_DIR to a larger disk)`,
      );
    const kept = completeBackups(backupDir).length;
    return `${name}, the database and ${files.length - 1} media files (${linked.size} unchanged, shared with the backup before), ${sizeText(bytes)}, in ${seconds.toFixed(1)} s; ${kept} backups kept, ${sizeText(use)} on disk together.`;
  } catch (error) {
    fs.rmSync(work, { recursive: true, force: true });
    if (error && error.code === "ENOSPC")
      throw new Error(
        `disk full while writing to ${backupDir}; the incomplete backup was removed (free space or point BACKUP_DIR elsewhere)`,
      );
    throw error;
  }
}

/** OnFailure= of the backup's unit: the failure into Publish status, if the backup did not put it there. */
async function reportFailure() {
  common.loadEnv();
  const backupDir = backupDirOf();
  const run = readRun(backupDir);
  if (run.result === "failed" && run.reported) {
    console.log(`The failure is in the CMS's Publish status already: ${run.message}`);
    return;
  }
  const message =
    run.result === "failed"
      ? run.message
      : run.startedAt
        ? `the backup started at ${jakartaTime(run.startedAt)} stopped before it ended (stopped, killed, or over its time limit)`
        : "the backup did not start";
  console.error(`Backup failed: ${message}`);
  if (!(await reportToCms(failedText(backupDir, message)))) process.exit(1);
  if (fs.existsSync(backupDir)) writeRun(backupDir, { ...run, result: "failed", message, reported: true });
}

if (require.main === module) {
  (process.argv.includes("--report-failure") ? reportFailure() : main()).catch((error) => {
    console.error(`Backup failed: ${error && error.message ? error.message : error}`);
    process.exit(1);
  });
}
