// The scale bench (issue 37), part of `npm run bench` (`npm run bench:scale` alone): the site with many
// projects and articles in both languages (scripts/generate-content.mjs: distinct images). Per scale,
// in a throwaway copy of the site:
//   1. a clean `gatsby build` (through scripts/gatsby-build.mjs, with an empty image store): wall time,
//      the peak resident memory of its whole process tree; then `gatsby clean` and a clean build again,
//      its images now in the store (what a code update or `gatsby clean` costs on the server);
//   2. per route kind and language, the bytes of a first load (scripts/route-bytes.mjs);
//   3. the publish of one edit: a project's title changed in the content copy, deploy/'s receiver
//      (Debian's webhook with deploy/hooks.json) called as the CMS calls it, and the time from that
//      call until nginx (deploy/site.conf, root DEPLOY_ROOT/current) serves the project's page with
//      the new title. The runner (deploy/publish.sh) builds in the copy, whose .cache and public/ are
//      the clean build's, as on the server where each build follows the one before.
// Usage: node scripts/bench-scale.mjs [site checkout, default this one]
//   BENCH_SCALES      projects+articles added to the content, comma separated (0+0,200+200,1000+1000)
//   BENCH_SCALE_OUT   bench/scale-results (.md and .json)
//   BENCH_SCALE_BASELINE  a previous run's .json: each route's first-load bytes beside its figures
//   BENCH_BUILD_LIMIT_S   a clean build still running after this is stopped (1200)
//   BENCH_KEEP=1      keep the throwaway folders (their paths are printed)
//   BENCH_SCALE_MERGE=1   measure BENCH_SCALES again into the existing results, keeping the other scales
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { createRequire } from "node:module";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "./nginx-serve.mjs";
import { watchPeakMemory } from "./peak-memory.mjs";
import { routeBytes, routeKinds } from "./route-bytes.mjs";
import { routes } from "./site-files.mjs";

const tool = resolve(dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(tool); // nginx-serve.mjs reads deploy/site.conf from here
const checkout = resolve(process.argv[2] ?? tool);
const { pageSlug } = createRequire(import.meta.url)("../src/rules/slug.js");
const SCALES = (process.env.BENCH_SCALES ?? "0+0,200+200,1000+1000")
  .split(",")
  .filter(Boolean)
  .map((s) => s.split("+").map(Number));
const OUT = process.env.BENCH_SCALE_OUT ?? "bench/scale-results";
const BASELINE = process.env.BENCH_SCALE_BASELINE
  ? JSON.parse(readFileSync(process.env.BENCH_SCALE_BASELINE, "utf8"))
  : undefined;
const BUILD_LIMIT_S = Number(process.env.BENCH_BUILD_LIMIT_S ?? 1200);
const PUBLISH_LIMIT_S = 900;
const GOALS = { cleanBuildS: 180, editLiveS: 30, bytesGrowth: 0.1 };
// what a site copy needs to build (as __tests__/support/site-copy.ts copies it)
const COPIED = [
  "src",
  "static",
  "scripts",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "gatsby-browser.tsx",
  "tsconfig.json",
  "package.json",
];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const uptime = () => execFileSync("uptime", { encoding: "utf8" }).trim();
const log = (line) => console.log(`[bench-scale] ${line}`);

/** One GET on a fresh connection (nginx may be reloading). */
const get = (port, path) =>
  new Promise((resolveAnswer) => {
    // maxHeaderSize: the CSP nginx sends lists every inline script's hash, tens of kB with many pages (Node's default
    // is 16 kB)
    const req = request({ host: "127.0.0.1", port, path, agent: false, maxHeaderSize: 4 * 2 ** 20 }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolveAnswer({ status: response.statusCode, body }));
    });
    req.on("error", (error) => resolveAnswer({ status: 0, body: "", error: error.code ?? error.message }));
    req.end();
  });

const freePort = () => 20000 + Math.floor(Math.random() * 20000);

/** The build's environment: the content copy, never a CMS. */
function buildEnv(contentDir) {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", CONTENT_DIR: contentDir };
  for (const key of ["STRAPI_API_URL", "STRAPI_TOKEN", "CMS_REQUIRED", "SITE_PREVIEW", "NODE_OPTIONS"]) delete env[key];
  return env;
}

/**
 * A clean `gatsby build` of `site`: seconds, peak MiB of its process tree, the load meanwhile; stopped past the limit.
 */
