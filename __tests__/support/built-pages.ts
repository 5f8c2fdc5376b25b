// Every page of the built site: its route and its HTML file.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { publicDir } from "./site-files";
import { FOLDERS_WITHOUT_PAGES } from "../../src/gatsby/after-build/folders-without-pages";

export interface BuiltPage {
  /** "/" or "/about-us" or "/service/web-development" (no trailing slash) */
  route: string;
  file: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return dir === publicDir && FOLDERS_WITHOUT_PAGES.has(entry.name) ? [] : walk(path);
    return entry.name === "index.html" ? [path] : [];
  });
}

/** Pages with an index.html; the not-found page is "/404" (public/404.html is its copy). */
export function builtPages(): BuiltPage[] {
  return walk(publicDir)
    .map((file) => ({ route: `/${relative(publicDir, file).replace(/\/?index\.html$/, "")}`, file }))
    .sort((a, b) => a.route.localeCompare(b.route));
}
