// cms/src/field-rules.js: the CMS refuses on save the slugs and links the site's rules (src/rules)
// refuse, naming the field, before Strapi stores anything.
import { join } from "node:path";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readSchemaFiles } = require("../../cms/src/editor-views");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { refuseOddFields, LINK_FIELDS } = require("../../cms/src/field-rules");

type Context = { uid: string; action: string; params: { data?: Record<string, unknown> } };
type Middleware = (context: Context, next: () => Promise<string>) => Promise<string>;

const schemas = readSchemaFiles(join(__dirname, "..", "..", "cms", "src"));
const middlewares: Middleware[] = [];
refuseOddFields({ getModel: (uid: string) => schemas[uid], documents: { use: (m: Middleware) => middlewares.push(m) } });
const save = (uid: string, data: Record<string, unknown>, action = "update") => middlewares[0]({ uid, action, params: { data } }, async () => "saved");

test("the link fields it checks are text fields of the CMS's schemas", () => {
  for (const [uid, fields] of Object.entries<string[]>(LINK_FIELDS)) {
    for (const field of fields) expect([uid, field, schemas[uid]?.attributes[field]?.type]).toEqual([uid, field, "string"]);
  }
});

test("a slug of dots or starting with a dot is refused on save, with the field's name", async () => {
  for (const slug of [".", "..", ".x"]) {
    await expect(save("api::service.service", { title: "Web", slug })).rejects.toThrow(/slug must be a slug/);
    await expect(save("api::project.project", { slug }, "create")).rejects.toThrow(/slug must be a slug/);
  }
  await expect(save("api::service.service", { title: "Web", slug: "web-development" })).resolves.toBe("saved");
});

test("a link that leads to another host is refused on save, in a document or its components", async () => {
  await expect(save("api::project.project", { websiteUrl: "/\\evil.example" })).rejects.toThrow(/websiteUrl must be an https: address/);
  await expect(save("api::site-setting.site-setting", { contact: { chatUrl: "//evil.example" } })).rejects.toThrow(/contact\.chatUrl must be/);
  await expect(save("api::site-setting.site-setting", { socialLinks: [{ id: 1, name: "X", icon: "twitter", url: "https://x.com/nusakode" }, { name: "Y", icon: "github", url: "/\t/evil.example" }] }))
    .rejects.toThrow(/socialLinks\[1\]\.url must be/);
  await expect(save("api::project.project", { websiteUrl: "https://example.com/jelajah-nusantara", slug: "jelajah" })).resolves.toBe("saved");
  await expect(save("api::project.project", { websiteUrl: null })).resolves.toBe("saved");
});

test("reading, publishing and the CMS's own types pass untouched", async () => {
  await expect(save("api::project.project", { slug: ".." }, "publish")).resolves.toBe("saved");
  await expect(save("plugin::users-permissions.user", { username: ".." }, "create")).resolves.toBe("saved");
});
