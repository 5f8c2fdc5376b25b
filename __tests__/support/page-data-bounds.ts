// What each built page downloads as data (its page-data.json and the static-query results it names),
// checked against what it shows: nothing of the other language, no entry it does not link to.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

export interface PageDataFinding {
  page: string;
  problem: string;
}

type Json = any;

function pageDataFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "sq" ? [] : pageDataFiles(path);
    return entry.name === "page-data.json" ? [path] : [];
  });
}

/** Every object within `value`, with where it is (a.b[2].c). */
function objectsIn(value: Json, at: string, found: Array<{ at: string; object: Record<string, Json> }> = []) {
  if (Array.isArray(value)) value.forEach((item, i) => objectsIn(item, `${at}[${i}]`, found));
  else if (value && typeof value === "object") {
    found.push({ at, object: value });
    for (const [key, item] of Object.entries(value)) objectsIn(item, `${at}.${key}`, found);
  }
  return found;
}

/**
 * Each page's problems: an object of a language other than the page's (a node's or the site settings'
 * `locale`), and an entry with a page of its own (`pagePath`) that the page's HTML does not link to.
 * Entries are found by those two fields, which every node the content model makes carries.
 */
export function pageDataFindings(publicDir: string): { pages: number; findings: PageDataFinding[] } {
  const findings: PageDataFinding[] = [];
  const files = pageDataFiles(join(publicDir, "page-data"));
  for (const file of files) {
    const pageData = JSON.parse(readFileSync(file, "utf8"));
    const path: string = pageData.path;
    const html = join(publicDir, path, path.endsWith(".html") ? "" : "index.html");
    if (!existsSync(html)) continue; // Gatsby's own dev-404-page
    const locale: string | undefined = pageData.result?.pageContext?.locale;
    const page = relative(publicDir, file);
    if (!locale) {
      findings.push({ page, problem: "no locale in its page context" });
      continue;
    }
    const staticQueries = (pageData.staticQueryHashes ?? []).map((hash: string) => ({
      hash,
      data: JSON.parse(readFileSync(join(publicDir, "page-data", "sq", "d", `${hash}.json`), "utf8")).data,
    }));
    const sources = [
      { name: "data", value: pageData.result?.data },
      { name: "pageContext", value: pageData.result?.pageContext },
      ...staticQueries.map((q: { hash: string; data: Json }) => ({ name: `static query ${q.hash}`, value: q.data })),
    ];
    const text = readFileSync(html, "utf8");
    for (const { name, value } of sources) {
      for (const { at, object } of objectsIn(value, name)) {
        // the not-found page stands for every unknown address in the browser, so it carries each other
        // language's context under notFoundIn (src/gatsby/localized-pages.ts), each in its own language
        const expected = /^pageContext\.notFoundIn\.([a-z]+)(\.|$)/.exec(at)?.[1] ?? locale;
        if (typeof object.locale === "string" && object.locale !== expected)
          findings.push({ page, problem: `${at} is in "${object.locale}" on a "${expected}" page` });
        if (
          typeof object.pagePath === "string" &&
          object.pagePath !== path &&
          !text.includes(`href="${object.pagePath}"`)
        )
          findings.push({ page, problem: `${at} (${object.pagePath}) is not linked from the page` });
      }
    }
  }
  return { pages: files.length, findings };
}
