#!/usr/bin/env node
// Root's side of a deploy's nginx reload, run by nusakode-nginx-reload.service when the runner
// (publish.sh, as user nusakode) writes a request into <deploy root>/.nginx-reload. nginx never
// includes a file the build user can write: this checks the files the build emits for nginx
// (current/.nginx/csp.conf, redirects.conf, the preview's preview-secret.conf) against the exact lines
// the build writes (src/gatsby/after-build/nginx-headers.ts, src/gatsby/after-build/nginx-redirects.ts,
// src/gatsby/post-build.ts,
// publish.sh's write_preview_secret), copies them into a root-owned folder nginx includes
// (GENERATED/live, GENERATED/preview), runs `nginx -t` and reloads. Anything else is refused and the
// previous files stay. The answer goes to RESULTS/<target>.result (root-owned, readable by the
// runner): the request's id, "ok" or "failed", and why (nginx's own message when `nginx -t` failed).
//
// Environment (the unit's; the deploy tests substitute their own paths):
//   LIVE_ROOT, PREVIEW_ROOT  the runner's deploy roots (/var/www/nusakode, /var/www/nusakode-preview)
//   GENERATED                /etc/nginx/nusakode/generated    RESULTS  /run/nusakode-nginx-reload
//   NGINX_BIN                /usr/sbin/nginx                  NGINX_OPTIONS  e.g. "-c /etc/nginx/nginx.conf"
//   (not NGINX: nginx itself reads that variable as sockets to inherit)
// `nginx-install-config.mjs --check live|preview <folder>` checks a folder's files only (tests, operators).
// Installed root-owned (deploy/README.md): root never runs code from the build user's checkout.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";

const MAX_BYTES = 1 << 20;

// --- The grammar: what the build writes, re-rendered from what was parsed and compared byte for byte. ---

const SLUG = /^[A-Za-z0-9._~-]+$/; // src/rules/slug.js
const isPagePath = (path) =>
  path.startsWith("/") &&
  path
    .split("/")
    .slice(1, path.endsWith("/") ? -1 : undefined)
    .every((part) => SLUG.test(part));

// src/gatsby/after-build/csp.ts: these directives in this order, each source one of these shapes.
const DIRECTIVES = [
  "default-src",
  "script-src",
  "style-src",
  "img-src",
  "font-src",
  "connect-src",
  "frame-src",
  "object-src",
  "base-uri",
  "form-action",
  "frame-ancestors",
];
const HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;
const SOURCE =
  /^(?:'self'|'none'|'unsafe-inline'|'wasm-unsafe-eval'|'sha256-[A-Za-z0-9+/]{43}='|data:|https?:\/\/[a-z0-9.-]+(?::[0-9]{1,5})?(?:\/[A-Za-z0-9._~/-]*)?)$/;

function checkPolicy(policy) {
  const directives = policy.split("; ");
  if (directives.length !== DIRECTIVES.length)
    return `the policy has ${directives.length} directives, not the build's ${DIRECTIVES.length}`;
  for (const [i, directive] of directives.entries()) {
    const [name, ...sources] = directive.split(" ");
    if (name !== DIRECTIVES[i]) return `directive ${i + 1} is "${name.slice(0, 40)}", not ${DIRECTIVES[i]}`;
    const odd = sources.find((source) => !SOURCE.test(source));
    if (!sources.length || odd !== undefined)
      return `${name} has a source the build never writes: "${String(odd).slice(0, 60)}"`;
  }
  return "";
}

