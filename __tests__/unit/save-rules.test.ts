// The build's content rules as the CMS checks them at save (src/rules/save-rules.js, cms/src/checks-on-save.js),
// without Strapi: the table of which CMS fields carry which rule agrees with the build's model and the
// CMS's schemas; a document's data gets the build's wording at each field's path; the middleware turns
// them into the ValidationError the admin marks fields with (details.errors[{ path, message }]).
import { join } from "node:path";
import { collections } from "../../src/data/model/content-model";
import type { Field, Fields } from "../../src/data/model/fields";
import { cmsMappings } from "../../src/data/cms/cms-mapping";
import {
  CMS_FIELD_RULES,
  REQUIRED_RELATIONS,
  TRANSLATED_LISTS,
  saveProblems,
  translatedListProblems,
} from "../../src/rules/save-rules";
import { paragraphs } from "../../src/data/cms/cms-values";

const { readSchemaFiles } = require("../../cms/src/editor-views");

const { checkOnSave } = require("../../cms/src/checks-on-save");

type Schema = { attributes: Record<string, { type: string; component?: string }> };
const schemas: Record<string, Schema> = readSchemaFiles(join(__dirname, "..", "..", "cms", "src"));

/** The model's fields that carry a rule of the table: url(), sitePath() and blocks(), by path through objects. */
function ruledFields(fields: Fields, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]): Array<[string, string]> => {
      const path = `${prefix}${name}`;
      if (field.kind === "Object") return Object.entries(ruledFields(field.fields, `${path}.`));
      if (field.kind === "Blocks") return [[path, "blocks"]];
      if (field.kind === "String" && field.format === "url") return [[path, "url"]];
      if (field.kind === "String" && field.format === "path") return [[path, "sitePath"]];
      return [];
    }),
  );
}

// The site's navigation stays in the repository (cms/README.md): the CMS holds no menu links.
const NOT_IN_CMS = ["SiteSettings.navigation."];

test("the table names every link, site address and rich body of the build's model that the CMS holds, with the same rule", () => {
  const expected: Record<string, Record<string, string>> = {};
  for (const mapping of cmsMappings) {
    const collection = collections.find((c) => c.type === mapping.type)!;
    const ruled = Object.entries(ruledFields(collection.fields)).filter(
      ([path]) => !NOT_IN_CMS.some((out) => `${mapping.type}.${path}`.startsWith(out)),
    );
    if (ruled.length > 0) expected[`api::${mapping.singularName}.${mapping.singularName}`] = Object.fromEntries(ruled);
  }
  // (the paragraphs-only rich-text fields are text in the model, made from blocks by the mapping: below)
  const modelRules = Object.fromEntries(
    Object.entries(CMS_FIELD_RULES)
      .map(([uid, fields]) => [
        uid,
        Object.fromEntries(Object.entries(fields).filter(([, rule]) => rule !== "paragraphs")),
      ])
      .filter(([, fields]) => Object.keys(fields).length > 0),
  );
  expect(modelRules).toEqual(expected);
});

/** Every rich-text (blocks) field of a CMS type, by path through its components. */
function blocksFields(schema: Schema, prefix = ""): string[] {
  return Object.entries(schema.attributes).flatMap(([name, attribute]) => {
    if (attribute.type === "blocks") return [`${prefix}${name}`];
    if (attribute.type === "component" && attribute.component)
      return blocksFields(schemas[attribute.component], `${prefix}${name}.`);
    return [];
  });
}

test("every rich-text field of the CMS carries a rule at save: an article's body its blocks, every other field paragraphs", () => {
  const fields = Object.entries(schemas)
    .filter(([uid]) => uid.startsWith("api::"))
    .flatMap(([uid, schema]) => blocksFields(schema).map((path) => `${uid} ${path}`));
  expect(fields.length).toBeGreaterThan(6);
  expect(
    fields.map((field) => `${field}: ${CMS_FIELD_RULES[field.split(" ")[0]]?.[field.split(" ")[1]] ?? "none"}`),
  ).toEqual(fields.map((field) => `${field}: ${field === "api::blog-post.blog-post body" ? "blocks" : "paragraphs"}`));
});

