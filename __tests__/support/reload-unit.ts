// deploy/nusakode-nginx-reload.path and .service as systemd runs them, for tests without systemd: the
// files the .path unit's PathChanged= lines name are watched, and on a change the .service's ExecStart
// runs with its Environment=, as root does on the server. Only the paths differ, each substitution
// checked to apply (nginx's test folder, the test's deploy roots, the repository's copy of the script).
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { NGINX } from "./nginx";
import { replaceEvery } from "./nginx-tls";

const root = join(__dirname, "..", "..");
const unit = (name: string) => readFileSync(join(root, "deploy", name), "utf8").replace(/^[ \t]*#.*\n/gm, "");

/** Where the test keeps what production keeps under /var/www, /etc/nginx and /run. */
export interface ReloadUnitPaths {
  liveRoot: string;
  /** A folder that need not exist (the path unit watches the preview's file on every server). */
  previewRoot: string;
  /** nginx's test folder: nginx.conf and the generated/ folder in it. */
  nginxDir: string;
  /** Where root answers (RESULTS): give it to the runner as NGINX_RELOAD_RESULTS. */
  results: string;
}

export interface ReloadUnit {
  /** Every run's output, for failure messages. */
  log: () => string;
  runs: () => number;
  stop: () => Promise<void>;
}

/** The unit's lines with production's paths mapped to the test's (throws when one no longer applies). */
export function reloadUnitCommand(paths: ReloadUnitPaths) {
  const map = (text: string, what: string) => {
    let mapped = text;
    const sub = (from: string, to: string, name: string) =>
      (mapped = mapped.includes(from) ? mapped.split(from).join(to) : replaceEvery(mapped, from, to, name, what));
    if (what.endsWith(".path")) {
      sub("/var/www/nusakode-preview/", `${paths.previewRoot}/`, "the preview's trigger file");
      sub("/var/www/nusakode/", `${paths.liveRoot}/`, "the live site's trigger file");
    } else {
      sub("/usr/local/bin/node ", `${process.execPath} `, "node");
      sub(
        "/usr/local/lib/nusakode/nginx-install-config.mjs",
        join(root, "deploy", "nginx-install-config.mjs"),
        "the installed script",
      );
      sub("PREVIEW_ROOT=/var/www/nusakode-preview", `PREVIEW_ROOT=${paths.previewRoot}`, "the preview's root");
      sub("LIVE_ROOT=/var/www/nusakode", `LIVE_ROOT=${paths.liveRoot}`, "the live site's root");
      sub(
        "GENERATED=/etc/nginx/nusakode/generated",
        `GENERATED=${join(paths.nginxDir, "generated")}`,
        "the generated folder",
      );
      sub("RESULTS=/run/nusakode-nginx-reload", `RESULTS=${paths.results}`, "the results folder");
      sub("NGINX_BIN=/usr/sbin/nginx", `NGINX_BIN=${NGINX}`, "nginx");
      sub(
        "NGINX_OPTIONS=-c /etc/nginx/nginx.conf",
        `NGINX_OPTIONS=-p ${paths.nginxDir}/ -c ${join(paths.nginxDir, "nginx.conf")}`,
        "nginx's options",
      );
    }
    return mapped;
  };
  const path = map(unit("nusakode-nginx-reload.path"), "deploy/nusakode-nginx-reload.path");
  const service = map(unit("nusakode-nginx-reload.service"), "deploy/nusakode-nginx-reload.service");
  const watched = [...path.matchAll(/^PathChanged=(.+)$/gm)].map((m) => m[1].trim());
  const env: Record<string, string> = {};
  // systemd's Environment=: space-separated assignments, each may be double-quoted.
  for (const [, line] of service.matchAll(/^Environment=(.+)$/gm))
    for (const [, quoted, plain] of line.matchAll(/"([^"]*)"|(\S+)/g)) {
      const assignment = quoted ?? plain;
      env[assignment.slice(0, assignment.indexOf("="))] = assignment.slice(assignment.indexOf("=") + 1);
    }
  const execStart = [...service.matchAll(/^ExecStart=(.+)$/gm)].map((m) => m[1].trim().split(/\s+/));
  const leftovers = [...watched, ...Object.values(env), ...execStart.flat()]
    .join(" ")
    .match(/(^|\s|=)\/(etc|var|run|usr\/local)\/\S*/g);
  if (leftovers) throw new Error(`the reload units name paths the test does not map: ${leftovers.join(", ")}`);
  return { watched, env, execStart };
}

/** Watches the trigger files (every 100 ms) and runs the service's commands on a change, one run at a time. */
export function startReloadUnit(paths: ReloadUnitPaths): ReloadUnit {
  mkdirSync(paths.results, { recursive: true });
  const { watched, env, execStart } = reloadUnitCommand(paths);
  const stamp = (file: string) => {
    try {
      const s = statSync(file);
      return `${s.ino}:${s.mtimeMs}:${s.ctimeMs}:${s.size}`;
    } catch {
      return "";
    }
  };
  const seen = new Map(watched.map((file) => [file, stamp(file)]));
  let output = "";
  let runs = 0;
  let running: Promise<void> | undefined;
  let stopped = false;
  const runOnce = async () => {
    runs++;
    for (const [command, ...args] of execStart) {
      const code = await new Promise<number | null>((resolve) => {
        const child = spawn(command, args, {
          env: { PATH: process.env.PATH, ...env },
          stdio: ["ignore", "pipe", "pipe"],
        });
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.once("error", (error) => ((output += `${String(error)}\n`), resolve(null)));
        child.once("close", resolve);
      });
      if (code !== 0) break; // as systemd: the next ExecStart runs only after one that succeeded
    }
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    const changed = watched.filter((file) => stamp(file) !== seen.get(file));
    if (!changed.length) return;
    for (const file of changed) seen.set(file, stamp(file));
    running = runOnce().finally(() => (running = undefined));
  }, 100);
  return {
    log: () => output,
    runs: () => runs,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
