// Runs Mozilla's MDN HTTP Observatory scanner (@mdn/mdn-http-observatory) against nginx on loopback and
// prints its result ({ scan, tests }, the shape of the scanner's CLI) as JSON on stdout.
// node observatory-scan.mjs
// '{"hostname":"nusakode.id","httpPort":18080,"httpsPort":18443,"loopbackNames":["nusakode.id","www.nusakode.id"]}'
// Run as a child process, with NODE_EXTRA_CA_CERTS naming the test CA (Node reads it at start-up only;
// the scanner verifies certificates, and an unverified chain fails its HSTS and redirection tests).
// Three adaptations, none of which changes a rule or a score:
//  - Names: the scanner resolves the names it meets (the hostname, then each redirect's); here the
//    names in loopbackNames resolve to 127.0.0.1 and every other name fails, so no request can leave
//    the machine by name (an IP address in a Location header would skip this; deploy/ has none).
//  - Ports: scan() (src/scanner/index.js) calls retrieve(hostname) without options, so it can only
//    reach ports 80 and 443. retrieve() itself takes { httpPort, httpsPort }: this script calls it
//    with the loopback ports and then does what scan() does (same tests, same grading code).
//  - HSTS preload list: the package reads conf/hsts-preload.json, which only its postinstall script
//    downloads (Chromium's list, from GitHub: not reachable here; package.json's allowScripts denies
//    that script). Without the file the scanner throws ENOENT. The list is taken as empty here, always,
//    so that the result is the same on every machine: no host counts as preloaded (were nusakode.id on
//    Chromium's list, a machine with the real file would report hsts-preloaded and
//    redirection-all-redirects-preloaded instead).
import dns from "node:dns";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const { hostname, httpPort, httpsPort, loopbackNames: names = [hostname] } = JSON.parse(process.argv[2] ?? "{}");
if (!hostname || !httpPort || !httpsPort)
  throw new Error('usage: observatory-scan.mjs \'{"hostname":…,"httpPort":…,"httpsPort":…,"loopbackNames":[…]}\'');
const loopbackNames = new Set(names);

dns.lookup = function (name, options, callback) {
  if (typeof options === "function") [callback, options] = [options, {}];
  if (typeof options === "number") options = { family: options };
  if (!loopbackNames.has(name)) {
    const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${name} (this scan reaches loopback names only)`), {
      code: "ENOTFOUND",
      hostname: name,
    });
    return process.nextTick(callback, error);
  }
  if (options?.all) return process.nextTick(callback, null, [{ address: "127.0.0.1", family: 4 }]);
  return process.nextTick(callback, null, "127.0.0.1", 4);
};

const packageDir = path.dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
const preloadFile = path.join(packageDir, "conf", "hsts-preload.json");
const readFileSync = fs.readFileSync;
fs.readFileSync = function (file, ...rest) {
  return typeof file === "string" && path.resolve(file) === preloadFile ? "{}" : readFileSync.call(this, file, ...rest);
};

const { retrieve } = await import("@mdn/mdn-http-observatory/src/retriever/retriever.js");
const { ALL_TESTS, ALGORITHM_VERSION, NUM_TESTS } = await import("@mdn/mdn-http-observatory/src/constants.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import("@mdn/mdn-http-observatory/src/grader/charts.js");
const { getGradeForScore, getScoreModifier } = await import("@mdn/mdn-http-observatory/src/grader/grader.js");

// From here on, scan() of src/scanner/index.js (1.4.8), with the ports passed to retrieve().
const r = await retrieve(hostname, { httpPort, httpsPort });
if (!r.responses.auto) throw new Error("The site seems to be down.");
const { status } = r.responses.auto;
if (status < 200 || (status >= 400 && ![401, 403].includes(status)))
  throw new Error(`Site did respond with an unexpected HTTP status code ${status}.`);

const results = ALL_TESTS.map((test) => test(r));
let testsPassed = 0;
let scoreWithExtraCredit = 100;
let uncurvedScore = 100;
for (const result of results) {
  if (!result.result) continue;
  result.scoreModifier = getScoreModifier(result.result);
  testsPassed += result.pass ? 1 : 0;
  scoreWithExtraCredit += result.scoreModifier;
  if (result.scoreModifier < 0) uncurvedScore += result.scoreModifier;
}
const final = getGradeForScore(uncurvedScore >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? scoreWithExtraCredit : uncurvedScore);
const tests = Object.fromEntries(results.map((result) => [result.constructor.name, result]));
process.stdout.write(
  JSON.stringify({
    scan: {
      algorithmVersion: ALGORITHM_VERSION,
      grade: final.grade,
      score: final.score,
      statusCode: status,
      testsFailed: NUM_TESTS - testsPassed,
      testsPassed,
      testsQuantity: NUM_TESTS,
      responseHeaders: { ...r.responses.auto.headers },
      // What the scanner fetched, to show in a failure: the http chain and whether TLS was verified.
      route: r.responses.httpRedirects.map((entry) => `${entry.status} ${entry.url.href}`),
      verified: r.responses.auto.verified,
    },
    tests,
  }),
);
