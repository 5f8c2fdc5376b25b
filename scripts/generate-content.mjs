// Writes a copy of a site's content/ with N extra portfolio projects and M extra articles, in both
// languages, each entry with an image of its own (for the benchmarks only; never the real content).
// Usage: node scripts/generate-content.mjs <projects> <articles> <output dir> [source content dir]
//
// Each generated entry copies the texts of a real one (cycling) under its own id, title and slug
// (Indonesian title and slug in content/id/), so every language has its pages. Its image is drawn here
// (a gradient and the entry's number, 1200 x 800 JPEG) into the copy's images/generated/: distinct
// files, so the build processes each as a new image, as it would an editor's uploads. A project uses
// its one image for its thumbnail, banner and detail image. Articles are dated a day apart, older
// than every real one, so the blog's first page and the newest article stay today's.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";

const [projectsArg, articlesArg, outArg, sourceArg = "content"] = process.argv.slice(2);
const projectCount = Number(projectsArg);
const articleCount = Number(articlesArg);
if (
  !Number.isInteger(projectCount) ||
  projectCount < 0 ||
  !Number.isInteger(articleCount) ||
  articleCount < 0 ||
  !outArg
) {
  console.error("Usage: node scripts/generate-content.mjs <projects> <articles> <output dir> [source content dir]");
  process.exit(2);
}
const source = resolve(sourceArg);
const out = resolve(outArg);
mkdirSync(out, { recursive: true });
cpSync(source, out, { recursive: true }); // content/id/ and images/ too (images: about 0.5 MB)

const read = (file) => JSON.parse(readFileSync(join(source, file), "utf8"));
const write = (file, entries) => writeFileSync(join(out, file), `${JSON.stringify(entries, null, 2)}\n`);
const number = (i) => String(i + 1).padStart(4, "0");
const byId = (entries) => new Map(entries.map((entry) => [entry.id, entry]));

/** A 1200 x 800 JPEG no other entry has: a gradient whose hues follow `seed`, with `label` on it. */
function drawImage(file, seed, label) {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 140) % 360},55%,30%)"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#g)"/><circle cx="${200 + ((seed * 131) % 800)}" cy="${150 + ((seed * 71) % 500)}" r="160" fill="rgba(255,255,255,0.18)"/>
<text x="600" y="440" font-family="sans-serif" font-size="120" font-weight="bold" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 80 })
    .toFile(join(out, "images", file));
}

const jobs = [];
mkdirSync(join(out, "images", "generated"), { recursive: true });

const projects = read("projects.json");
const projectsId = byId(read("id/projects.json"));
const newProjects = [];
const newProjectsId = [];
for (let i = 0; i < projectCount; i++) {
  const model = projects[i % projects.length];
  const n = number(i);
  const image = `generated/project-${n}.jpg`;
  jobs.push([image, i, `Project ${n}`]);
  newProjects.push({
    ...model,
    id: `generated-project-${n}`,
    title: `Generated Project ${n}`,
    slug: `generated-project-${n}`,
    client: `Benchmark client ${n}`,
    thumbnail: image,
    banner: image,
    detailImage: image,
  });
  const modelId = projectsId.get(model.id) ?? {};
  newProjectsId.push({
    ...modelId,
    id: `generated-project-${n}`,
    title: `Proyek Contoh ${n}`,
    slug: `proyek-contoh-${n}`,
  });
}
write("projects.json", [...projects, ...newProjects]);
write("id/projects.json", [...read("id/projects.json"), ...newProjectsId]);

const articles = read("blog-posts.json");
const articlesId = byId(read("id/blog-posts.json"));
const oldest = Math.min(...articles.map((a) => Date.parse(`${a.date} UTC`)));
const dayName = (ms) =>
  new Date(ms).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const newArticles = [];
const newArticlesId = [];
for (let i = 0; i < articleCount; i++) {
  const model = articles[i % articles.length];
  const n = number(i);
  const image = `generated/article-${n}.jpg`;
  jobs.push([image, 5000 + i, `Article ${n}`]);
  const { updated: _updated, previousSlugs: _previous, ...rest } = model;
  newArticles.push({
    ...rest,
    id: `generated-article-${n}`,
    title: `Generated Article ${n}`,
    slug: `generated-article-${n}`,
    date: dayName(oldest - (i + 1) * 86400000),
    image,
  });
  const { previousSlugs: _previousId, ...restId } = articlesId.get(model.id) ?? {};
  newArticlesId.push({
    ...restId,
    id: `generated-article-${n}`,
    title: `Artikel Contoh ${n}`,
    slug: `artikel-contoh-${n}`,
  });
}
write("blog-posts.json", [...articles, ...newArticles]);
write("id/blog-posts.json", [...read("id/blog-posts.json"), ...newArticlesId]);

// sharp runs each image on libuv's threads; a few at a time keeps memory small.
const parallel = Math.max(2, cpus().length);
for (let i = 0; i < jobs.length; i += parallel)
  await Promise.all(jobs.slice(i, i + parallel).map((job) => drawImage(...job)));
console.log(
  `${out}: content with ${projects.length} + ${projectCount} projects, ${articles.length} + ${articleCount} articles, ${jobs.length} images drawn`,
);
