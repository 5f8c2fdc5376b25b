// The page-type table's reading of an address: an entry's page is one segment under its type's base, in
// any language; a list's later page or a category's or tag's list under the same base is not an entry,
// so the not-found page names no entry for an unknown one (src/pages/404.tsx).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { PAGE_TYPES, pageTypeOfPath } from "../../src/rules/page-types";

test.each([
  ["/blog/some-article/", "article"],
  ["/id/blog/some-article", "article"],
  ["/ourworks/a-project/", "project"],
  ["/id/service/web/", "service"],
  ["/blog/", undefined],
  ["/blog/page/9/", undefined],
  ["/blog/category/no-such-category/", undefined],
  ["/id/blog/kategori/x/", undefined],
  ["/contact-us/", undefined],
])("%s is %s", (path, type) => {
  expect(pageTypeOfPath(path)?.name).toBe(type);
});

// The table is obeyed (issue 53): no code writes a page type's base again; it asks the table
// (pageTypePath). The spec's breadcrumb mapping (src/lib/breadcrumb.ts) names its lists as the spec does.
const root = join(__dirname, "..", "..");
const files = ["src", "cms/src"].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name))),
);

test("no page type's base is written outside src/rules/page-types.js", () => {
  const ALLOWED = ["src/rules/page-types.js", "src/lib/breadcrumb.ts", "src/gatsby-types.d.ts"];
  expect(files.length).toBeGreaterThan(100);
  const bases = [
    ...new Set(
      PAGE_TYPES.flatMap((type) => Object.values(type.base)).flatMap((base) => [base, base.replace(/\/$/, "")]),
    ),
  ];
  const written = files
    .filter((file) => !ALLOWED.includes(file))
    .flatMap((file) => {
      const text = readFileSync(join(root, file), "utf8");
      return bases
        .filter((base) => ['"', "'", "`"].some((quote) => text.includes(`${quote}${base}${quote}`)))
        .map((base) => `${file}: ${base}`);
    });
  expect(written).toEqual([]);
});

// Code that makes pages treats every type alike: what one type's pages add is looked up, not branched on.
test("no code branches on a page type's name", () => {
  const branch = new RegExp(`\\.name\\s*[!=]==\\s*["'\`](${PAGE_TYPES.map((type) => type.name).join("|")})["'\`]`);
  expect(files.filter((file) => branch.test(readFileSync(join(root, file), "utf8")))).toEqual([]);
});