// What each of the rich-text toolbar's actions writes (Strapi's blocks JSON), and a pasted heading 1.
const text = (words: string) => ({ type: "text", text: words });
const TOOLBAR: Record<string, unknown> = {
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((level) => [`heading ${level}`, { type: "heading", level, children: [text("Title")] }]),
  ),
  "bulleted list": { type: "list", format: "unordered", children: [{ type: "list-item", children: [text("one")] }] },
  "numbered list": { type: "list", format: "ordered", children: [{ type: "list-item", children: [text("one")] }] },
  quote: { type: "quote", children: [text("said")] },
  code: { type: "code", children: [text("npm ci")] },
  image: { type: "image", image: { id: 4, url: "/uploads/a.jpg" }, children: [text("")] },
  link: {
    type: "paragraph",
    children: [text("see "), { type: "link", url: "https://nusakode.id/", children: [text("us")] }, text("")],
  },
  ...Object.fromEntries(
    ["bold", "italic", "underline", "strikethrough", "code"].map((style) => [
      `${style} text`,
      { type: "paragraph", children: [{ ...text("styled"), [style]: true }] },
    ]),
  ),
};

test("no toolbar action in a paragraphs-only field gets past Save and then fails the build: Save refuses exactly what the build would", () => {
  const outcomes = Object.entries(TOOLBAR).map(([action, block]) => {
    const value = [{ type: "paragraph", children: [text("First.")] }, block];
    const refusedAtSave = saveProblems("api::project.project", { description: value }).map(
      (problem) => problem.message,
    );
    let buildProblem = "";
    try {
      paragraphs(value, "description");
    } catch (error) {
      buildProblem = `description ${(error as Error).message}`;
    }
    return {
      action,
      refusedAtSave,
      buildFails: buildProblem !== "",
      same: buildProblem === "" ? refusedAtSave.length === 0 : refusedAtSave[0] === buildProblem,
    };
  });
  expect(outcomes.filter((outcome) => !outcome.same)).toEqual([]);
  expect(outcomes.filter((outcome) => outcome.refusedAtSave.length > 0).map((outcome) => outcome.action)).toEqual([
    "heading 1",
    "heading 2",
    "heading 3",
    "heading 4",
    "heading 5",
    "heading 6",
    "bulleted list",
    "numbered list",
    "quote",
    "code",
    "image",
    "link",
  ]);
  expect(
    saveProblems("api::about-us.about-us", { leftColumn: { title: "Us", paragraphs: [TOOLBAR["heading 2"]] } }),
  ).toEqual([
    {
      path: ["leftColumn", "paragraphs"],
      message: "leftColumn.paragraphs has a heading block; the site shows paragraphs with bold text only",
    },
  ]);
});

test("every field path of the table is a field of the CMS's schemas", () => {
  for (const [uid, fields] of Object.entries(CMS_FIELD_RULES)) {
    for (const path of Object.keys(fields)) {
      let schema: Schema | undefined = schemas[uid];
      const keys = path.split(".");
      keys.forEach((key, i) => {
        const attribute = schema?.attributes[key];
        expect([uid, path, key, attribute?.type ?? "missing"]).toEqual([
          uid,
          path,
          key,
          i < keys.length - 1 ? "component" : attribute?.type,
        ]);
        schema = attribute?.component ? schemas[attribute.component] : undefined;
      });
      expect([uid, path, schema]).toEqual([uid, path, undefined]);
    }
  }
});

const URL_RULE = "must be an https: address, a mailto: or tel: link, or a path of this site starting with /";

test("a bad link is named by its field's path, with the build's wording", () => {
  const settings = {
    contact: { id: 1, chatUrl: "https://wa.me/62811" },
    socialLinks: [
      { id: 1, url: "https://x.com/nusakode" },
      { id: 2, url: "javascript:alert(1)" },
    ],
  };
  expect(saveProblems("api::site-setting.site-setting", settings)).toEqual([
    { path: ["socialLinks", "1", "url"], message: `socialLinks[1].url ${URL_RULE}, got "javascript:alert(1)"` },
  ]);
  expect(saveProblems("api::site-setting.site-setting", { contact: { chatUrl: "http://wa.me/62811" } })).toEqual([
    { path: ["contact", "chatUrl"], message: `contact.chatUrl ${URL_RULE}, got "http://wa.me/62811"` },
  ]);
  expect(saveProblems("api::project.project", { title: "Kopi", websiteUrl: "/\\evil.example" })).toEqual([
    { path: ["websiteUrl"], message: `websiteUrl ${URL_RULE}, got "/\\\\evil.example"` },
  ]);
});

