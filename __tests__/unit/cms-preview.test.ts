// cms/src/preview.js: "Open preview" finds a page for every content type an editor can open, and
// those pages exist. The end-to-end test (__tests__/deploy/preview.test.ts) follows the links.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

const { PAGES, PAGE_FIELD } = require("../../cms/src/preview");

const { PAGE_TYPES } = require("../../src/rules/page-types");
// by the CMS type's folder (api::blog-post.blog-post: blog-post)
const PAGE_OF_ENTRY: Record<string, string> = Object.fromEntries(
  PAGE_TYPES.map((type: { cmsType: string; base: { en: string } }) => [type.cmsType.split(".").pop(), type.base.en]),
);
// pages made from the articles and the projects (src/gatsby/blog-pages.ts, portfolio-pages.ts), not files of src/pages
const MADE_FROM_ENTRIES = ["/single-blog/", "/ourworks/", "/portfolio-one/"];

const cms = join(__dirname, "..", "..", "cms", "src", "api");
const pages = join(__dirname, "..", "..", "src", "pages");

// No page shows the runner's Publish status, nor what visitors send the agency alone (api::visitor-form is a route,
// no type); a visitor comment is read in the admin, a draft shows nowhere (published, under its article).
const NO_PAGE = [
  "publish-status",
  "contact-message",
  "notify-signup",
  "visitor-data-removal",
  "visitor-form",
  "visitor-comment",
];
test("every content type but the runner's Publish status and what visitors send opens a page of the preview", () => {
  const types = readdirSync(cms).filter((name) => !NO_PAGE.includes(name));
  expect(types.filter((name) => !PAGES[name] && !PAGE_OF_ENTRY[name] && !PAGE_FIELD[name])).toEqual([]);
  expect(Object.keys({ ...PAGES, ...PAGE_OF_ENTRY, ...PAGE_FIELD }).filter((name) => !types.includes(name))).toEqual(
    [],
  );
});

test("those pages are pages of the site", () => {
  const paths = Object.values(PAGES) as string[];
  const missing = paths.filter(
    (path) =>
      !MADE_FROM_ENTRIES.includes(path) &&
      !existsSync(join(pages, path === "/" ? "index.tsx" : `${path.slice(1, -1)}.tsx`)),
  );
  expect(missing).toEqual([]);
  // Services, projects and articles open their own page, from the pages of those lists.
  expect(PAGE_OF_ENTRY).toEqual({ service: "/service/", project: "/ourworks/", "blog-post": "/blog/" });
});

test("the page opens in the language being edited, an entry's own page at its slug in that language", async () => {
  const { previewPath } = require("../../cms/src/preview");
  const slugs: Record<string, string> = { en: "web-development", id: "pengembangan-web" };
  const strapi = {
    documents: () => ({ findOne: async ({ locale }: { locale: string }) => ({ slug: slugs[locale] }) }),
  };
  expect(await previewPath(strapi, "api::faq.faq", { locale: "en" })).toBe("/faq/");
  expect(await previewPath(strapi, "api::faq.faq", { locale: "id" })).toBe("/id/faq/");
  expect(await previewPath(strapi, "api::home.home", { locale: "id" })).toBe("/id/");
  expect(await previewPath(strapi, "api::service.service", { documentId: "d1", locale: "id" })).toBe(
    "/id/service/pengembangan-web/",
  );
  expect(await previewPath(strapi, "api::service.service", { documentId: "d1", locale: "en" })).toBe(
    "/service/web-development/",
  );
  expect(await previewPath(strapi, "api::publish-status.publish-status", { locale: "id" })).toBeNull();
});
