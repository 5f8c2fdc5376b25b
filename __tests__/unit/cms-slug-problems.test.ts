// cms/src/slug-problems.js: the slugs the site's rule (src/rules/slug.js) refuses, each with its field's
// path, which checks-on-save.js refuses at Save with the field marked (save-rules.test.ts) before
// Strapi stores anything.
import { join } from "node:path";

const { readSchemaFiles } = require("../../cms/src/editor-views");

const { slugProblems } = require("../../cms/src/slug-problems");

const schemas = readSchemaFiles(join(__dirname, "..", "..", "cms", "src"));
const strapi = { getModel: (uid: string) => schemas[uid] };
const problems = (uid: string, data: Record<string, unknown>) => slugProblems(strapi, uid, data);
const RULE = "must be a slug (letters, digits, - _ . ~, not starting with .)";

test("a slug of dots or starting with a dot is a problem of its field, named by its path", () => {
  for (const slug of [".", "..", ".x"]) {
    expect(problems("api::service.service", { title: "Web", slug })).toEqual([
      { path: ["slug"], message: `slug ${RULE}, got ${JSON.stringify(slug)}` },
    ]);
    expect(problems("api::faq-category.faq-category", { slug })).toEqual([
      { path: ["slug"], message: `slug ${RULE}, got ${JSON.stringify(slug)}` },
    ]);
  }
  expect(problems("api::blog-post.blog-post", { postId: "..", slug: "fine" })).toEqual([
    { path: ["postId"], message: `postId ${RULE}, got ".."` },
  ]);
});

test("good slugs, empty ones, other fields and types without slugs have none", () => {
  expect(problems("api::service.service", { title: "Web", slug: "web-development", serviceId: "service-1" })).toEqual(
    [],
  );
  expect(problems("api::project.project", { title: "..", websiteUrl: null, slug: "v1.2" })).toEqual([]);
  expect(problems("api::project.project", { slug: "" })).toEqual([]);
  expect(
    problems("api::site-setting.site-setting", {
      contact: { phone: "+62 811" },
      socialLinks: [{ id: 1, name: "X", icon: "twitter", url: "https://x.com/n" }],
    }),
  ).toEqual([]);
  expect(problems("plugin::users-permissions.user", { username: ".." })).toEqual([]);
});
