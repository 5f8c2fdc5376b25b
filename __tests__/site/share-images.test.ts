// Issue 38: every page has a share image of 1200 x 630 that exists in the build, drawn with the page's
// title in its language where no editor chose one (src/gatsby/after-build/share-images.ts).
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { builtPages } from "../support/built-pages";
import { publicDir } from "../support/site-files";
import { parse } from "../support/built-dom";
import { shareImagePath } from "../../src/lib/share-image";

const SITE = "https://nusakode.id";
const meta = (document: Document, key: string) =>
  document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ?? undefined;
/** Every page, and the not-found pages servers answer with (public/404.html, public/id/404.html). */
const routes = [...builtPages().map((page) => page.route), "/404.html", "/id/404.html"];
/** A PNG's width and height from its signature and IHDR chunk. */
const pngSize = (file: string) => {
  const png = readFileSync(file);
  const signature = png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return {
    signature,
    chunk: png.toString("latin1", 12, 16),
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
  };
};
const imageOf = (route: string) => meta(parse(route), "og:image") ?? "";

test.each(routes)("%s has a share image of 1200 x 630 in the build, named in Open Graph and Twitter", (route) => {
  const document = parse(route);
  const image = meta(document, "og:image") ?? "";
  // the page's own drawn image (no page has an editor's image yet)
  expect(image).toBe(`${SITE}${shareImagePath(route)}`);
  const file = join(publicDir, new URL(image).pathname);
  expect([route, existsSync(file)]).toEqual([route, true]);
  expect(pngSize(file)).toEqual({ signature: true, chunk: "IHDR", width: 1200, height: 630 });
  expect([meta(document, "og:image:width"), meta(document, "og:image:height")]).toEqual(["1200", "630"]);
  expect(meta(document, "og:image:alt")).toMatch(/\S/);
  expect(meta(document, "twitter:card")).toBe("summary_large_image");
  expect(meta(document, "twitter:image")).toBe(image);
  expect(meta(document, "twitter:image:alt")).toBe(meta(document, "og:image:alt"));
});

test("each language's image shows its own title: the English and Indonesian about pages' differ", () => {
  expect(parse("/about-us").title).not.toBe(parse("/id/about-us").title);
  const [en, id] = ["/about-us", "/id/about-us"].map((route) =>
    readFileSync(join(publicDir, new URL(imageOf(route)).pathname)),
  );
  expect(en.equals(id)).toBe(false);
  // and every page's image is its own file (the 404 page and its copy share one)
  const images = new Set(routes.map(imageOf));
  expect(images.size).toBe(routes.length - 2);
});

test("public/share/ holds only the images pages name", () => {
  const files = readdirSync(join(publicDir, "share"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${SITE}/${join(entry.parentPath, entry.name).slice(publicDir.length + 1)}`);
  expect(files.sort()).toEqual([...new Set(routes.map(imageOf))].sort());
});
