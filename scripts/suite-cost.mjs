// Prints what a run of `npm test` cost: wall seconds of each set-up step and of each test layer, and
// the `gatsby build`s and Strapi starts it made, from three records scripts/test.sh keeps:
//   node scripts/suite-cost.mjs STEPS_LOG EVENTS_LOG JEST_JSON
// STEPS_LOG: "name<TAB>seconds<TAB>builds" per set-up step; EVENTS_LOG: one JSON line per build or
// Strapi start a test made (__tests__/support/suite-cost.ts); JEST_JSON: jest's --json output.
import { existsSync, readFileSync } from "node:fs";
import { sep } from "node:path";

const [stepsFile, eventsFile, jestFile] = process.argv.slice(2);
const lines = (file) => (file && existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : []);

const rows = [];
let builds = 0;
let strapiStarts = 0;
for (const line of lines(stepsFile)) {
  const [name, seconds, stepBuilds = "0"] = line.split("\t");
  rows.push({ name, seconds: Number(seconds), builds: Number(stepBuilds), starts: 0, files: "" });
  builds += Number(stepBuilds);
}

// A layer's seconds are the sum of its files' wall times: jest runs one file at a time on two cores
// (and orders them by their last duration, not by layer), so the sum is what the layer cost.
// Each test file's layer is its folder under __tests__ (nginx/ runs in the browser layer).
const layerOf = (path) => {
  const parts = path.split(sep);
  const folder = parts[parts.lastIndexOf("__tests__") + 1];
  return folder === "nginx" ? "browser" : folder;
};
const layers = new Map();
const layer = (name) => {
  if (!layers.has(name)) layers.set(name, { seconds: 0, files: 0, tests: 0, builds: 0, starts: 0 });
  return layers.get(name);
};
const fileLayer = new Map();
const testFiles = jestFile && existsSync(jestFile) ? JSON.parse(readFileSync(jestFile, "utf8")).testResults : [];
for (const file of testFiles) {
  fileLayer.set(file.name, layerOf(file.name));
  const entry = layer(layerOf(file.name));
  entry.seconds += (file.endTime - file.startTime) / 1000;
  entry.files += 1;
  entry.tests += file.assertionResults.length;
}
for (const line of lines(eventsFile)) {
  const { event, count, file } = JSON.parse(line);
  const entry = layer(fileLayer.get(file) ?? "unknown");
  if (event === "gatsby build") {
    entry.builds += count;
    builds += count;
  } else {
    entry.starts += count;
    strapiStarts += count;
  }
}
const order = ["unit", "site", "browser", "cms", "deploy"];
const sorted = [...layers.entries()].sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));
for (const [name, entry] of sorted) {
  rows.push({
    name: `jest: ${name} layer`,
    layer: true,
    seconds: entry.seconds,
    builds: entry.builds,
    starts: entry.starts,
    files: `${entry.files} files, ${entry.tests} tests`,
  });
}

// The layers run inside the jest step: the total counts that step once.
const total = rows.filter((row) => !row.layer).reduce((sum, row) => sum + row.seconds, 0);
const table = [
  "| step | wall s | gatsby builds | Strapi starts | tests |",
  "| --- | ---: | ---: | ---: | --- |",
  ...rows.map((row) => `| ${row.name} | ${row.seconds.toFixed(0)} | ${row.builds} | ${row.starts} | ${row.files} |`),
  `| **total** | **${total.toFixed(0)}** | **${builds}** | **${strapiStarts}** | |`,
];
console.log(`\nWhat this run cost:\n${table.join("\n")}`);
