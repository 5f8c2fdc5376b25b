#!/usr/bin/env node
"use strict";
// Puts a backup of scripts/backup.js back: the database and the uploaded media, replacing both.
//
//   node scripts/restore.js <backup folder>        (npm run restore --prefix cms -- <backup folder>)
//
// With the CMS stopped, and the same settings as the CMS (environment, then cms/.env). Before it
// touches anything it refuses:
// - a backup that does not match its manifest (a file missing, extra, of another size or sha256),
//   naming the file;
// - a backup of another kind of database than the configured one;
// - a running CMS. How it knows: something answers on the CMS's HOST:PORT (127.0.0.1:1337 by default);
//   for SQLite, a process has the database file open (read from /proc, Linux); for PostgreSQL, another
//   session is connected to the database (pg_stat_activity: Strapi keeps a pool of connections open).
//   A CMS on another machine, port and database user could slip past the first; the others do not.
const { spawnSync } = require("node:child_process");
const fs = require("node:fs");
const net = require("node:net");
const path = require("node:path");
const common = require("./backup-common");

/** Whether something accepts connections on host:port (2 s at most). */
function answers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/** Processes that hold a file open (their pids), from /proc/<pid>/fd; empty where /proc is not readable. */
function processesWithOpen(file) {
  const wanted = new Set([file, `${file}-wal`, `${file}-shm`].map((f) => (fs.existsSync(f) ? fs.realpathSync(f) : f)));
  const pids = [];
  let entries = [];
  try {
    entries = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid);
  } catch {
    return pids;
  }
  for (const pid of entries) {
    let fds = [];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or another user's
    }
    for (const fd of fds) {
      try {
        if (wanted.has(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))) {
          pids.push(Number(pid));
          break;
        }
      } catch {
        // closed meanwhile
      }
    }
  }
  return pids;
}

async function otherPostgresSessions(pg) {
  const { Client } = require(require.resolve("pg", { paths: [common.CMS_DIR] }));
  const client = new Client(pg.connection); // connected as the CMS connects
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

async function refuseWhileRunning(db) {
  const host =
    !process.env.HOST || process.env.HOST === "0.0.0.0" || process.env.HOST === "::" ? "127.0.0.1" : process.env.HOST;
  const port = Number(process.env.PORT || 1337);
  if (await answers(host, port))
    throw new Error(`something answers at ${host}:${port} (the CMS's HOST and PORT): stop the CMS before restoring`);
  if (db.kind === "sqlite") {
    const pids = processesWithOpen(db.file);
    if (pids.length > 0)
      throw new Error(`${db.file} is open in process ${pids.join(", ")} (the CMS?): stop it before restoring`);
  } else {
    const sessions = await otherPostgresSessions(db.pg);
    if (sessions > 0)
      throw new Error(
        `${sessions} other session(s) are connected to database ${db.pg.database} (the CMS?): stop them before restoring`,
      );
  }
}

/** Copies the backup's uploads into a new folder beside the live one (files 644, folders 755: media are public). */
function copyUploads(from, to) {
  fs.mkdirSync(to, { mode: 0o755 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) copyUploads(path.join(from, entry.name), path.join(to, entry.name));
    else {
      fs.copyFileSync(path.join(from, entry.name), path.join(to, entry.name));
      fs.chmodSync(path.join(to, entry.name), 0o644);
    }
  }
}

function restoreSqlite(backupFile, target) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temp = `${target}.restoring-${process.pid}`;
  try {
    fs.copyFileSync(backupFile, temp);
    fs.chmodSync(temp, 0o600); // password and token hashes
    const fd = fs.openSync(temp, "r");
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    // A -wal or -shm file left from the old database would be replayed into the restored one.
    for (const stale of [`${target}-wal`, `${target}-shm`, `${target}-journal`]) fs.rmSync(stale, { force: true });
    fs.renameSync(temp, target);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function restorePostgres(dumpFile, pg) {
  // One transaction: a failure leaves the database as it was. --clean --if-exists drops what the dump
  // holds before creating it again; --no-owner so another database user may restore.
  const args = [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--single-transaction",
    "--exit-on-error",
    "--no-password",
    `--dbname=${pg.database}`,
    dumpFile,
  ];
  const result = spawnSync("pg_restore", args, { env: common.pgEnv(pg), encoding: "utf8" });
  if (result.error && result.error.code === "ENOENT")
    throw new Error("pg_restore not found: install PostgreSQL's client (apt-get install postgresql-client)");
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(
      `pg_restore into ${pg.database} at ${pg.host}:${pg.port} failed (the database is unchanged): ${result.stderr.trim()}`,
    );
}

async function main(args) {
  if (args.length !== 1) throw new Error("usage: node scripts/restore.js <backup folder>");
  const started = Date.now();
  const folder = path.resolve(args[0]);
  common.loadEnv();

  // Checks first; nothing is changed until all of them pass.
  let manifest;
  try {
    manifest = common.verifyBackup(folder);
  } catch (error) {
    throw new Error(`backup ${folder} refused: ${error.message}`);
  }
  const db = common.databaseSettings();
  if (manifest.database !== db.kind) {
    const hint =
      manifest.database === "sqlite" && db.kind === "postgres"
        ? "; to move SQLite data to PostgreSQL restore it with DATABASE_CLIENT=sqlite, then run `npm run migrate-to-postgres --prefix cms`"
        : "";
    throw new Error(
      `backup ${folder} holds a ${manifest.database} database but the CMS is configured for ${db.kind} (DATABASE_CLIENT)${hint}`,
    );
  }
  if (manifest.strapiVersion !== common.strapiVersion())
    console.warn(
      `warning: the backup was taken with Strapi ${manifest.strapiVersion}, this is ${common.strapiVersion()}; Strapi migrates the database on its next start`,
    );
  await refuseWhileRunning(db);

  // Uploads: prepared beside the live folder first, swapped in by renames at the end, so a failure
  // before the swap leaves the old uploads in place.
  const uploads = common.uploadsDir();
  fs.mkdirSync(path.dirname(uploads), { recursive: true });
  const incoming = `${uploads}.restoring-${process.pid}`;
  const outgoing = `${uploads}.replaced-${process.pid}`;
  try {
    copyUploads(path.join(folder, "uploads"), incoming);
    if (db.kind === "sqlite") restoreSqlite(path.join(folder, "data.db"), db.file);
    else restorePostgres(path.join(folder, "database.dump"), db.pg);
    if (fs.existsSync(uploads)) fs.renameSync(uploads, outgoing);
    try {
      fs.renameSync(incoming, uploads);
    } catch (error) {
      if (fs.existsSync(outgoing)) fs.renameSync(outgoing, uploads); // the old uploads back in place
      throw error;
    }
  } finally {
    fs.rmSync(incoming, { recursive: true, force: true });
  }
  fs.rmSync(outgoing, { recursive: true, force: true });
  const media = manifest.files.filter((file) => file.path.startsWith("uploads/")).length;
  console.log(`Restored ${folder} (${manifest.database}, taken ${manifest.createdAt})`);
  console.log(
    `  database: ${db.kind === "sqlite" ? db.file : `${db.pg.database} at ${db.pg.host}:${db.pg.port}`}; ${media} media files into ${uploads}; in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`Restore failed: ${error && error.message ? error.message : error}`);
    process.exit(1);
  });
}
