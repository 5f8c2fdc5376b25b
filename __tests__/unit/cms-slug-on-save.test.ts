// cms/src/slug-on-save.js: the CMS refuses on save the slugs the site's rule (src/rules/slug.js)
// refuses, naming the field, before Strapi stores anything.
import { join } from "node:path";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readSchemaFiles } = require("../../cms/src/editor-views");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { refuseBadSlugs } = require("../../cms/src/slug-on-save");

type Context = { uid: string; action: string; params: { data?: Record<string, unknown> } };
type Middleware = (context: Context, next: () => Promise<string>) => Promise<string>;

const schemas = readSchemaFiles(join(__dirname, "..", "..", "cms", "src"));
const middlewares: Middleware[] = [];
refuseBadSlugs({ getModel: (uid: string) => schemas[uid], documents: { use: (m: Middleware) => middlewares.push(m) } });
const save = (uid: string, data: Record<string, unknown>, action = "update") => middlewares[0]({ uid, action, params: { data } }, async () => "saved");

test("a slug of dots or starting with a dot is refused on save, with the field's name", async () => {
  for (const slug of [".", "..", ".x"]) {
    await expect(save("api::service.service", { title: "Web", slug })).rejects.toThrow(`slug must be a slug (letters, digits, - _ . ~, not starting with .), got ${JSON.stringify(slug)}`);
    await expect(save("api::project.project", { slug }, "create")).rejects.toThrow(/^slug must be a slug/);
    await expect(save("api::faq-category.faq-category", { slug })).rejects.toThrow(/^slug must be a slug/);
  }
  await expect(save("api::blog-post.blog-post", { postId: ".." })).rejects.toThrow(/^postId must be a slug/);
});

test("good slugs, other fields, reading and publishing pass untouched", async () => {
  await expect(save("api::service.service", { title: "Web", slug: "web-development", serviceId: "service-1" })).resolves.toBe("saved");
  await expect(save("api::project.project", { title: "..", websiteUrl: null, slug: "v1.2" })).resolves.toBe("saved");
  await expect(save("api::site-setting.site-setting", { contact: { phone: "+62 811" }, socialLinks: [{ id: 1, name: "X", icon: "twitter", url: "https://x.com/n" }] })).resolves.toBe("saved");
  await expect(save("api::project.project", { slug: ".." }, "publish")).resolves.toBe("saved");
  await expect(save("plugin::users-permissions.user", { username: ".." }, "create")).resolves.toBe("saved");
});
