// Part of the build runner (publish.sh): records where publishing stands, in two places.
//   1. $DEPLOY_ROOT/status.json, for operators and scripts (merged, written by one rename).
//   2. The CMS's read-only "Publish status" entry, for editors (PUT /api/publish-status with
//      STATUS_API_TOKEN, a token that may only update that entry), when STATUS_API_URL and
//      STATUS_API_TOKEN are set. A CMS that does not answer never stops a deploy: it is logged.
// Usage: node publish-status.mjs key=value ... (value "+1" increments a number, "now" is the time).
// publish.sh runs it under a lock of its own, so concurrent calls never lose a field.
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = process.env.DEPLOY_ROOT ?? "/var/www/nusakode";
const file = join(root, "status.json");
let status = {};
try {
  status = JSON.parse(readFileSync(file, "utf8"));
} catch {
  // first run
}
// Fields that hold JSON (the build's .nginx/left-out.json), given as its text; anything unreadable is none.
const JSON_FIELDS = new Set(["leftOut"]);
const json = (raw) => {
  try {
    return JSON.parse(raw);
  } catch {
    return [];
  }
};
const changed = {};
for (const arg of process.argv.slice(2)) {
  const at = arg.indexOf("=");
  const key = arg.slice(0, at);
  const raw = arg.slice(at + 1);
  const value = JSON_FIELDS.has(key)
    ? json(raw || "[]")
    : raw === "now"
      ? new Date().toISOString()
      : raw === "+1"
        ? (Number(status[key]) || 0) + 1
        : raw;
  status[key] = changed[key] = value;
}
// A full disk (ENOSPC) or a read-only one must not stop the CMS's update below: editors would read
// "building" for good. The entry's reason then also says why the server's own record is stale.
let unwritten;
try {
  writeFileSync(`${file}.tmp`, `${JSON.stringify(status, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
} catch (error) {
  rmSync(`${file}.tmp`, { force: true });
  unwritten = error.code === "ENOSPC" ? "the server's disk is full" : error.message;
  console.error(`publish status: status.json not written: ${error.message}`);
}

const url = process.env.STATUS_API_URL;
const token = process.env.STATUS_API_TOKEN;
// The entry shows the whole state each time (a missed update is repaired by the next).
const FIELDS = [
  "state",
  "lastResult",
  "lastReason",
  "lastBuildAt",
  "lastSuccessAt",
  "liveRelease",
  "untranslated",
  "leftOut",
];
if (url && token) {
  // Without a status.json of this call's, the file read above may be stale: then only what this call
  // changed (Strapi updates the fields it is given and keeps the others).
  const source = unwritten ? changed : status;
  const data = Object.fromEntries(FIELDS.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
  if (unwritten && data.lastReason) data.lastReason += ` (status.json not written: ${unwritten})`;
  try {
    const response = await fetch(`${url.replace(/\/$/, "")}/api/publish-status`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(10000),
    });
    if (!response.ok)
      console.error(
        `publish status: the CMS answered HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
  } catch (error) {
    console.error(`publish status: the CMS did not answer: ${error.message}`);
  }
}
