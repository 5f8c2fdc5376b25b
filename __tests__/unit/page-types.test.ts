// The page-type table's reading of an address: an entry's page is one segment under its type's base, in
// any language; a list's later page or a category's or tag's list under the same base is not an entry,
// so the not-found page names no entry for an unknown one (src/pages/404.tsx).
import { pageTypeOfPath } from "../../src/rules/page-types";

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