test("good values, empty optional ones, fields a save leaves out and other types pass", () => {
  expect(saveProblems("api::project.project", { title: "Kopi", websiteUrl: null })).toEqual([]);
  expect(saveProblems("api::project.project", { title: "Kopi", websiteUrl: "" })).toEqual([]);
  expect(saveProblems("api::project.project", { websiteUrl: "https://kopikita.id" })).toEqual([]);
  expect(saveProblems("api::site-setting.site-setting", { name: "Nusakode" })).toEqual([]);
  expect(saveProblems("api::site-setting.site-setting", { socialLinks: [] })).toEqual([]);
  expect(saveProblems("api::faq.faq", { question: "javascript:alert(1)" })).toEqual([]);
});

test("an article's body: a javascript: link and a Heading 1 are refused in the build's words, at the body", () => {
  const body = [
    { type: "heading", level: 1, children: [{ type: "text", text: "Big" }] },
    {
      type: "paragraph",
      children: [
        { type: "text", text: "See " },
        { type: "link", url: "javascript:alert(1)", children: [{ type: "text", text: "this" }] },
      ],
    },
    {
      type: "list",
      format: "unordered",
      children: [
        { type: "list-item", children: [{ type: "link", url: "/blog/", children: [{ type: "text", text: "ok" }] }] },
      ],
    },
    { type: "image", image: { id: 4 }, children: [{ type: "text", text: "" }] },
  ];
  expect(saveProblems("api::blog-post.blog-post", { body })).toEqual([
    {
      path: ["body"],
      message:
        "body: the 1st heading is of level 1; the site shows headings of levels 2 to 4 (the page's title is its level 1): choose Heading 2, 3 or 4",
    },
    { path: ["body"], message: `body: the 1st paragraph's 1st link ${URL_RULE}, got "javascript:alert(1)"` },
  ]);
  expect(saveProblems("api::blog-post.blog-post", { body: body.slice(2) })).toEqual([]);
});

test("SEO values in any component named seo, however deep, by src/rules/seo.js", () => {
  const seo = {
    id: 3,
    metaTitle: "Kopi Kita",
    metaDescription: "x".repeat(161),
    shareImage: { id: 9 },
    shareImageAlt: " ",
    canonicalPath: "https://other.example/",
    noindex: false,
  };
  expect(saveProblems("api::service.service", { title: "Web", seo })).toEqual([
    {
      path: ["seo", "canonicalPath"],
      message: 'seo.canonicalPath must be an address on this site starting with /, got "https://other.example/"',
    },
    {
      path: ["seo", "metaDescription"],
      message:
        "seo.metaDescription must be at most 160 characters (it has 161): search results cut longer descriptions",
    },
    {
      path: ["seo", "shareImageAlt"],
      message:
        "seo.shareImageAlt must be written when a share image is set: what the image shows, for people who cannot see it",
    },
  ]);
  expect(
    saveProblems("api::fixed-page-seo.fixed-page-seo", {
      pages: [{ page: "/about-us", seo: { metaTitle: "t".repeat(61) } }],
    }),
  ).toEqual([
    {
      path: ["pages", "0", "seo", "metaTitle"],
      message: "pages[0].seo.metaTitle must be at most 60 characters (it has 61): search results cut longer titles",
    },
  ]);
  expect(
    saveProblems("api::service.service", {
      seo: { metaTitle: "t".repeat(60), metaDescription: "d".repeat(160), shareImage: null, shareImageAlt: null },
    }),
  ).toEqual([]);
  expect(saveProblems("api::service.service", { seo: null })).toEqual([]);
});

type Context = { uid: string; action: string; params: { data?: Record<string, unknown> } };
type Middleware = (context: Context, next: () => Promise<string>) => Promise<string>;
const warnings: string[] = [];
function middlewareWith(env: Record<string, string>) {
  const middlewares: Middleware[] = [];
  checkOnSave(
    {
      documents: { use: (m: Middleware) => middlewares.push(m) },
      getModel: (uid: string) => schemas[uid],
      log: { warn: (line: string) => warnings.push(line) },
    },
    env,
  );
  return middlewares;
}

