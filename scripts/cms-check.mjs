// Asks the CMS whether a build can use it: reachable, token accepted, content types present.
// Run by gatsby-config (synchronously, before any plugin starts); prints one line on failure.
// Usage: STRAPI_TOKEN=... node scripts/cms-check.mjs <api url> <content type uid>...
const [apiUrl, ...uids] = process.argv.slice(2);
const url = new URL("/api/content-type-builder/content-types", apiUrl);
const timeoutSeconds = Number(process.env.CMS_CHECK_TIMEOUT ?? 10);

function fail(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}

let response;
try {
  response = await fetch(url, {
    headers: process.env.STRAPI_TOKEN ? { authorization: `Bearer ${process.env.STRAPI_TOKEN}` } : {},
    signal: AbortSignal.timeout(timeoutSeconds * 1000),
  });
} catch (error) {
  const cause = error.cause?.code ?? error.name;
  fail(cause === "TimeoutError" ? `no answer within ${timeoutSeconds} s` : `no connection (${cause})`);
}
if (response.status === 401 || response.status === 403) {
  fail(
    `STRAPI_TOKEN refused (HTTP ${response.status}); the build needs the "Site build" token of the CMS (BUILD_API_TOKEN in cms/.env)`,
  );
}
if (!response.ok) fail(`HTTP ${response.status} from ${url.pathname}`);
const body = await response.json().catch(() => fail(`no JSON from ${url.pathname}`));
const known = new Set((body.data ?? []).map((type) => type.uid));
const missing = uids.filter((uid) => !known.has(uid));
if (missing.length > 0) fail(`content type ${missing.join(", ")} missing (is it the Nusakode CMS of cms/?)`);