// src/gatsby/after-build/nginx-headers.ts's setInPieces.
function setInPieces(variable, value, most = 2000) {
  const pieces = [];
  let rest = value;
  while (rest.length > most) {
    const cut = rest.lastIndexOf(" ", most);
    const at = cut > 0 ? cut : most;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  pieces.push(rest);
  return pieces.map((piece, i) => `set $${variable} "${i === 0 ? "" : `\${${variable}}`}${piece}";`);
}

function checkCsp(text, preview) {
  const lines = text.split("\n");
  const pieces = [];
  for (const line of lines.slice(1)) {
    const piece = /^set \$content_security_policy "(?:\$\{content_security_policy\})?([^"$\\{}#\n]*)";$/.exec(line);
    if (!piece) break;
    pieces.push(piece[1]);
  }
  if (!pieces.length) return "no `set $content_security_policy` line after the build's comment";
  const policy = pieces.join("");
  const wrong = checkPolicy(policy);
  if (wrong) return wrong;
  const hashes = policy.split(" ").filter((source) => HASH.test(source)).length;
  const expected = [
    `# Written by the build (gatsby-node onPostBuild): ${hashes} inline script hashes${preview ? "; a preview of drafts" : ""}.`,
    ...setInPieces("content_security_policy", policy),
    `set $frame_options "${preview ? "" : "DENY"}";`,
    `set $robots_tag "${preview ? "noindex, nofollow" : ""}";`,
    "",
  ].join("\n");
  return expected === text ? "" : firstDifference(text, expected);
}

function checkRedirects(text) {
  const header = "# Written by the build (gatsby-node onPostBuild): old page addresses (previousSlugs).";
  const lines = text.split("\n").slice(1, -1);
  const rendered = [];
  for (let i = 0; i < lines.length; i += 2) {
    const bare = /^location = (\S+) \{ return 301 (\S+); \}$/.exec(lines[i]);
    if (!bare || bare[1].endsWith("/") || !isPagePath(bare[1]) || !isPagePath(bare[2])) break;
    rendered.push(lines[i], `location = ${bare[1]}/ { return 301 ${bare[2]}; }`);
  }
  const expected = `${header}\n${rendered.join("\n")}\n`;
  return expected === text ? "" : firstDifference(text, expected);
}

function checkPreviewSecret(text) {
  const secret = /^set \$preview_secret "([A-Za-z0-9]{32,512})";$/m.exec(text)?.[1] ?? "";
  // The editors' cookie value is sha256(secret + ":cookie"), as publish.sh derives it: recomputed here.
  const cookie = createHash("sha256").update(`${secret}:cookie`).digest("hex");
  const expected = `# Written by deploy/publish.sh from PREVIEW_SECRET: checked by deploy/preview-access.conf.\nset $preview_secret "${secret}";\nset $preview_cookie_value "${cookie}";\n`;
  // (never quotes the file: it holds the secret)
  return secret && expected === text ? "" : "not the three lines publish.sh writes";
}

/** "line 3 is not a line the build writes: access_log /tmp/x;" (the line shortened, control characters shown as ?). */
function firstDifference(text, expected) {
  const [got, want] = [text.split("\n"), expected.split("\n")];
  const at = got.findIndex((line, i) => line !== want[i]);
  const n = at === -1 ? got.length : at;
  if (n >= got.length || (got[n] === "" && n === got.length - 1))
    return `it ends at line ${n + 1}, where the build writes more`;
  return `line ${n + 1} is not a line the build writes: ${got[n].replace(/[^\x20-\x7e]/g, "?").slice(0, 120)}`;
}

const FILES = {
  "csp.conf": (text, target) => checkCsp(text, target === "preview"),
  "redirects.conf": (text) => checkRedirects(text),
  "preview-secret.conf": (text) => checkPreviewSecret(text),
};
const filesOf = (target) =>
  target === "preview" ? ["csp.conf", "redirects.conf", "preview-secret.conf"] : ["csp.conf", "redirects.conf"];

/**
 * Reads and checks a target's files in `folder`. Only regular files owned by `owner` (the deploy
 * root's owner: root reads nothing the build user could not read itself), without following a link
 * in their own name, at most 1 MB. Returns { files } or { problem }.
 */
function readChecked(target, folder, owner) {
  const files = {};
  for (const name of filesOf(target)) {
    let fd;
    try {
      fd = openSync(join(folder, name), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    } catch (error) {
      return { problem: `${name}: ${error.code === "ENOENT" ? "missing" : `cannot be opened (${error.code})`}` };
    }
    try {
      const stat = fstatSync(fd);
      if (!stat.isFile() || (owner !== undefined && stat.uid !== owner) || stat.size > MAX_BYTES) {
        return { problem: `${name}: not a regular file of the build user of at most 1 MB` };
      }
      const buffer = Buffer.alloc(stat.size);
      const read = readSync(fd, buffer, 0, stat.size, 0);
      const text = buffer.subarray(0, read).toString("latin1");
      const wrong = FILES[name](text, target);
      if (wrong) return { problem: `${name}: ${wrong}` };
      files[name] = text;
    } finally {
      closeSync(fd);
    }
  }
  return { files };
}

// --- Installing, testing, reloading. ---

const env = process.env;
const nginxArgs = (...args) => [...(env.NGINX_OPTIONS ?? "").split(" ").filter(Boolean), ...args];
const nginx = (...args) => {
  const run = spawnSync(env.NGINX_BIN ?? "/usr/sbin/nginx", nginxArgs(...args), { encoding: "utf8", timeout: 60000 });
  return {
    ok: run.status === 0,
    message: `${run.stderr ?? ""}${run.error ? String(run.error) : ""}`.trim().split("\n").join(" ").slice(0, 1500),
  };
};

/** GENERATED/<target> is a link to a folder of files; switched with one rename, and back. */
function swapIn(target, files) {
  const generated = env.GENERATED ?? "/etc/nginx/nusakode/generated";
  mkdirSync(generated, { recursive: true, mode: 0o755 });
  const link = join(generated, target);
  const before = existsSync(link) ? readlinkSync(link) : undefined;
  const folder = `.${target}-${Date.now()}-${process.pid}`;
  mkdirSync(join(generated, folder), { mode: 0o755 });
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(generated, folder, name), text, {
      encoding: "latin1",
      mode: name === "preview-secret.conf" ? 0o600 : 0o644,
    });
  }
  const point = (to) => {
    rmSync(`${link}.tmp`, { force: true });
    symlinkSync(to, `${link}.tmp`);
    renameSync(`${link}.tmp`, link);
  };
  point(folder);
  return {
    keep: () => before && before !== folder && rmSync(join(generated, before), { recursive: true, force: true }),
    undo: () => {
      if (before) point(before);
      else rmSync(link, { force: true });
      rmSync(join(generated, folder), { recursive: true, force: true });
    },
  };
}