test("the CMS refuses such a save with a ValidationError naming each field's path (what the admin marks), one error per field, in the labels the editor sees", async () => {
  const [middleware] = middlewareWith({});
  const save = (uid: string, data: Record<string, unknown>, action = "update") =>
    middleware({ uid, action, params: { data } }, async () => "saved");
  const refusal = await save("api::site-setting.site-setting", {
    socialLinks: [{ name: "Twitter", url: "javascript:alert(1)" }, { url: "data:x" }],
  }).catch((error: unknown) => error);
  expect(refusal).toMatchObject({
    name: "ValidationError",
    message: `Social links > Twitter > Profile address ${URL_RULE}, got "javascript:alert(1)"; Social links > item 2 > Profile address ${URL_RULE}, got "data:x"`,
    details: {
      errors: [
        {
          path: ["socialLinks", "0", "url"],
          message: `Social links > Twitter > Profile address ${URL_RULE}, got "javascript:alert(1)"`,
          name: "ValidationError",
        },
        {
          path: ["socialLinks", "1", "url"],
          message: `Social links > item 2 > Profile address ${URL_RULE}, got "data:x"`,
          name: "ValidationError",
        },
      ],
    },
  });
  const seoRefusal = await save("api::blog-post.blog-post", { seo: { metaTitle: "t".repeat(85) } }).catch(
    (error: unknown) => error,
  );
  expect(seoRefusal).toMatchObject({
    details: {
      errors: [
        {
          path: ["seo", "metaTitle"],
          message:
            "SEO > Title for search results must be at most 60 characters (it has 85): search results cut longer titles",
        },
      ],
    },
  });
  const body = [
    { type: "heading", level: 6, children: [] },
    {
      type: "paragraph",
      children: [
        { type: "text", text: "See " },
        { type: "link", url: "data:text/html,x", children: [] },
      ],
    },
  ];
  const bodyRefusal = (await save("api::blog-post.blog-post", { body }, "create").catch((error: unknown) => error)) as {
    details: { errors: Array<{ path: string[]; message: string }> };
  };
  expect(bodyRefusal.details.errors).toEqual([
    {
      path: ["body"],
      message: `Body: the 1st heading is of level 6; the site shows headings of levels 2 to 4 (the page's title is its level 1): choose Heading 2, 3 or 4; Body: the 1st paragraph's 1st link ${URL_RULE}, got "data:text/html,x"`,
      name: "ValidationError",
    },
  ]);
  // a duplicate with the editor's changes is checked like a save; so is a slug, by its label
  const copyRefusal = await save(
    "api::project.project",
    { websiteUrl: "javascript:alert(1)", slug: ".." },
    "clone",
  ).catch((error: unknown) => error);
  expect(copyRefusal).toMatchObject({
    details: {
      errors: [
        { path: ["websiteUrl"], message: `Website address ${URL_RULE}, got "javascript:alert(1)"` },
        { path: ["slug"], message: 'Slug must be a slug (letters, digits, - _ . ~, not starting with .), got ".."' },
      ],
    },
  });
  await expect(save("api::site-setting.site-setting", { socialLinks: [{ url: "https://x.com/n" }] })).resolves.toBe(
    "saved",
  );
  await expect(save("api::project.project", { websiteUrl: "javascript:alert(1)" }, "publish")).resolves.toBe("saved");
  await expect(
    save("plugin::users-permissions.user", { socialLinks: [{ url: "javascript:alert(1)" }] }, "create"),
  ).resolves.toBe("saved");
});

test("CMS_SAVE_CHECKS=false (tests of the build's net only) installs no check and says so", () => {
  expect(middlewareWith({ CMS_SAVE_CHECKS: "false" })).toEqual([]);
  expect(warnings).toEqual([expect.stringContaining("CMS_SAVE_CHECKS=false")]);
  expect(middlewareWith({ CMS_SAVE_CHECKS: "true" })).toHaveLength(1);
});

/**
 * The model's lists of objects holding texts, which a translation gives item by item (src/data/model/translation.ts).
 */
