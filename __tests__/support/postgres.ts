// A throwaway PostgreSQL 15 cluster on loopback (Debian's postgresql package, which scripts/test.sh
// installs): its own data folder and unix socket in a temporary folder, 127.0.0.1 only, a free port.
// Starting one costs a few seconds, so a test file starts one and makes a database per use in it.
// The server refuses to run as root, so as root it runs as the `postgres` system user.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server";

const BIN = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";

/** What the CMS needs to use a database (startCms's `database`). */
export interface PostgresDatabase {
  client: "postgres";
  host: string;
  port: number;
  name: string;
  user: string;
  password: string;
}

export interface PostgresCluster {
  port: number;
  /** A new database owned by a new role of the same name, which logs in over TCP with a password. */
  createDatabase: (name: string) => Promise<PostgresDatabase>;
  /** Runs SQL in a database as the superuser (over the unix socket); psql's unaligned output. */
  psql: (database: string, sql: string) => Promise<string>;
  log: () => string;
  /** Stops the server and removes its folder. */
  stop: () => Promise<void>;
}

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;
const SUPERUSER = asRoot ? "postgres" : userInfo().username;

/** A PostgreSQL program, as the postgres user when we are root. */
const pg = (program: string, args: string[], cwd: string) =>
  asRoot
    ? run("runuser", ["-u", "postgres", "--", join(BIN, program), ...args], { cwd })
    : run(join(BIN, program), args, { cwd });

const NAME = /^[a-z_][a-z0-9_]*$/;

export async function startPostgres(): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), "nusakode-pg-"));
  if (asRoot)
    chownSync(
      dir,
      Number((await run("id", ["-u", "postgres"])).stdout),
      Number((await run("id", ["-g", "postgres"])).stdout),
    );
  const data = join(dir, "data");
  const logFile = join(dir, "server.log");
  const port = await freePort();
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    // Local (socket) connections trust the superuser, who makes the roles; TCP needs a role's password.
    await pg(
      "initdb",
      [
        "-D",
        data,
        "-U",
        SUPERUSER,
        "--auth-local=trust",
        "--auth-host=scram-sha-256",
        "-E",
        "UTF8",
        "--locale=C.UTF-8",
      ],
      dir,
    );
    // Durability is worth nothing for a throwaway cluster: no fsync makes Strapi's many small writes faster.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await pg("pg_ctl", ["-D", data, "-l", logFile, "-o", options, "-w", "-t", "60", "start"], dir);
  } catch (error) {
    remove();
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}`);
  }
  const psql = async (database: string, sql: string) =>
    (
      await pg(
        "psql",
        [
          "-X",
          "-q",
          "-A",
          "-t",
          "-v",
          "ON_ERROR_STOP=1",
          "-h",
          dir,
          "-p",
          String(port),
          "-U",
          SUPERUSER,
          "-d",
          database,
          "-c",
          sql,
        ],
        dir,
      )
    ).stdout;
  let stopped = false;
  return {
    port,
    psql,
    async createDatabase(name) {
      if (!NAME.test(name)) throw new Error(`not a plain database name: ${name}`);
      const password = randomBytes(18).toString("hex");
      await psql("postgres", `CREATE ROLE ${name} LOGIN PASSWORD '${password}'`);
      await psql("postgres", `CREATE DATABASE ${name} OWNER ${name}`);
      return { client: "postgres", host: "127.0.0.1", port, name, user: name, password };
    },
    log: () => {
      try {
        return readFileSync(logFile, "utf8");
      } catch {
        return "";
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      // immediate: nothing in it is worth a clean shutdown
      await pg("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"], dir).catch(() => undefined);
      remove();
    },
  };
}

// The settings as the CMS reads them (cms/config/database.js), for a script run by a test.
export const databaseEnv = (database: PostgresDatabase): Record<string, string> => ({
  DATABASE_CLIENT: "postgres",
  DATABASE_HOST: database.host,
  DATABASE_PORT: String(database.port),
  DATABASE_NAME: database.name,
  DATABASE_USERNAME: database.user,
  DATABASE_PASSWORD: database.password,
  DATABASE_SSL: "false",
});