async function cleanBuild(site, env, logFile) {
  const out = openSync(logFile, "w");
  const started = Date.now();
  const child = spawn(process.execPath, [join(site, "scripts", "gatsby-build.mjs")], {
    cwd: site,
    env,
    stdio: ["ignore", out, out],
    detached: true,
  });
  const stopWatch = watchPeakMemory(child.pid);
  let stopped = false;
  const limit = setTimeout(() => {
    stopped = true;
    process.kill(-child.pid, "SIGTERM");
    setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // ended
      }
    }, 15000);
  }, BUILD_LIMIT_S * 1000);
  const code = await new Promise((r) => child.once("close", r));
  clearTimeout(limit);
  const seconds = (Date.now() - started) / 1000;
  const memory = stopWatch();
  const tail = readFileSync(logFile, "utf8").split("\n").slice(-15).join("\n");
  if (stopped) return { seconds, ...memory, error: `stopped after ${BUILD_LIMIT_S} s (BENCH_BUILD_LIMIT_S)`, tail };
  if (code !== 0) return { seconds, ...memory, error: `gatsby build exited ${code}`, tail };
  // the line scripts/gatsby-build.mjs ends with: "... N image jobs processed, M reused"
  const [, processed, reused] = readFileSync(logFile, "utf8").match(/(\d+) image jobs processed, (\d+) reused/) ?? [];
  return { seconds, ...memory, imageJobs: { processed: Number(processed), reused: Number(reused) } };
}

/** The entry pages to measure: each language's slug of the first project, article and service of the content. */
function entrySlugs(contentDir) {
  const first = (file) => JSON.parse(readFileSync(join(contentDir, file), "utf8"))[0];
  const slugs = {};
  for (const [locale, dir] of [
    ["en", ""],
    ["id", "id"],
  ]) {
    const slug = (file) => pageSlug({ ...first(file), ...first(join(dir, file)) });
    slugs[locale] = {
      project: slug("projects.json"),
      article: slug("blog-posts.json"),
      service: slug("services.json"),
    };
  }
  return slugs;
}

/**
 * The publish of one edit through deploy/'s receiver and runner; seconds from the receiver's call to
 * the edited page served by nginx. The first release is the clean build's public/, copied as
 * publish.sh copies a build (rsync); root's side of an nginx reload is stood in for by a SIGHUP to
 * this nginx and an "ok" answer in NGINX_RELOAD_RESULTS.
 */