function itemByItemLists(fields: Fields, prefix = ""): string[] {
  const texts = (field: Field): boolean =>
    field.kind === "String" || field.kind === "Blocks"
      ? field.localized === true
      : field.kind === "Object" && Object.values(field.fields).some(texts);
  return Object.entries(fields).flatMap(([name, field]) =>
    field.kind === "Object"
      ? [
          ...(field.list && texts(field) ? [`${prefix}${name}`] : []),
          ...itemByItemLists(field.fields, `${prefix}${name}.`),
        ]
      : [],
  );
}

test("the lists translated item by item are every list of objects with texts of the model that the CMS holds, each a repeatable component there", () => {
  const expected: Record<string, string[]> = {};
  for (const mapping of cmsMappings) {
    const lists = itemByItemLists(collections.find((c) => c.type === mapping.type)!.fields).filter(
      (path) => !NOT_IN_CMS.some((out) => `${mapping.type}.${path}.`.startsWith(out)),
    );
    if (lists.length > 0) expected[`api::${mapping.singularName}.${mapping.singularName}`] = lists;
  }
  expect(TRANSLATED_LISTS).toEqual(expected);
  for (const [uid, paths] of Object.entries(TRANSLATED_LISTS)) {
    for (const path of paths) {
      let schema = schemas[uid];
      const keys = path.split(".");
      keys.forEach((key, i) => {
        const attribute = schema.attributes[key] as { type: string; component?: string; repeatable?: boolean };
        expect([uid, path, attribute?.type, i === keys.length - 1 ? attribute?.repeatable : "through"]).toEqual([
          uid,
          path,
          "component",
          i === keys.length - 1 ? true : "through",
        ]);
        schema = schemas[attribute.component!];
      });
    }
  }
});

test("a version in another language with another number of items than English's in such a list is refused at Save, in the editor's labels; English is read as published", async () => {
  const english = { details: { sections: [{ title: "A" }, { title: "B" }] } };
  expect(translatedListProblems("api::service.service", { details: { sections: [{ title: "A" }] } }, english)).toEqual([
    {
      path: ["details", "sections"],
      message:
        "details.sections must have 2 items, as in English (it has 1): each item translates English's item in the same place",
    },
  ]);
  expect(
    translatedListProblems(
      "api::service.service",
      { details: { sections: [{ title: "a" }, { title: "b" }] } },
      english,
    ),
  ).toEqual([]);
  expect(translatedListProblems("api::service.service", { title: "Only the title" }, english)).toEqual([]);
  const asked: unknown[] = [];
  const middlewares: Middleware[] = [];
  const documents = Object.assign(
    () => ({
      findOne: async (query: { status: string }) => (asked.push(query), query.status === "published" ? english : null),
      findFirst: async () => null,
    }),
    { use: (m: Middleware) => middlewares.push(m) },
  );
  checkOnSave(
    {
      documents,
      contentTypes: { "api::service.service": { kind: "collectionType" } },
      getModel: (uid: string) => schemas[uid],
      log: { warn: () => undefined },
    },
    {},
  );
  const save = (locale: string, sections: unknown[]) =>
    middlewares[0](
      {
        uid: "api::service.service",
        action: "update",
        params: { documentId: "d1", locale, data: { details: { sections } } } as Context["params"],
      },
      async () => "saved",
    );
  const refusal = (await save("id", [{ title: "Satu" }]).catch((error: unknown) => error)) as {
    details: { errors: Array<{ path: string[]; message: string }> };
  };
  expect(refusal.details.errors).toEqual([
    {
      path: ["details", "sections"],
      message:
        "Service page > Sections must have 2 items, as in English (it has 1): each item translates English's item in the same place",
      name: "ValidationError",
    },
  ]);
  expect(asked).toEqual([
    { documentId: "d1", locale: "en", status: "published", populate: { details: { populate: { sections: true } } } },
  ]);
  await expect(save("id", [{ title: "Satu" }, { title: "Dua" }])).resolves.toBe("saved");
  await expect(save("en", [{ title: "One" }])).resolves.toBe("saved");
});

