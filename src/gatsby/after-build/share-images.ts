// Share images (issue 38), after the build: for every page whose head names a drawn image
// (src/lib/share-image.ts: /share/....png, the Seo component's default when an editor set none), a
// 1200 x 630 PNG with the page's title in its language and the agency's mark, drawn with satori (the
// layout, text to paths with Inter) and sharp (SVG to PNG).
// Drawn images are kept in .cache/share-images/ (kept between builds like the rest of Gatsby's .cache/;
// deploy/publish.sh builds every release in the same SITE_DIR), named by a hash of all they depend on:
// the title, the language, the site's name and host, the mark (public/favicon.svg), the font files and
// the drawing code's version. Only new or changed ones are drawn; public/share/ links to the cache's
// files (writeShareImages), and a removed page's image leaves it.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { SHARE_IMAGE_DIR, SHARE_IMAGE_SIZE, isDrawnShareImage } from "../../lib/share-image";

/** Raise when the drawing below changes (layout, colours, sizes): every image is then drawn again. */
const DRAWING_VERSION = 1;

/** What one image shows. */
export interface ShareImageSpec {
  /** the page's title without " | site name" */
  title: string;
  /** the page's language (<html lang>) */
  lang: string;
  siteName: string;
  /** the site's host, shown at the bottom ("nusakode.id") */
  host: string;
}

export interface ShareImagePage extends ShareImageSpec {
  /** the image's address: /share/about-us.png */
  image: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) =>
    name[0] === "#"
      ? String.fromCodePoint(name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10))
      : (ENTITIES[name.toLowerCase()] ?? whole),
  );
const metaOf = (head: string, key: string) => {
  const tag = head.match(new RegExp(`<meta[^>]*(?:property|name)="${key.replace(/[.:]/g, "\\$&")}"[^>]*>`))?.[0];
  const content = tag?.match(/content="([^"]*)"/)?.[1];
  return content === undefined ? undefined : decode(content);
};

/**
 * What a built page's drawn share image must show, read from its head (og:image, og:title without
 * " | site name", og:site_name, og:url's host, <html lang>); undefined when the page names no drawn
 * image (an editor's image, or no head tags at all).
 */
export function sharePageOf(html: string): ShareImagePage | undefined {
  const head = html.slice(0, html.indexOf("</head>") + 1 || undefined);
  const imageUrl = metaOf(head, "og:image");
  if (!imageUrl) return undefined;
  const url = new URL(imageUrl, "https://localhost");
  if (!isDrawnShareImage(url.pathname)) return undefined;
  const siteName = metaOf(head, "og:site_name") ?? "";
  const fullTitle = metaOf(head, "og:title") ?? "";
  const suffix = ` | ${siteName}`;
  const title = siteName && fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle;
  const lang = head.match(/<html[^>]*\slang="([^"]+)"/)?.[1] ?? "en";
  const host = new URL(metaOf(head, "og:url") ?? imageUrl, "https://localhost").host;
  return { image: url.pathname, title, lang, siteName, host };
}

/**
 * The files the drawing reads besides the page's texts: the mark (an SVG file) and the font, from the site's packages.
 */
export function drawingInputs(markFile: string, siteDir: string) {
  // resolved from the site's folder (this file runs bundled from .cache/compiled/ during a build)
  const siteRequire = createRequire(path.join(siteDir, "package.json"));
  const fontFile = (name: string) => siteRequire.resolve(`@fontsource/inter/files/inter-${name}-normal.woff`);
  const fonts = [
    { name: "Inter", file: fontFile("latin-700"), weight: 700 as const },
    { name: "Inter", file: fontFile("latin-ext-700"), weight: 700 as const },
    { name: "Inter", file: fontFile("latin-500"), weight: 500 as const },
    { name: "Inter", file: fontFile("latin-ext-500"), weight: 500 as const },
  ].map((font) => ({ ...font, data: readFileSync(font.file) }));
  const mark = readFileSync(markFile);
  const packages = ["satori", "sharp"].map((name) => `${name} ${siteRequire(`${name}/package.json`).version}`);
  return { fonts, mark, packages };
}
export type DrawingInputs = ReturnType<typeof drawingInputs>;

/**
 * The part of every image's cache key that is not the page's: the drawing code, its packages, the font and the mark.
 */
function drawingKey({ fonts, mark, packages }: DrawingInputs): string {
  const hash = createHash("sha256").update(`drawing ${DRAWING_VERSION}\n${packages.join("\n")}\n`);
  for (const font of fonts) hash.update(font.data);
  return hash.update(mark).digest("hex");
}

/** The cache file's name of one image: a hash of everything it shows and how it is drawn. */
export const shareImageKey = (spec: ShareImageSpec, drawing: string): string =>
  createHash("sha256")
    .update(JSON.stringify([drawing, spec.title, spec.lang, spec.siteName, spec.host]))
    .digest("hex")
    .slice(0, 32);

/** A tree of plain elements, the shape satori takes (what React.createElement returns). */
interface Box {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: Array<Box | string> | Box | string;
    [attribute: string]: unknown;
  };
}
const box = (style: Box["props"]["style"], ...children: Array<Box | string>): Box => ({
  type: "div",
  props: { style: { display: "flex", ...style }, children },
});

/**
 * One image: white, the mark and the site's name on top, the title large, the host below, a band in the brand's colour
 * (src/styles/global.css).
 */