async function publishOneEdit(work, site, env, contentDir, slugs) {
  const deployRoot = join(work, "deploy");
  const results = join(work, "reload-results");
  mkdirSync(join(deployRoot, "releases"), { recursive: true });
  mkdirSync(results);
  execFileSync("rsync", ["-rlpD", `${site}/public/`, join(deployRoot, "releases", "first")]);
  symlinkSync("releases/first", join(deployRoot, "current"));

  const port = freePort();
  const stopNginx = await serve(port, join(deployRoot, "current"));
  let reloads = 0;
  let answered = "";
  const answerer = setInterval(() => {
    const file = join(deployRoot, ".nginx-reload");
    if (!existsSync(file)) return;
    const id = readFileSync(file, "utf8").trim();
    if (id === answered) return;
    answered = id;
    reloads++;
    process.kill(stopNginx.pid, "SIGHUP");
    writeFileSync(join(results, "live.result"), `${id}\nok\nreloaded (bench: SIGHUP)\n`);
  }, 100);

  const secret = randomBytes(32).toString("hex");
  const hookPort = freePort();
  const receiverEnv = {
    ...env,
    DEPLOY_SCRIPTS: join(checkout, "deploy"),
    BUILD_HOOK_SECRET: secret,
    DEPLOY_ROOT: deployRoot,
    SITE_DIR: site,
    NGINX_RELOAD_RESULTS: results,
    // The runner builds with CMS_REQUIRED=true, and this bench has no CMS: the content copy instead.
    BUILD_COMMAND: "env CMS_REQUIRED=false node scripts/gatsby-build.mjs",
  };
  const receiverLog = openSync(join(work, "receiver.log"), "w");
  const receiver = spawn(
    "/usr/bin/webhook",
    [
      "-hooks",
      join(checkout, "deploy", "hooks.json"),
      "-template",
      "-ip",
      "127.0.0.1",
      "-port",
      String(hookPort),
      "-verbose",
    ],
    {
      env: receiverEnv,
      stdio: ["ignore", receiverLog, receiverLog],
      detached: true,
    },
  );
  const stop = () => {
    clearInterval(answerer);
    try {
      process.kill(-receiver.pid, "SIGTERM");
    } catch {
      // ended
    }
    stopNginx();
  };
  try {
    for (let i = 0; (await get(hookPort, "/")).status === 0; i++) {
      if (i > 100) throw new Error("webhook did not start");
      await sleep(100);
    }
    const page = `/ourworks/${slugs.en.project}/`;
    // nginx has just started: a few tries before giving up
    let before = await get(port, page);
    for (let i = 0; before.status !== 200 && i < 40; i++) {
      await sleep(250);
      before = await get(port, page);
    }
    if (before.status !== 200) throw new Error(`${page} answered ${before.status || before.error} before the edit`);

    // Two edits, one after the other: the first build after the clean one, in the runner's environment
    // (a server's first publish after an install, a code update or `gatsby clean`); the second is what
    // every later publish costs. Both are reported.
    const first = await oneEdit(1, "projects.json", page);
    if (first.error) return first;
    const second = await oneEdit(2, "projects.json", page);
    if (second.error) return second;
    // and the newest article's title: the blog sidebar's recent posts show it on every blog page
    const article = await oneEdit(3, "blog-posts.json", `/blog/${slugs.en.article}/`);
    const brief = (edit) => ({
      seconds: edit.seconds,
      runnerSeconds: edit.runnerSeconds,
      gatsbySeconds: edit.gatsbySeconds,
      queries: edit.queries,
      pagesRendered: edit.pagesRendered,
      error: edit.error,
    });
    return { ...second, first: brief(first), article: brief(article) };

    async function oneEdit(round, file, page) {
      const entriesFile = join(contentDir, file);
      const entries = JSON.parse(readFileSync(entriesFile, "utf8"));
      const marker = `Edited ${Date.now()}`;
      entries[0].title = `${entries[0].title.replace(/ Edited \d+$/, "")} ${marker}`;
      writeFileSync(entriesFile, `${JSON.stringify(entries, null, 2)}\n`);
      const logBytes = existsSync(join(deployRoot, "publish.log"))
        ? readFileSync(join(deployRoot, "publish.log"), "utf8").length
        : 0;

      const started = Date.now();
      const stopWatch = watchPeakMemory(receiver.pid);
      // signed as the CMS signs its calls (cms/src/build-hook.js), its time inside
      const body = JSON.stringify({ event: "entry.publish", createdAt: new Date().toISOString(), model: "project" });
      const call = await fetch(`http://127.0.0.1:${hookPort}/hooks/publish`, {
        method: "POST",
        headers: {
          "x-build-hook-secret": secret,
          "x-signature-256": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`,
          "content-type": "application/json",
        },
        body,
      });
      if (call.status !== 202) throw new Error(`the receiver answered ${call.status}: ${await call.text()}`);
      let seconds;
      while (!seconds) {
        if ((await get(port, page)).body.includes(marker)) seconds = (Date.now() - started) / 1000;
        else if (Date.now() - started > PUBLISH_LIMIT_S * 1000) break;
        else await sleep(250);
      }
      // the runner's own end (status, prune) after the page is live
      const lockFree = () => spawnSync("flock", ["-n", join(deployRoot, ".lock"), "true"]).status === 0;
      while (
        Date.now() - started < (PUBLISH_LIMIT_S + 60) * 1000 &&
        !(existsSync(join(deployRoot, "publish.log")) && lockFree())
      )
        await sleep(250);
      const memory = stopWatch();
      const runnerLog = readFileSync(join(deployRoot, "publish.log"), "utf8").slice(logBytes);
      const buildLog = existsSync(join(deployRoot, "last-build.log"))
        ? readFileSync(join(deployRoot, "last-build.log"), "utf8")
        : "";
      const runnerSeconds = Number(/live after (\d+) s/.exec(runnerLog)?.[1] ?? NaN);
      const gatsbySeconds = Math.round(Number(/Done building in ([\d.]+) sec/.exec(buildLog)?.[1] ?? NaN) * 10) / 10;
      if (!seconds)
        return {
          error: `edit ${round} not live within ${PUBLISH_LIMIT_S} s`,
          runnerLog: runnerLog.slice(-1500),
          ...memory,
        };
      // what the build redid: the queries it ran again, the pages it rendered again, and each phase's time
      const queries = Number(/run queries in workers - [\d.]+s - (\d+)\//.exec(buildLog)?.[1] ?? NaN);
      const pagesRendered = Number(/Building static HTML for pages - [\d.]+s - (\d+)\//.exec(buildLog)?.[1] ?? 0);
      const phases = buildLog
        .split("\n")
        .filter((line) => /^(success|info) .* - [\d.]+s/.test(line) || /^info (Share images|Done building)/.test(line));
      return {
        seconds,
        runnerSeconds,
        gatsbySeconds,
        queries,
        pagesRendered,
        phases,
        nginxReloads: reloads,
        page,
        ...memory,
      };
    }
  } finally {
    stop();
  }
}

async function runScale([projects, articles]) {
  const work = mkdtempSync(join(tmpdir(), "bench-scale-"));
  const site = join(work, "site");
  const contentDir = join(work, "content");
  log(`${projects}+${articles}: ${work}; ${uptime()}`);
  const result = { projects, articles, uptimeBefore: uptime() };
  try {
    for (const name of COPIED)
      if (existsSync(join(checkout, name)))
        cpSync(join(checkout, name), join(site, name), {
          recursive: true,
          filter: (src) => !src.endsWith("gatsby-types.d.ts"),
        });
    // a checkout without packages (a git worktree of another commit) builds with this one's
    symlinkSync(
      join(existsSync(join(checkout, "node_modules")) ? checkout : tool, "node_modules"),
      join(site, "node_modules"),
      "dir",
    );
    const generateStarted = Date.now();
    execFileSync(
      process.execPath,
      [
        join(tool, "scripts", "generate-content.mjs"),
        String(projects),
        String(articles),
        contentDir,
        join(checkout, "content"),
      ],
      { stdio: "inherit" },
    );
    result.generateSeconds = (Date.now() - generateStarted) / 1000;
    const env = { ...buildEnv(contentDir), IMAGE_STORE_DIR: join(work, "image-store") };
    result.cleanBuild = await cleanBuild(site, env, join(work, "clean-build.log"));
    log(`${projects}+${articles}: clean build ${JSON.stringify(result.cleanBuild)}`);
    if (result.cleanBuild.error) return result;
    execFileSync(join(site, "node_modules", ".bin", "gatsby"), ["clean"], { cwd: site, env, stdio: "ignore" });
    result.storedBuild = await cleanBuild(site, env, join(work, "stored-build.log"));
    log(`${projects}+${articles}: clean build, images in the store ${JSON.stringify(result.storedBuild)}`);
    if (result.storedBuild.error) return result;
    const publicDir = join(site, "public");
    result.pages = routes(publicDir).length;
    // nginx sends this policy with every answer (deploy/site.conf): one hash per distinct inline script
    result.cspBytes = readFileSync(join(publicDir, ".nginx", "csp.conf")).length;
    const slugs = entrySlugs(contentDir);
    result.routes = routeKinds(publicDir, slugs).map((row) => ({ ...row, bytes: routeBytes(publicDir, row.route) }));
    result.publish = await publishOneEdit(work, site, env, contentDir, slugs);
    log(`${projects}+${articles}: publish of one edit ${JSON.stringify(result.publish)}`);
  } catch (error) {
    result.error = String(error.stack ?? error);
    log(`${projects}+${articles}: ${result.error}`);
  } finally {
    result.uptimeAfter = uptime();
    if (process.env.BENCH_KEEP) log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
  return result;
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const pct = (now, then) => (then ? `${now >= then ? "+" : ""}${(((now - then) / then) * 100).toFixed(1)}%` : "");
// Each scale's commit, when a merged run (BENCH_SCALE_MERGE) holds scales measured at different ones.
const measuredAt = (results, commit) => {
  const commits = new Set(results.map((r) => r.commit ?? commit));
  return commits.size <= 1
    ? (results[0]?.commit ?? commit)
    : results
        .map((r) => `${r.commit ?? "(not recorded)"} (${scaleName(r)}${r.measuredOn ? `, ${r.measuredOn}` : ""})`)
        .join(", ");
};
const scaleName = (r) =>
  r.projects === 0 && r.articles === 0 ? "today's content" : `+${r.projects} projects, +${r.articles} articles`;
const sameRoute = (rows, row) => rows?.find((other) => other.kind === row.kind && other.locale === row.locale);

function markdown(results, commit) {
  const today = results.find((r) => r.projects === 0 && r.articles === 0);
  const lines = [
    "# Scale bench",
    "",
    `Written by \`npm run bench:scale\` (scripts/bench-scale.mjs) on ${new Date().toISOString().slice(0, 10)} for ${checkout} at ${measuredAt(results, commit)}: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. The cores are shared with other work: each row gives the 1-minute load average (uptime) seen during it.`,
    `Content: the site's content/ plus generated projects and articles in both languages, each with its own 1200 x 800 JPEG (scripts/generate-content.mjs). Goals (issue 37): a clean build at most ${GOALS.cleanBuildS} s (issue 52: when its images were processed before), one edit live in at most ${GOALS.editLiveS} s, every route's first-load bytes within ${GOALS.bytesGrowth * 100}% of today's.`,
    '"Edit live": from the POST to deploy/\'s receiver (Debian\'s webhook with deploy/hooks.json, as the CMS\'s build hook calls it) until nginx on loopback (deploy/site.conf, root the deploy root\'s `current`) serves the edited project\'s page with its new title, polled every 250 ms; the runner (deploy/publish.sh) builds in the site copy after its clean build, from the content copy (no CMS: BUILD_COMMAND sets CMS_REQUIRED=false), copies the release, switches `current`. Two edits one after the other: the first is the first build after the clean one, in the runner\'s environment, as a server\'s first publish after an install, a code update or `gatsby clean`; "edit live" is the second, what every later publish costs. A third changes the newest article\'s title instead ("an article\'s edit", polled on its page; the blog sidebar\'s recent posts show it on every blog page). "queries run / pages rendered": what the edit\'s build ran again (Gatsby\'s "run queries" and "Building static HTML" counts). "runner": publish.sh\'s own "live after"; "gatsby": the build\'s "Done building in". "CSP header": public/.nginx/csp.conf, the Content-Security-Policy nginx sends with every answer (one hash per distinct inline script of the whole site). Peak memory: resident memory of the build\'s whole process tree, /proc polled every 250 ms. Both clean builds go through scripts/gatsby-build.mjs with the scale\'s own image store: the first with the store empty, the second after `gatsby clean` with the first\'s images in it ("image jobs": gatsby-plugin-sharp\'s jobs processed / copied from the store).',
    "",
    "| scale | pages | clean build (s) | image jobs | clean build, images processed before (s) | image jobs | peak memory (MiB) | load during build | edit live (s) | runner (s) | gatsby (s) | edit: queries run / pages rendered | an article's edit: live (s) / queries run / pages rendered | first edit after the clean build: live / gatsby (s) | peak memory, edit (MiB) | load during edit | CSP header (kB) |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |",
  ];
  for (const r of results) {
    const b = r.cleanBuild ?? {};
    const p = r.publish ?? {};
    const load = (m) => (m?.loadMin !== undefined ? `${m.loadMin.toFixed(2)}-${m.loadMax.toFixed(2)}` : "");
    const buildCell = (b) => (b?.error ? `${b.seconds?.toFixed(0)}: ${b.error}` : (b?.seconds?.toFixed(1) ?? ""));
    const jobsCell = (b) => (b?.imageJobs ? `${b.imageJobs.processed} / ${b.imageJobs.reused}` : "");
    const editCell = p.error ? p.error : (p.seconds?.toFixed(1) ?? (r.error ? "failed" : ""));
    lines.push(
      `| ${scaleName(r)} | ${r.pages ?? ""} | ${buildCell(b)} | ${jobsCell(b)} | ${buildCell(r.storedBuild)} | ${jobsCell(r.storedBuild)} | ${b.peakMiB ?? ""} | ${load(b)} | ${editCell} | ${p.runnerSeconds ?? ""} | ${p.gatsbySeconds ?? ""} | ${p.queries === undefined ? "" : `${p.queries} / ${p.pagesRendered}`} | ${p.article ? (p.article.error ?? `${p.article.seconds?.toFixed(1)} / ${p.article.queries} / ${p.article.pagesRendered}`) : ""} | ${p.first ? `${p.first.seconds?.toFixed(1)} / ${p.first.gatsbySeconds}` : ""} | ${p.peakMiB ?? ""} | ${load(p)} | ${r.cspBytes ? kB(r.cspBytes) : ""} |`,
    );
  }
  for (const r of results) {
    lines.push("", `## ${scaleName(r)}`, "", `Load before: \`${r.uptimeBefore}\`; after: \`${r.uptimeAfter}\`.`);
    if (r.error) lines.push("", "Failed:", "", "```", r.error.slice(0, 1500), "```");
    if (r.cleanBuild?.tail) lines.push("", "The clean build's last lines:", "", "```", r.cleanBuild.tail, "```");
    if (r.publish?.phases)
      lines.push("", "The edit's build (the second publish), Gatsby's phases:", "", "```", ...r.publish.phases, "```");
    if (!r.routes) continue;
    lines.push(
      "",
      "First load per route kind, kB (1 kB = 1000 bytes); gzip at level 6 as nginx sends. JS: the scripts the HTML loads plus the page component's chunks (as __tests__/site/budgets.test.ts counts). Static queries: the results page-data's staticQueryHashes name (count). Slices: the slice-data its page-data's slicesMap names (count; the blog's sidebar).",
      "",
      `| kind | route | HTML gz | JS gz | page-data raw / gz | app-data raw / gz | static queries raw / gz (n) | slices raw / gz (n) | total gz | vs today's content${BASELINE ? " | vs baseline" : ""} |`,
      `| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${BASELINE ? " ---: |" : ""}`,
    );
    const baseline = BASELINE?.results?.find((b) => b.projects === r.projects && b.articles === r.articles);
    for (const row of r.routes) {
      const b = row.bytes;
      const vsToday = sameRoute(today?.routes, row)?.bytes.total.gzip;
      const vsBaseline = sameRoute(baseline?.routes, row)?.bytes.total.gzip;
      lines.push(
        `| ${row.kind} (${row.locale}) | ${row.route} | ${kB(b.html.gzip)} | ${kB(b.js.gzip)} | ${kB(b.pageData.raw)} / ${kB(b.pageData.gzip)} | ${kB(b.appData.raw)} / ${kB(b.appData.gzip)} | ${kB(b.staticQueries.raw)} / ${kB(b.staticQueries.gzip)} (${b.staticQueries.count}) | ${b.sliceData ? `${kB(b.sliceData.raw)} / ${kB(b.sliceData.gzip)} (${b.sliceData.count})` : ""} | ${kB(b.total.gzip)} | ${pct(b.total.gzip, vsToday)} |${BASELINE ? ` ${pct(b.total.gzip, vsBaseline)} |` : ""}`,
      );
    }
  }
  return `${lines.join("\n")}\n`;
}

const commit =
  spawnSync("git", ["-C", checkout, "log", "-1", "--format=%h"], { encoding: "utf8" }).stdout.trim() ||
  "(not a git checkout)";
const dirty = spawnSync("git", ["-C", checkout, "status", "--porcelain", "--untracked-files=no"], {
  encoding: "utf8",
}).stdout.trim()
  ? " with uncommitted changes"
  : "";
// BENCH_SCALE_MERGE=1: measure only BENCH_SCALES again, keeping the other scales of OUT.json (with
// BENCH_SCALES empty: only the .md written again from the .json)
const results =
  process.env.BENCH_SCALE_MERGE && existsSync(`${OUT}.json`)
    ? JSON.parse(readFileSync(`${OUT}.json`, "utf8")).results
    : [];
const order = (r) => r.projects * 1e6 + r.articles;
const write = () => {
  writeFileSync(
    `${OUT}.json`,
    `${JSON.stringify({ checkout, commit: commit + dirty, date: new Date().toISOString(), loadavg: loadavg(), results }, null, 2)}\n`,
  );
  writeFileSync(`${OUT}.md`, markdown(results, commit + dirty));
};
for (const scale of SCALES) {
  const result = {
    ...(await runScale(scale)),
    commit: commit + dirty,
    measuredOn: new Date().toISOString().slice(0, 10),
  };
  results.splice(0, results.length, ...results.filter((r) => order(r) !== order(result)), result);
  results.sort((a, b) => order(a) - order(b));
  write(); // after each scale, so a long run stopped later keeps what it measured
}
if (!SCALES.length) write();
log(`wrote ${OUT}.md and ${OUT}.json`);