test("every text, number and day the build requires of a CMS entry is required in the CMS's schema, so Publish refuses it empty (Strapi's own check)", () => {
  const loose: string[] = [];
  for (const mapping of cmsMappings) {
    const collection = collections.find((c) => c.type === mapping.type)!;
    const schema = schemas[`api::${mapping.singularName}.${mapping.singularName}`];
    for (const [name, field] of Object.entries(collection.fields)) {
      const attribute = schema.attributes[mapping.cmsNames?.[name] ?? name] as
        { type: string; required?: boolean } | undefined;
      // the CMS's own ids and the mappings' derived fields are not the editor's; lists, components and
      // relations are checked by the build (an empty list is allowed; a missing author is named in Publish status)
      if (
        !attribute ||
        field.kind === "Object" ||
        field.kind === "File" ||
        field.list ||
        attribute.type === "relation" ||
        attribute.type === "component" ||
        attribute.type === "boolean"
      )
        continue;
      if (field.required && attribute.required !== true) loose.push(`${mapping.singularName}.${name}`);
    }
  }
  expect(loose).toEqual([]);
});

test("the relations Publish requires are the model's references to one entry that the CMS holds as relations, each to the referenced type", () => {
  const expected: Record<string, string[]> = {};
  for (const mapping of cmsMappings) {
    const uid = `api::${mapping.singularName}.${mapping.singularName}`;
    const collection = collections.find((c) => c.type === mapping.type)!;
    for (const field of Object.values(collection.fields)) {
      if (field.kind !== "String" || !field.ref || field.list) continue;
      const target = cmsMappings.find((m) => m.type === field.ref!.type)!;
      const relations = Object.entries(schemas[uid].attributes).filter(
        ([, a]) =>
          a.type === "relation" &&
          (a as { target?: string }).target === `api::${target.singularName}.${target.singularName}`,
      );
      expect([uid, field.ref.type, relations.length]).toEqual([uid, field.ref.type, 1]);
      (expected[uid] ??= []).push(relations[0][0]);
    }
  }
  expect(REQUIRED_RELATIONS).toEqual(expected);
});

test("Publish refuses an entry whose required relation names nothing or an entry not yet published, in the editor's labels; a published one passes", async () => {
  const members: Record<string, { documentId: string; locale: string; name: string; published: boolean }> = {
    m1: { documentId: "m1", locale: "id", name: "Rina Wati", published: false },
    m2: { documentId: "m2", locale: "id", name: "Budi", published: true },
  };
  let author: { documentId: string; locale: string; name: string } | null = null;
  const asked: unknown[] = [];
  const middlewares: Middleware[] = [];
  const documents = Object.assign(
    (uid: string) => ({
      findOne: async (query: { documentId: string; locale: string; status: string }) => {
        asked.push([uid, query]);
        if (uid === "api::blog-post.blog-post") return { documentId: query.documentId, author };
        const member = members[query.documentId];
        return member && query.locale === member.locale && (query.status === "draft" || member.published)
          ? member
          : null;
      },
    }),
    { use: (m: Middleware) => middlewares.push(m) },
  );
  const contentTypes = {
    "api::blog-post.blog-post": {
      attributes: { author: { type: "relation", target: "api::team-member.team-member" } },
    },
    "api::team-member.team-member": { info: { displayName: "Team member" } },
  };
  checkOnSave({ documents, contentTypes, log: { warn: () => undefined } }, {});
  const publish = (locale: string) =>
    middlewares[0](
      { uid: "api::blog-post.blog-post", action: "publish", params: { documentId: "p1", locale } as Context["params"] },
      async () => "published",
    );
  const refusal = async () =>
    ((await publish("id").catch((error: unknown) => error)) as { details: { errors: unknown[] } }).details.errors;
  expect(await refusal()).toEqual([
    { path: ["author"], message: "Author must name a Team member: choose one", name: "ValidationError" },
  ]);
  author = members.m1;
  expect(await refusal()).toEqual([
    {
      path: ["author"],
      message:
        'Author names Team member "Rina Wati", which is not published: the site shows published entries only. Publish "Rina Wati" first, or choose another',
      name: "ValidationError",
    },
  ]);
  expect(asked.slice(-2)).toEqual([
    ["api::blog-post.blog-post", { documentId: "p1", locale: "id", status: "draft", populate: { author: true } }],
    ["api::team-member.team-member", { documentId: "m1", locale: "id", status: "published" }],
  ]);
  author = members.m2;
  await expect(publish("id")).resolves.toBe("published");
  await expect(
    middlewares[0](
      { uid: "api::service.service", action: "publish", params: { documentId: "s1" } as Context["params"] },
      async () => "published",
    ),
  ).resolves.toBe("published");
});
