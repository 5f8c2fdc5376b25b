// Writes a copy of the site's content with N extra portfolio projects (for the build benchmark;
// never part of the real content). Images are shared with content/images through a symlink.
// Usage: node scripts/generate-projects.mjs <count> <output dir>
import { cpSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const [countArg, outArg] = process.argv.slice(2);
const count = Number(countArg);
if (!Number.isInteger(count) || count < 1 || !outArg) {
  console.error("Usage: node scripts/generate-projects.mjs <count> <output dir>");
  process.exit(2);
}
const source = resolve("content");
const out = resolve(outArg);
mkdirSync(out, { recursive: true });
for (const file of readdirSync(source)) {
  if (file === "images") symlinkSync(join(source, "images"), join(out, "images"), "dir");
  else cpSync(join(source, file), join(out, file), { recursive: true }); // content/id/ is a folder
}
const projects = JSON.parse(readFileSync(join(source, "projects.json"), "utf8"));
const generated = Array.from({ length: count }, (_, i) => {
  const model = projects[i % projects.length];
  const n = String(i + 1).padStart(4, "0");
  return { ...model, id: `generated-${n}`, title: `Generated Project ${n}`, slug: `generated-project-${n}`, client: `Benchmark client ${n}` };
});
writeFileSync(join(out, "projects.json"), `${JSON.stringify([...projects, ...generated], null, 2)}\n`);
console.log(`${out}: content with ${projects.length} + ${count} projects`);