export async function drawShareImage(spec: ShareImageSpec, inputs: DrawingInputs): Promise<Buffer> {
  const { default: satori } = await import("satori");
  const { width, height } = SHARE_IMAGE_SIZE;
  const length = [...spec.title].length;
  const titleSize = length <= 28 ? 84 : length <= 56 ? 68 : 56;
  const markSrc = `data:image/svg+xml;base64,${inputs.mark.toString("base64")}`;
  const tree: Box = {
    type: "div",
    props: {
      lang: spec.lang,
      style: {
        display: "flex",
        flexDirection: "column",
        width,
        height,
        background: "#ffffff",
        color: "#14213d",
        fontFamily: "Inter",
      },
      children: [
        box(
          { flexDirection: "column", justifyContent: "space-between", flexGrow: 1, padding: "64px 80px 56px" },
          box(
            { alignItems: "center", gap: 24, fontSize: 40, fontWeight: 700, color: "#0f3d3e" },
            { type: "img", props: { src: markSrc, width: 88, height: 88 } },
            spec.siteName,
          ),
          // at most three lines, cut with an ellipsis
          {
            type: "div",
            props: {
              style: {
                display: "block",
                width: width - 160,
                fontSize: titleSize,
                fontWeight: 700,
                lineHeight: 1.15,
                letterSpacing: -1,
                lineClamp: 3,
              },
              children: spec.title,
            },
          },
          box(
            { alignItems: "center", gap: 20, fontSize: 30, fontWeight: 500, color: "#4a5568" },
            box({ width: 64, height: 8, background: "#f2c14e", borderRadius: 4 }),
            spec.host,
          ),
        ),
        box({ height: 24, background: "#0f3d3e" }),
      ],
    },
  };
  const fonts = inputs.fonts.map(({ name, data, weight }) => ({ name, data, weight, style: "normal" as const }));
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], { width, height, fonts });
  // sharp (libvips), not resvg-js: resvg's pixmaps (3 MB each) are freed only when V8 collects their
  // small JavaScript handles, so a build of 1,000 pages grew by about 3 GB. A full-colour PNG at
  // zlib's default level: about 10 ms an image and 35 kB; a palette PNG (libimagequant) was half the
  // bytes but 100-145 ms, which made drawing half of a clean build at 200 + 200 entries (issue 37).
  // Only link previews fetch these, once.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

export interface ShareImagesResult {
  images: number;
  drawn: number;
  /** files put into public/share/ (new or changed); the others were left as they were */
  placed: number;
  ms: number;
}

/** Whether two paths are one file (a hard link of the other). */
const sameFile = (a: string, b: string) => {
  const [x, y] = [statSync(a, { throwIfNoEntry: false }), statSync(b, { throwIfNoEntry: false })];
  return Boolean(x && y && x.ino === y.ino && x.dev === y.dev);
};

/** Every file under `dir`, as paths relative to it. */
const filesUnder = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    : [];

/**
 * Writes the drawn share image of every page (`pages`: what sharePageOf found in each) into
 * public/share/, drawing only what the cache lacks; removes the images of pages gone, and cache
 * entries this build did not use. public/share/'s files are hard links to the cache's, and an image
 * that did not change is left as it is: a publish no longer copies every page's image (190 MB, 2.7 s
 * at 5,400 pages). The mark is public/favicon.svg;
 * `siteDir` (the folder with node_modules, public/'s parent by default) and `draw` are for tests.
 */
export async function writeShareImages(options: {
  publicDir: string;
  cacheDir: string;
  pages: Iterable<ShareImagePage>;
  siteDir?: string;
  draw?: typeof drawShareImage;
}): Promise<ShareImagesResult> {
  const started = performance.now();
  const { publicDir, cacheDir, draw = drawShareImage } = options;
  const inputs = drawingInputs(path.join(publicDir, "favicon.svg"), options.siteDir ?? path.join(publicDir, ".."));
  const drawing = drawingKey(inputs);
  const wanted = new Map<string, ShareImagePage>();
  for (const page of options.pages) {
    const other = wanted.get(page.image);
    // the 404 page and its copy 404.html share one; two pages with different titles may not
    if (other && (other.title !== page.title || other.lang !== page.lang))
      throw new Error(`share image ${page.image} is named by pages titled "${other.title}" and "${page.title}"`);
    wanted.set(page.image, page);
  }
  const outDir = path.join(publicDir, SHARE_IMAGE_DIR);
  for (const file of filesUnder(outDir))
    if (!wanted.has(path.posix.join(SHARE_IMAGE_DIR, file.split(path.sep).join("/")))) rmSync(path.join(outDir, file));
  mkdirSync(cacheDir, { recursive: true });
  const used = new Set<string>();
  let drawn = 0;
  let placed = 0;
  for (const page of wanted.values()) {
    const name = `${shareImageKey(page, drawing)}.png`;
    const cached = path.join(cacheDir, name);
    used.add(name);
    if (!existsSync(cached) || statSync(cached).size === 0) {
      const png = await draw(page, inputs);
      // written whole, then renamed: a build stopped halfway leaves no half image in the cache
      const partial = `${cached}.${process.pid}.tmp`;
      writeFileSync(partial, png);
      renameSync(partial, cached);
      drawn += 1;
    }
    const target = path.join(publicDir, page.image);
    if (sameFile(cached, target)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    rmSync(target, { force: true });
    try {
      linkSync(cached, target);
    } catch {
      copyFileSync(cached, target); // .cache/ on another file system
    }
    placed += 1;
  }
  for (const name of readdirSync(cacheDir)) if (!used.has(name)) rmSync(path.join(cacheDir, name), { force: true });
  return { images: wanted.size, drawn, placed, ms: Math.round(performance.now() - started) };
}
