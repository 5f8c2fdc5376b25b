// What a visitor gets from each built page, compared across builds: its text and its images
// (alt text, the widths offered, whether a WebP source and a blurred placeholder come with it).
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { JSDOM } from "jsdom";
import { textIn } from "./dom-text";

export interface PageImage {
  alt: string | null;
  widths: number[];
  webp: boolean;
  placeholder: boolean;
}
export interface PageSummary {
  path: string;
  text: string;
  images: PageImage[];
}

const widthsOf = (srcset: string | null) =>
  (srcset ?? "")
    .split(",")
    .map((c) => Number(/\s(\d+)w$/.exec(c.trim())?.[1]))
    .filter((w) => w > 0);

function summary(path: string, html: string): PageSummary {
  const document = new JSDOM(html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, "$1$2")).window.document;
  const images = Array.from(document.querySelectorAll("[data-gatsby-image-wrapper]")).map((wrapper) => {
    const main = wrapper.querySelector("img[data-main-image]");
    return {
      alt: main?.getAttribute("alt") ?? null,
      widths: widthsOf(main?.getAttribute("srcset") ?? main?.getAttribute("data-srcset") ?? null),
      webp: wrapper.querySelector('source[type="image/webp"]') !== null,
      placeholder: wrapper.querySelector("[data-placeholder-image]") !== null,
    };
  });
  return { path, text: textIn(document.body), images };
}

/** Every index.html under a built public/ folder, by route, in a stable order. */
export function pageSummaries(publicDir: string): PageSummary[] {
  return readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const route = `/${relative(publicDir, entry.parentPath).split(sep).join("/")}/`.replace(/\/+/g, "/");
      return summary(route, readFileSync(file, "utf8"));
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
