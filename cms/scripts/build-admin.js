#!/usr/bin/env node
"use strict";
// Builds Strapi's admin panel into cms/build/ (what /admin serves).
//
//   node scripts/build-admin.js                     always builds
//   node scripts/build-admin.js --if-stale          builds only when cms/build is missing or stale
//   node scripts/build-admin.js --if-stale --if-served
//                                                   ... and only when the admin is served (SERVE_ADMIN_PANEL)
//
// Why not `strapi build`: Strapi's CLI looks for a tsconfig.json with ts.findConfigFile, which walks up
// to the site's ../tsconfig.json, takes cms/ for a TypeScript project with no inputs and exits 1 without
// a message (strapi/strapi#19395); a cms/tsconfig.json would in turn break `strapi start`. So this calls
// the same node build the CLI calls, without a tsconfig.
//
// Stale means: an input changed after the last successful build. Inputs: cms/src/admin/, cms/config/,
// the labels beside the schemas and what reads them (cms/src/api/, cms/src/components/, editor-*.js:
// the admin's Indonesian comes from them), cms/package-lock.json (Strapi's version and plugins), this
// script, and NODE_ENV and the STRAPI_ADMIN_*
// variables (environment or cms/.env), which the bundle bakes in. Strapi empties cms/build/ when a build
// starts and this script writes the stamp last, so a failed build always counts as missing.
const fs = require("node:fs");
const path = require("node:path");

const CMS_DIR = path.resolve(__dirname, "..");
const BUILD_DIR = path.join(CMS_DIR, "build");
const STAMP = path.join(BUILD_DIR, ".build-admin.json");
const INPUTS = [
  "src/admin",
  "src/api",
  "src/components",
  "src/editor-labels.js",
  "src/editor-labels-id.js",
  "src/editor-help-texts.js",
  "src/editor-views.js",
  "config",
  "package-lock.json",
  "scripts/build-admin.js",
];

const strapiRoot = () => path.dirname(require.resolve("@strapi/strapi/package.json", { paths: [CMS_DIR] }));
const strapiDist = (file) => require(path.join(strapiRoot(), "dist", "src", file));

/** cms/.env parsed as Strapi parses it (its own dotenv); empty when there is none. */
function envFile() {
  const file = path.join(CMS_DIR, ".env");
  if (!fs.existsSync(file)) return {};
  return require(require.resolve("dotenv", { paths: [strapiRoot()] })).parse(fs.readFileSync(file));
}

/**
 * What the bundle bakes in from the environment: NODE_ENV (React's production or development build)
 * and the STRAPI_ADMIN_* variables, as Strapi's build sees them (the environment first, then cms/.env).
 */
function adminEnv() {
  const all = { ...envFile(), ...process.env };
  const keys = Object.keys(all)
    .filter((key) => key.toUpperCase().startsWith("STRAPI_ADMIN_"))
    .sort();
  return { NODE_ENV: buildNodeEnv(), ...Object.fromEntries(keys.map((key) => [key, all[key]])) };
}

// Strapi's core sets NODE_ENV=development when it is unset, and Vite then bakes React's development
// build into the bundle (slower, warnings in the console, the development-only guided tour). Strapi's
// documentation builds with NODE_ENV=production; so does this, unless NODE_ENV says otherwise.
const buildNodeEnv = () => process.env.NODE_ENV || "production";

/** Newest modification time under a file or folder (0 when it does not exist). */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return { mtime: 0, file: target };
  }
  if (!stat.isDirectory()) return { mtime: stat.mtimeMs, file: target };
  let newest = { mtime: stat.mtimeMs, file: target }; // a deleted file shows as a newer folder
  for (const entry of fs.readdirSync(target)) {
    const found = newestMtime(path.join(target, entry));
    if (found.mtime > newest.mtime) newest = found;
  }
  return newest;
}

/** Why the admin needs building, or null when cms/build is up to date. */
function staleReason() {
  if (!fs.existsSync(path.join(BUILD_DIR, "index.html")) || !fs.existsSync(STAMP)) return "no admin build yet";
  const stamp = JSON.parse(fs.readFileSync(STAMP, "utf8"));
  const builtAt = fs.statSync(STAMP).mtimeMs;
  for (const input of INPUTS) {
    const { mtime, file } = newestMtime(path.join(CMS_DIR, input));
    if (mtime > builtAt) return `${path.relative(CMS_DIR, file)} changed since the last admin build`;
  }
  if (JSON.stringify(stamp.env) !== JSON.stringify(adminEnv()))
    return "NODE_ENV or the STRAPI_ADMIN_* variables changed since the last admin build";
  return null;
}

/** Whether Strapi will serve the admin: config/admin.js reads SERVE_ADMIN_PANEL with env.bool, default true. */
function adminServed() {
  const value = process.env.SERVE_ADMIN_PANEL ?? envFile().SERVE_ADMIN_PANEL;
  return value === undefined || value === "true";
}

async function buildAdmin() {
  process.env.STRAPI_TELEMETRY_DISABLED ??= "true";
  process.env.NODE_ENV = buildNodeEnv();
  process.chdir(CMS_DIR); // Strapi reads config/ from the working directory
  const { createLogger } = strapiDist("cli/utils/logger.js");
  const { build } = strapiDist("node/build.js");
  const env = adminEnv(); // before the build loads cms/.env into process.env
  const started = Date.now();
  await build({
    cwd: CMS_DIR,
    logger: createLogger({ debug: false, silent: false, timestamp: false }),
    tsconfig: undefined,
    bundler: "vite",
    minify: true,
    sourcemap: false,
    stats: false,
  });
  // Strapi's build returns without building when admin dependencies are missing (it logs which).
  if (!fs.existsSync(path.join(BUILD_DIR, "index.html")))
    throw new Error("Strapi's build finished without writing cms/build/index.html (see its messages above)");
  fs.writeFileSync(STAMP, `${JSON.stringify({ builtAt: new Date().toISOString(), env }, null, 2)}\n`);
  console.log(`Admin panel built into cms/build in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main(args) {
  if (args.includes("--if-served") && !adminServed()) {
    console.log("Admin panel not served (SERVE_ADMIN_PANEL is not true): no admin build needed");
    return;
  }
  if (args.includes("--if-stale")) {
    const reason = staleReason();
    if (!reason) {
      console.log("Admin panel build (cms/build) is up to date");
      return;
    }
    console.log(`Building the admin panel: ${reason} (about a minute, up to 2 GB of memory)...`);
  }
  await buildAdmin();
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    // Strapi's build leaves handles open (its Strapi instance, file watchers): end when it is done.
    () => process.exit(0),
    (error) => {
      console.error(`Admin panel build failed: ${error && error.stack ? error.stack : error}`);
      process.exit(1);
    },
  );
}

module.exports = { staleReason, adminServed, buildAdmin };
