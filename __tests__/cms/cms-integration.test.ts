// The real Strapi of cms/, no mocks: seeded from content/, edited through its REST API, built
// from, stopped (fallback and CMS_REQUIRED), and its publish webhook caught by a local listener.
import { existsSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { join } from "node:path";
import { startCms, type RunningCms } from "../support/strapi";
import { copySite, type SiteCopy } from "../support/site-copy";
import { freePort } from "../support/server";

interface HookCall {
  headers: IncomingHttpHeaders;
  body: { event?: string; model?: string };
}

const HOOK_SECRET = "hook-secret-for-tests";
let cms: RunningCms;
let site: SiteCopy;
let hook: Server;
const hookCalls: HookCall[] = [];

async function api(path: string, init: RequestInit = {}) {
  const response = await fetch(`${cms.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${cms.token}`, "content-type": "application/json", ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> & Array<Record<string, unknown>> };
}

/**
 * Whether a built page of the site copy holds a text. A page that was not built fails here, naming
 * it, so "text gone" and "page missing" never read the same; `pageBuilt` asks for the page itself.
 */
function pageHas(publicPath: string, text: string): boolean {
  if (!pageBuilt(publicPath)) throw new Error(`the site copy has no ${publicPath}`);
  return site.read(publicPath).includes(text);
}

const pageBuilt = (publicPath: string) => existsSync(join(site.dir, "public", publicPath));

function report(line: string) {
  process.stdout.write(`[cms] ${line}\n`);
}

beforeAll(async () => {
  const hookPort = await freePort();
  hook = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      hookCalls.push({ headers: request.headers, body: JSON.parse(body || "{}") });
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => hook.listen(hookPort, "127.0.0.1", resolve));
  cms = await startCms(`http://127.0.0.1:${hookPort}/build`, HOOK_SECRET);
  report(`Strapi answered after ${cms.startSeconds.toFixed(1)} s`);
  site = copySite();
}, 240000);

afterAll(async () => {
  await cms?.stop();
  site?.remove();
  hook?.closeAllConnections();
  await new Promise((resolve) => hook?.close(resolve));
});

test("a fresh CMS holds the built-in content, and the site builds from it", () => {
  const build = site.build({ STRAPI_API_URL: cms.url, STRAPI_TOKEN: cms.token });
  report(`build with the CMS (cold cache): ${build.seconds.toFixed(1)} s`);
  expect(build.status).toBe(0);
  for (const line of ["Service: 5 entries", "Faq: 16 entries", "FaqCategory: 6 entries", "HomeContent: 1 entry", "AboutContent: 1 entry"]) {
    expect(build.output).toContain(`CMS: ${line} from the CMS`);
  }
  expect(build.output).not.toMatch(/^\s*warn(ing)? .*CMS/m);
  expect(pageHas("service/web-development/index.html", "Web Development")).toBe(true);
  expect(pageHas("index.html", "Digital products")).toBe(true);
  expect(pageHas("about-us/index.html", "Our core vision")).toBe(true);
}, 300000);

test("edits made through the REST API reach the next build, and publishing calls the build hook", async () => {
  const [service] = (await api("/api/services?filters[serviceId]=service-2")).data;
  await api(`/api/services/${String(service.documentId)}`, { method: "PUT", body: JSON.stringify({ data: { title: "Product Design Studio" } }) });
  const [faq] = (await api("/api/faqs?filters[question]=What%20does%20your%20agency%20do%3F")).data;
  await api(`/api/faqs/${String(faq.documentId)}`, {
    method: "PUT",
    body: JSON.stringify({ data: { question: "Can we try a plan for free first?", answer: "Yes: thirty days, edited in the CMS." } }),
  });

  const build = site.build({ STRAPI_API_URL: cms.url, STRAPI_TOKEN: cms.token });
  report(`rebuild with the CMS after two edits (cache kept): ${build.seconds.toFixed(1)} s`);
  expect(build.status).toBe(0);
  expect(pageHas("service/product-design-studio/index.html", "Product Design Studio")).toBe(true);
  expect(pageBuilt("service/uiux-design/index.html")).toBe(false); // the page moved with its title
  expect(pageHas("faq/index.html", "Can we try a plan for free first?")).toBe(true);
  expect(pageHas("faq/index.html", "Yes: thirty days, edited in the CMS.")).toBe(true);
  expect(pageHas("faq/index.html", "What does your agency do?")).toBe(false);
  expect(pageHas("contact-us/index.html", "Can we try a plan for free first?")).toBe(true);

  // Strapi sends its webhooks from a queue after the answer; on a loaded machine that can take a while.
  const published = (model: string) => hookCalls.find((call) => call.body.event === "entry.publish" && call.body.model === model);
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline && !(published("service") && published("faq"))) await new Promise((r) => setTimeout(r, 200));
  const received = hookCalls.map((call) => `${call.body.event} ${call.body.model}`);
  const context = `hook calls: ${received.join(", ") || "none"}\nStrapi log:\n${cms.log().slice(-2000)}`;
  expect([published("service")?.headers["x-build-hook-secret"], context]).toEqual([HOOK_SECRET, context]);
  expect([published("faq")?.headers["x-build-hook-secret"], context]).toEqual([HOOK_SECRET, context]);
}, 300000);

test("with the CMS down the build warns and uses the built-in content; CMS_REQUIRED=true fails in one line", async () => {
  await cms.stop();

  const fallback = site.build({ STRAPI_API_URL: cms.url, STRAPI_TOKEN: cms.token });
  report(`fallback build with the CMS down: ${fallback.seconds.toFixed(1)} s`);
  expect(fallback.status).toBe(0);
  expect(fallback.output).toMatch(new RegExp(`warn(ing)? CMS at ${cms.url} not used: no connection \\(ECONNREFUSED\\)`));
  expect(pageHas("service/uiux-design/index.html", "UI/UX Design")).toBe(true);
  expect(pageHas("faq/index.html", "What does your agency do?")).toBe(true);

  const required = site.build({ STRAPI_API_URL: cms.url, STRAPI_TOKEN: cms.token, CMS_REQUIRED: "true" });
  expect(required.status).not.toBe(0);
  expect(required.output).toContain(`CMS_REQUIRED=true and the CMS at ${cms.url} cannot be used: no connection (ECONNREFUSED)`);
  expect(required.output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
}, 300000);
