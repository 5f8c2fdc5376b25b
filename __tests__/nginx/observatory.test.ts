// The grade Mozilla's HTTP Observatory gives the site, from its own scanner (@mdn/mdn-http-observatory)
// run against nginx with deploy/nginx.conf on loopback: http on one port redirecting to https on
// another, a test CA's certificate for nusakode.id and www.nusakode.id, and production's CSP.
// The scanner makes every request itself: the http -> https chain, the page, /robots.txt (cookies)
// and a CORS preflight; nothing leaves the machine (support/observatory-scan.mjs).
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { builtPolicy as readBuiltPolicy } from "../support/site-files";
import {
  SITE_HOST,
  startProductionNginx,
  stopProductionNginx,
  type ProductionNginx,
} from "../support/nginx-production";
import { DEFAULT_EMAIL_ORIGIN } from "../../src/lib/contact-config";

interface ScanResult {
  scan: {
    grade: string;
    score: number;
    statusCode: number;
    testsFailed: number;
    route: string[];
    verified: boolean;
    responseHeaders: Record<string, string>;
  };
  tests: Record<string, { result: string; pass: boolean; scoreModifier: number }>;
}

async function observatoryScan(nginx: ProductionNginx, hostname: string): Promise<ScanResult> {
  // The scanner's axios would send requests through a proxy named in the environment: none here.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(http|https|all|no)_proxy$/i.test(name)),
  );
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      join(__dirname, "..", "support", "observatory-scan.mjs"),
      JSON.stringify({
        hostname,
        httpPort: nginx.httpPort,
        httpsPort: nginx.httpsPort,
        loopbackNames: [SITE_HOST, `www.${SITE_HOST}`],
      }),
    ],
    { env: { ...env, NODE_EXTRA_CA_CERTS: nginx.caFile }, timeout: 45000 },
  );
  return JSON.parse(stdout);
}

const summary = ({ scan, tests }: ScanResult) =>
  `${scan.score} ${scan.grade} (${scan.route.join(" -> ")}); ${Object.values(tests)
    .map((t) => `${t.result} ${t.scoreModifier}`)
    .join(", ")}`;

// The test build sends mail to a local stub and the forms to a local CMS, both over http
// (GATSBY_EMAILJS_ORIGIN, GATSBY_VISITOR_FORMS_ORIGIN); production's CSP names the email API's and the
// CMS's https origins there instead. nginx sends production's policy.
const builtPolicy = readBuiltPolicy();
const productionPolicy = builtPolicy
  .replace(new URL(process.env.GATSBY_EMAILJS_ORIGIN ?? "http://127.0.0.1:18231").origin, DEFAULT_EMAIL_ORIGIN)
  .replace(
    new URL(process.env.GATSBY_VISITOR_FORMS_ORIGIN ?? "http://127.0.0.1:18232").origin,
    "https://cms.nusakode.id",
  );

let nginx: ProductionNginx | undefined;
beforeAll(async () => {
  nginx = await startProductionNginx(productionPolicy);
});
afterAll(() => stopProductionNginx(nginx));

test("the HTTP Observatory's own scanner grades the site A+ through deploy/nginx.conf", async () => {
  const result = await observatoryScan(nginx!, SITE_HOST);
  process.stdout.write(`HTTP Observatory scanner on ${SITE_HOST}: ${summary(result)}\n`);
  const { scan, tests } = result;
  // The scanner saw what production serves: a verified https page reached by a same-host redirect.
  expect(scan.route).toEqual([
    `301 http://${SITE_HOST}:${nginx!.httpPort}/`,
    `200 https://${SITE_HOST}:${nginx!.httpsPort}/`,
  ]);
  expect(scan.verified).toBe(true);
  expect(scan.responseHeaders["content-security-policy"]).toBe(productionPolicy);
  expect(Object.entries(tests).filter(([, t]) => t.scoreModifier < 0 || !t.pass)).toEqual([]);
  expect(tests.redirection.result).toBe("redirection-to-https");
  expect(tests["strict-transport-security"].result).toBe("hsts-implemented-max-age-at-least-six-months");
  expect(scan.grade).toBe("A+");
  expect(scan.score).toBeGreaterThanOrEqual(100);
}, 60000);

test("www redirects to https on www first, then to the apex, and grades the same", async () => {
  const result = await observatoryScan(nginx!, `www.${SITE_HOST}`);
  process.stdout.write(`HTTP Observatory scanner on www.${SITE_HOST}: ${summary(result)}\n`);
  expect(result.scan.route).toEqual([
    `301 http://www.${SITE_HOST}:${nginx!.httpPort}/`,
    `301 https://www.${SITE_HOST}:${nginx!.httpsPort}/`,
    `200 https://${SITE_HOST}:${nginx!.httpsPort}/`,
  ]);
  expect(Object.entries(result.tests).filter(([, t]) => t.scoreModifier < 0 || !t.pass)).toEqual([]);
  expect(result.tests.redirection.result).toBe("redirection-to-https");
  expect(result.scan.grade).toBe("A+");
}, 60000);