function answer(target, id, ok, message) {
  const results = env.RESULTS ?? "/run/nusakode-nginx-reload";
  mkdirSync(results, { recursive: true, mode: 0o755 });
  const file = join(results, `${target}.result`);
  writeFileSync(`${file}.tmp`, `${id}\n${ok ? "ok" : "failed"}\n${message.replace(/\n/g, " ")}\n`, { mode: 0o644 });
  renameSync(`${file}.tmp`, file);
  console.log(`${target} ${id}: ${ok ? "ok" : "failed"}: ${message}`);
}

const lastAnswered = (target) => {
  try {
    return readFileSync(join(env.RESULTS ?? "/run/nusakode-nginx-reload", `${target}.result`), "utf8").split("\n")[0];
  } catch {
    return undefined;
  }
};

/** One request of one target, if there is a new one. Returns whether there was. */
function handle(target, root) {
  let owner, id;
  try {
    owner = statSync(root).uid;
  } catch {
    return false; // no such target on this server
  }
  try {
    const fd = openSync(join(root, ".nginx-reload"), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    try {
      const stat = fstatSync(fd);
      const buffer = Buffer.alloc(200);
      const read = stat.isFile() && stat.uid === owner ? readSync(fd, buffer, 0, 200, 0) : 0;
      id = buffer.subarray(0, read).toString("latin1").trim();
    } finally {
      closeSync(fd);
    }
  } catch {
    return false; // no request yet
  }
  if (!/^[A-Za-z0-9._:-]{1,100}$/.test(id)) id = "invalid-request";
  if (lastAnswered(target) === id) return false;
  if (id === "invalid-request")
    return (answer(target, id, false, ".nginx-reload holds no request id publish.sh writes"), true);
  const { files, problem } = readChecked(target, join(root, "current", ".nginx"), owner);
  if (problem) return (answer(target, id, false, `refused: ${problem}`), true);
  const swap = swapIn(target, files);
  const test = nginx("-t", "-q");
  if (!test.ok) return (swap.undo(), answer(target, id, false, `nginx -t failed: ${test.message}`), true);
  const reload = nginx("-s", "reload");
  if (!reload.ok) return (swap.undo(), answer(target, id, false, `nginx -s reload failed: ${reload.message}`), true);
  swap.keep();
  answer(target, id, true, "nginx reloaded");
  return true;
}

if (process.argv[2] === "--check") {
  const [target, folder] = process.argv.slice(3);
  const { problem } = readChecked(target === "preview" ? "preview" : "live", folder, undefined);
  console.log(problem ? `refused: ${problem}` : "ok");
  process.exit(problem ? 1 : 0);
}

const targets = [
  ["live", env.LIVE_ROOT ?? "/var/www/nusakode"],
  ["preview", env.PREVIEW_ROOT ?? "/var/www/nusakode-preview"],
];
// A request written while this runs triggers no second run: look again until there is none.
for (let round = 0; round < 10; round++) {
  let any = false;
  for (const [target, root] of targets) if (handle(target, root)) any = true;
  if (!any) break;
}
