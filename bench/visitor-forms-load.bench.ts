// A bounded load run of the CMS's public form route, on loopback through deploy/cms.nginx.conf (TLS,
// limit_req) to the real Strapi of cms/ on SQLite: for 60 s, 20 attacking addresses post junk as fast
// as one post each 0.6 s (1,800 posts: tokens siteverify fails), while 200 visitors, each from an
// address of their own, send one real contact message each, spread over the minute. Meanwhile an
// editor's list of the inbox is asked for every 2 s. Writes bench/visitor-forms-load.md.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { request } from "node:https";
import { join } from "node:path";
import { startCms, type RunningCms } from "../__tests__/support/strapi";
import { startCmsNginx, stopCmsNginx, CMS_HOST, type CmsNginx } from "../__tests__/support/nginx-cms";
import { startSiteverifyStub, type SiteverifyStub } from "../__tests__/support/siteverify-stub";
import { freePort } from "../__tests__/support/server";
import { NGINX } from "../__tests__/support/nginx";

jest.setTimeout(600000);
const SITE = "https://nusakode.id";
const SECONDS = 60;
let cms: RunningCms;
let nginx: CmsNginx;
let siteverify: SiteverifyStub;

beforeAll(async () => {
  siteverify = await startSiteverifyStub(await freePort(), { success: false });
  siteverify.verdictFor = (token) =>
    token === "person"
      ? { success: true, action: "contact_form", hostname: "nusakode.id", score: 0.9 }
      : { success: false };
  cms = await startCms("", "", {
    serveAdmin: false,
    env: {
      VISITOR_ORIGINS: SITE,
      RECAPTCHA_SECRET: "bench",
      RECAPTCHA_VERIFY_URL: siteverify.url,
      PROXY_TRUST: "true",
    },
  });
  nginx = await startCmsNginx(Number(new URL(cms.url).port));
});
afterAll(async () => {
  stopCmsNginx(nginx);
  await cms?.stop();
  await siteverify?.close();
});

/** One POST through nginx from a chosen loopback address; resolves with the status (0: no answer). */
function post(from: string, body: unknown): Promise<number> {
  return new Promise((resolve) => {
    const data = JSON.stringify(body);
    const req = request(
      {
        host: "127.0.0.1",
        port: nginx.httpsPort,
        servername: CMS_HOST,
        ca: nginx.ca,
        localAddress: from,
        method: "POST",
        path: "/api/visitor-forms/contact",
        agent: false,
        headers: {
          host: CMS_HOST,
          origin: SITE,
          "content-type": "text/plain;charset=UTF-8",
          "content-length": Buffer.byteLength(data),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(data);
  });
}

const message = (who: string, token: string) => ({
  user_name: who,
  user_email: `${who}@example.com`,
  user_phone: "+62 812",
  message: `Hello from ${who}`,
  language: "en",
  page: "/contact-us",
  recaptchaToken: token,
});
const count = (statuses: number[]) =>
  Object.entries(statuses.reduce<Record<string, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {}))
    .map(([s, n]) => `${n} × ${s || "no answer"}`)
    .join(", ");
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test("load run", async () => {
  const login = await fetch(`${cms.url}/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(cms.admin),
  });
  const jwt = ((await login.json()) as { data: { token: string } }).data.token;
  const started = Date.now();
  const at = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, started + ms - Date.now())));

  const attackers = Array.from({ length: 20 }, (_, a) =>
    (async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 90; i++) {
        await at((i * SECONDS * 1000) / 90 + a * 30);
        statuses.push(await post(`127.0.0.${a + 2}`, message(`bot${a}-${i}`, "bot")));
      }
      return statuses;
    })(),
  );
  const visitors = Array.from({ length: 200 }, (_, v) =>
    (async () => {
      await at((v * SECONDS * 1000) / 200);
      return post(`127.0.1.${v + 2}`, message(`visitor${v}`, "person"));
    })(),
  );
  const listTimes: number[] = [];
  const lists = (async () => {
    while (Date.now() - started < SECONDS * 1000) {
      const t = Date.now();
      const response = await fetch(
        `${cms.url}/content-manager/collection-types/api::contact-message.contact-message?page=1&pageSize=20&sort=createdAt:DESC`,
        { headers: { authorization: `Bearer ${jwt}` } },
      );
      await response.json();
      listTimes.push(Date.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  })();
  const [botStatuses, visitorStatuses] = [(await Promise.all(attackers)).flat(), await Promise.all(visitors)];
  await lists;
  const wall = (Date.now() - started) / 1000;

  const stored: Array<{ name: string }> = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const response = await fetch(
      `${cms.url}/content-manager/collection-types/api::contact-message.contact-message?page=${page}&pageSize=100`,
      { headers: { authorization: `Bearer ${jwt}` } },
    );
    const body = (await response.json()) as { results: Array<{ name: string }>; pagination: { pageCount: number } };
    stored.push(...body.results);
    pages = body.pagination.pageCount;
  }
  const visitorsStored = stored.filter((row) => row.name.startsWith("visitor"));
  const uniqueVisitors = new Set(visitorsStored.map((row) => row.name)).size;
  const botsStored = stored.filter((row) => row.name.startsWith("bot")).length;
  const reachedStrapi = siteverify.checks.length;

  const lines = [
    "# The form route under load (bench/visitor-forms-load.bench.ts)",
    "",
    `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on this machine (2 cores, shared): ${spawnSync(NGINX, ["-v"], { encoding: "utf8" }).stderr.trim().replace("nginx version: ", "")} with deploy/cms.nginx.conf (TLS on loopback) in front of Strapi (cms/, SQLite); siteverify a local stand-in.`,
    `\`npx jest --config bench/visitor-forms-load.jest.config.js\`. ${botStatuses.length + visitorStatuses.length} posts in ${wall.toFixed(1)} s.`,
    "",
    "| who | posts | answers | stored |",
    "| --- | --- | --- | --- |",
    `| 20 attacking addresses (junk: a token siteverify fails), one post each 0.6 s | ${botStatuses.length} | ${count(botStatuses)} | ${botsStored} |`,
    `| 200 visitors, one address and one real message each | ${visitorStatuses.length} | ${count(visitorStatuses)} | ${visitorsStored.length} rows, ${uniqueVisitors} different |`,
    "",
    `- Reached Strapi's verification: ${reachedStrapi} posts (${visitorStatuses.length} visitors' and ${reachedStrapi - visitorStatuses.filter((s) => s === 201).length} of the attackers'); nginx answered the rest 429 without Strapi.`,
    `- The editor's inbox list (page 1, 20 rows, asked directly of Strapi every 2 s meanwhile): median ${median(listTimes)} ms, slowest ${Math.max(...listTimes)} ms over ${listTimes.length} asks.`,
    "",
  ];
  writeFileSync(join(__dirname, "visitor-forms-load.md"), lines.join("\n"));
  process.stdout.write(lines.join("\n"));
  expect(visitorStatuses.every((status) => status === 201)).toBe(true);
  expect(uniqueVisitors).toBe(200);
  expect(visitorsStored).toHaveLength(200);
  expect(botsStored).toBe(0);
});
