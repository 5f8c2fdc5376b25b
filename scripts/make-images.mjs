// Generates the project's own illustrative images (gradients, shapes, initials) for every image path
// named in content/*.json. Run with `npm run images`; the output is committed, so builds never run this.
import { readdirSync, readFileSync, mkdirSync, existsSync } from "node:fs";
import { dirname, join, basename, extname } from "node:path";
import sharp from "sharp";

const contentDir = new URL("../content/", import.meta.url).pathname;
const imagesDir = join(contentDir, "images");

const sizes = {
  thumbnail: [800, 600],
  banner: [1600, 640],
  detail: [1200, 800],
  "project-cards": [800, 600],
  team: [600, 720],
  "about-team": [600, 720],
  testimonials: [240, 240],
  comments: [160, 160],
  client: [160, 160],
  blog: [1275, 750],
  about: [800, 1000],
  "hero-main": [1200, 1000],
  icons: [100, 100],
};
const palettes = [
  ["#0f3d3e", "#1f7a6d", "#f2c14e"],
  ["#1b1f3b", "#4b3f9e", "#f28f6b"],
  ["#3a1c32", "#a23e48", "#f6d186"],
  ["#102a43", "#2f80ed", "#9be7c4"],
  ["#2d2a32", "#6c5b7b", "#f8b195"],
  ["#0b3c5d", "#328cc1", "#d9b310"],
];

function imagePaths(value, found = new Set()) {
  if (typeof value === "string" && /\.(jpe?g|png)$/i.test(value)) found.add(value);
  else if (Array.isArray(value)) value.forEach((v) => imagePaths(v, found));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => imagePaths(v, found));
  return found;
}

function hash(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

function sizeFor(path) {
  const name = basename(path, extname(path));
  const key = Object.keys(sizes).find((k) => name.endsWith(k) || name.startsWith(k) || path.startsWith(`${k}/`));
  return sizes[key] ?? [800, 600];
}

function initials(path) {
  const words = basename(path, extname(path))
    .replace(/-(thumbnail|banner|detail|main)$/, "")
    .split("-");
  return words
    .filter((w) => /^[a-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join("");
}

function svgFor(path, [w, h]) {
  const seed = hash(path);
  const [dark, mid, accent] = palettes[seed % palettes.length];
  const r = Math.min(w, h);
  const cx = (seed % 60) + 20,
    cy = ((seed >> 8) % 60) + 20;
  const portrait = /^(team|about-team|testimonials|comments|home\/client)/.test(path);
  const shapes = portrait
    ? `<circle cx="${w / 2}" cy="${h * 0.4}" r="${r * 0.2}" fill="${accent}" opacity="0.9"/>
       <ellipse cx="${w / 2}" cy="${h * 1.02}" rx="${r * 0.42}" ry="${r * 0.4}" fill="${accent}" opacity="0.75"/>`
    : `<circle cx="${cx}%" cy="${cy}%" r="${r * 0.45}" fill="${accent}" opacity="0.35"/>
       <rect x="${w * 0.08}" y="${h * 0.62}" width="${w * 0.5}" height="${h * 0.06}" rx="${h * 0.03}" fill="#fff" opacity="0.8"/>
       <rect x="${w * 0.08}" y="${h * 0.72}" width="${w * 0.32}" height="${h * 0.04}" rx="${h * 0.02}" fill="#fff" opacity="0.5"/>
       <text x="${w * 0.08}" y="${h * 0.5}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${r * 0.22}" fill="#fff">${initials(path)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
}

const files = readdirSync(contentDir).filter((f) => f.endsWith(".json"));
const paths = new Set();
for (const f of files) imagePaths(JSON.parse(readFileSync(join(contentDir, f), "utf8")), paths);

let made = 0;
for (const path of [...paths].sort()) {
  const out = join(imagesDir, path);
  if (existsSync(out) && !process.argv.includes("--force")) continue;
  mkdirSync(dirname(out), { recursive: true });
  const image = sharp(Buffer.from(svgFor(path, sizeFor(path))));
  await (
    path.endsWith(".png") ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 78, mozjpeg: true })
  ).toFile(out);
  made += 1;
}
console.log(`${made} images written, ${paths.size} referenced`);
