// `node scripts/bench-first-sight.mjs [DIR ...]`: first paint, interactive, largest paint and the
// trace's main-thread blocking (scripts/first-sight.mjs) of each route on a throttled phone, for one
// or more built sites (default: public/), each served by nginx with deploy/site.conf. Loads alternate
// between the sites, route by route (the machine is shared and noisy: a before and an after measured in
// one run, interleaved), BENCH_RUNS times (default 5), and Lighthouse (mobile, simulated throttling)
// BENCH_LIGHTHOUSE_RUNS times (default 1); prints the medians as a Markdown table.
// BENCH_ROUTES (comma separated) narrows the routes; BENCH_FIRST_SIGHT_OUT=file.md also writes the table there. Served
// over TLS and HTTP/2, as production serves the
// site (deploy/nginx.conf); BENCH_HTTP1=1 serves plain HTTP/1.1 instead.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "playwright-core";
import { firstSight } from "./first-sight.mjs";
import { lighthouseRun } from "./lighthouse-run.mjs";
import { firstLoadJsKb, routes } from "./site-files.mjs";
import { serve } from "./nginx-serve.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const HTTPS = !process.env.BENCH_HTTP1;
const CHROME_FLAGS = [
  ...(HTTPS ? ["--ignore-certificate-errors"] : []),
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dirs = (process.argv.slice(2).length ? process.argv.slice(2) : ["public"]).map((dir) => resolve(dir));
const sites = [];
for (const [i, dir] of dirs.entries())
  sites.push({ dir, port: 9900 + i, stop: await serve(9900 + i, dir, { https: HTTPS }) });
const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
const lines = [
  "| route | site | first paint (ms) | interactive (ms) | paint -> interactive (ms) | largest paint (ms) | first-load JS (kB gzip) | blocking (ms) | longest task (ms) | Lighthouse performance | Lighthouse LCP (ms) |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
];
try {
  for (const route of process.env.BENCH_ROUTES?.split(",") ?? routes(dirs[0])) {
    const runs = sites.map(() => []);
    const audits = sites.map(() => []);
    const url = (site) => `${HTTPS ? "https" : "http"}://127.0.0.1:${site.port}${route}`;
    for (let run = 0; run < Math.max(RUNS, LIGHTHOUSE_RUNS); run++) {
      for (const [i, site] of sites.entries()) {
        if (run < RUNS) runs[i].push(await firstSight(browser, url(site)));
        if (run < LIGHTHOUSE_RUNS)
          audits[i].push(await lighthouseRun(url(site), { chromeFlags: HTTPS ? ["--ignore-certificate-errors"] : [] }));
      }
    }
    for (const [i, site] of sites.entries()) {
      const m = (key) => Math.round(median(runs[i].map((r) => r[key])));
      const line = `| ${route} | ${site.dir} | ${m("firstPaintMs")} | ${m("interactiveMs")} | ${Math.round(median(runs[i].map((r) => r.interactiveMs - r.firstPaintMs)))} | ${m("lcpMs")} | ${firstLoadJsKb(site.dir, route).toFixed(1)} | ${m("blockingMs")} | ${m("longestTaskMs")} | ${median(audits[i].map((a) => a.performance))} | ${Math.round(median(audits[i].map((a) => a.lcpMs)))} |`;
      lines.push(line);
      console.log(line);
    }
  }
} finally {
  await browser.close();
  for (const site of sites) site.stop();
}
const title = `Medians of ${RUNS} loads and ${LIGHTHOUSE_RUNS} Lighthouse runs (mobile, simulated throttling) per route and site, alternating, served over ${HTTPS ? "TLS and HTTP/2" : "HTTP/1.1"} on ${new Date().toISOString().slice(0, 10)}. A load: scripts/first-sight.mjs (Chromium at 375 x 667, slow 4G 1.6 Mbps / 150 ms, CPU 4x; interactive = React has hydrated <main>; blocking = the trace's tasks above 50 ms, navigation to 3 s after load).`;
console.log(`\n${title}\n\n${lines.join("\n")}`);
if (process.env.BENCH_FIRST_SIGHT_OUT)
  writeFileSync(
    process.env.BENCH_FIRST_SIGHT_OUT,
    `# First sight on a slow phone\n\n${title}\n\n${lines.join("\n")}\n`,
  );
