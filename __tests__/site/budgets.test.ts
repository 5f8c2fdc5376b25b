// The size budgets: gzip JavaScript each route runs on first load (the scripts in its HTML
// plus its page component's chunks), home <= 120 kB, other routes <= 110 kB. Below-the-fold code
// (slider, map) loads later and is not counted.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { builtPages } from "../support/built-pages";
import { builtHtml, publicDir } from "../support/site-files";
import { firstLoadScripts as firstLoadScriptsOf } from "../../src/lib/after-paint";

const KB = 1000;
const budgetOf = (route: string) => (route === "/" ? 120 * KB : 110 * KB);
const gzipSize = (asset: string) => gzipSync(readFileSync(join(publicDir, asset)), { level: 6 }).length;

// webpack.stats.json names every file of a page component's chunk group (shared chunks included).
const stats = JSON.parse(readFileSync(join(publicDir, "webpack.stats.json"), "utf8")) as {
  assetsByChunkName: Record<string, string[]>;
};

function firstLoadScripts(route: string): string[] {
  const pageData = JSON.parse(
    readFileSync(join(publicDir, "page-data", route === "/" ? "index" : route, "page-data.json"), "utf8"),
  );
  return firstLoadScriptsOf(builtHtml(route), stats.assetsByChunkName[pageData.componentChunkName]);
}

const measured = builtPages().map(({ route }) => {
  const scripts = firstLoadScripts(route);
  return { route, scripts, bytes: scripts.reduce((sum, script) => sum + gzipSize(script), 0) };
});

test.each(measured.map((m) => [m.route, m]))("%s stays within its JavaScript budget", (route, m) => {
  expect(m.scripts.length).toBeGreaterThanOrEqual(4); // runtime, framework, app, page component
  if (m.bytes > budgetOf(route)) {
    throw new Error(
      `${route} runs ${(m.bytes / KB).toFixed(1)} kB of gzip JavaScript on first load, over its ${budgetOf(route) / KB} kB budget:\n${m.scripts.join("\n")}`,
    );
  }
});

afterAll(() => {
  process.stdout.write(
    `gzip JS on first load (kB): ${measured.map((m) => `${m.route} ${(m.bytes / KB).toFixed(1)}`).join(", ")}\n`,
  );
});
