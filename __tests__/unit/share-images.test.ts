/**
 * @jest-environment node
 */
// The share images (issue 38): their addresses, what the build reads from a page's head, the cache
// between builds (.cache/share-images/), and one real drawing.
import { copyFileSync, existsSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  drawShareImage,
  drawingInputs,
  sharePageOf,
  writeShareImages,
  type ShareImageSpec,
} from "../../src/gatsby/after-build/share-images";
import { isDrawnShareImage, shareImagePath } from "../../src/lib/share-image";

const root = path.join(__dirname, "..", "..");
/** A PNG's width and height from its IHDR chunk (bytes 16-23). */
const pngSize = (png: Buffer) => {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
};
/** A built page's head as Seo writes it. */
const page = (route: string, title: string, lang = "en", image = shareImagePath(route)) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${title} | Nusakode</title>` +
  `<meta property="og:title" content="${title} | Nusakode"/><meta property="og:url" content="https://nusakode.id${route}"/>` +
  `<meta property="og:image" content="https://nusakode.id${image}"/><meta property="og:site_name" content="Nusakode"/></head><body></body></html>`;

test("each page's image has its own address under /share/, the same with or without the trailing slash", () => {
  expect(shareImagePath("/")).toBe("/share/index.png");
  expect(shareImagePath("/about-us/")).toBe("/share/about-us.png");
  expect(shareImagePath("/about-us")).toBe("/share/about-us.png");
  expect(shareImagePath("/id/")).toBe("/share/id.png");
  expect(shareImagePath("/id/layanan/pengembangan-web/")).toBe("/share/id/layanan/pengembangan-web.png");
  expect(shareImagePath("/404.html")).toBe(shareImagePath("/404/"));
  expect(isDrawnShareImage("/share/about-us.png")).toBe(true);
  expect(isDrawnShareImage("/static/abc/cover.png")).toBe(false);
});

test("reads the image's address, the title without the site's name, the language and the host from the head", () => {
  expect(sharePageOf(page("/id/tentang-kami/", "Tentang kami &amp; tim &#x27;kami&#x27;", "id"))).toEqual({
    image: "/share/id/tentang-kami.png",
    title: "Tentang kami & tim 'kami'",
    lang: "id",
    siteName: "Nusakode",
    host: "nusakode.id",
  });
  // an editor's image is left alone; a page without the tags has none
  expect(sharePageOf(page("/faq/", "FAQ", "en", "/static/123/chosen.jpg"))).toBeUndefined();
  expect(sharePageOf("<html><head><title>x</title></head></html>")).toBeUndefined();
});

describe("the cache between builds", () => {
  let dir: string;
  let publicDir: string;
  let cacheDir: string;
  const drawn: string[] = [];
  // a stand-in for the drawing, which records what it drew
  const draw = async (spec: ShareImageSpec) => {
    drawn.push(spec.title);
    return Buffer.from(`drawn: ${spec.title}`);
  };
  const build = (pages: string[]) => {
    drawn.length = 0;
    return writeShareImages({
      publicDir,
      cacheDir,
      pages: pages.flatMap((html) => sharePageOf(html) ?? []),
      siteDir: root,
      draw,
    });
  };
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "share-images-"));
    publicDir = path.join(dir, "public");
    cacheDir = path.join(dir, ".cache", "share-images");
    mkdirSync(publicDir, { recursive: true });
    copyFileSync(path.join(root, "static", "favicon.svg"), path.join(publicDir, "favicon.svg"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("a first build draws every page's image, once for the 404 page and its copy", async () => {
    const pages = [
      page("/", "Nusakode"),
      page("/about-us/", "About us"),
      page("/id/tentang-kami/", "Tentang kami", "id"),
      page("/404/", "Page not found"),
      page("/404.html", "Page not found"),
    ];
    expect(await build(pages)).toMatchObject({ images: 4, drawn: 4, placed: 4 });
    expect(drawn.sort()).toEqual(["About us", "Nusakode", "Page not found", "Tentang kami"]);
    expect(readFileSync(path.join(publicDir, "share", "id", "tentang-kami.png")).toString()).toContain("Tentang kami");
  });

  test("the next build with the same pages draws nothing, and writes nothing into public/", async () => {
    const pages = [
      page("/", "Nusakode"),
      page("/about-us/", "About us"),
      page("/id/tentang-kami/", "Tentang kami", "id"),
      page("/404/", "Page not found"),
    ];
    const before = statSync(path.join(publicDir, "share", "about-us.png"), { bigint: true });
    expect(await build(pages)).toMatchObject({ images: 4, drawn: 0, placed: 0 });
    expect(drawn).toEqual([]);
    // the same file, not written again
    const after = statSync(path.join(publicDir, "share", "about-us.png"), { bigint: true });
    expect([after.ino, after.mtimeNs]).toEqual([before.ino, before.mtimeNs]);
  });

  test("a fresh public/ gets every image from the cache, none drawn", async () => {
    rmSync(path.join(publicDir, "share"), { recursive: true }); // as after `gatsby clean` of public only
    const pages = [
      page("/", "Nusakode"),
      page("/about-us/", "About us"),
      page("/id/tentang-kami/", "Tentang kami", "id"),
      page("/404/", "Page not found"),
    ];
    expect(await build(pages)).toMatchObject({ images: 4, drawn: 0, placed: 4 });
    expect(drawn).toEqual([]);
    expect(readFileSync(path.join(publicDir, "share", "about-us.png")).toString()).toContain("About us");
  });

  test("a changed title is drawn again; a removed page's image leaves public/ and the cache", async () => {
    const pages = [
      page("/", "Nusakode"),
      page("/about-us/", "About the team"),
      page("/id/tentang-kami/", "Tentang kami", "id"),
    ];
    expect(await build(pages)).toMatchObject({ images: 3, drawn: 1, placed: 1 });
    expect(drawn).toEqual(["About the team"]);
    expect(readFileSync(path.join(publicDir, "share", "about-us.png")).toString()).toContain("About the team");
    expect(existsSync(path.join(publicDir, "share", "404.png"))).toBe(false);
    expect(readdirSync(cacheDir)).toHaveLength(3);
  });

  test("the same title in another language is another image", async () => {
    const pages = [page("/", "Nusakode"), page("/id/", "Nusakode", "id")];
    expect(await build(pages)).toMatchObject({ images: 2, drawn: 1 });
  });

  test("two pages naming one image with different titles fail the build", async () => {
    await expect(build([page("/about-us/", "About us"), page("/about-us", "About them")])).rejects.toThrow(
      /share image \/share\/about-us.png/,
    );
  });
});

test("draws a 1200 x 630 PNG of the title", async () => {
  const inputs = drawingInputs(path.join(root, "static", "favicon.svg"), root);
  const spec = { title: "Tentang kami", lang: "id", siteName: "Nusakode", host: "nusakode.id" };
  const png = await drawShareImage(spec, inputs);
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  const other = await drawShareImage({ ...spec, title: "About us", lang: "en" }, inputs);
  expect(other.equals(png)).toBe(false);
}, 30_000);
