import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, type Dirent } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { createSchemaCustomization, sourceNodes } from "../../gatsby-node";
import { untranslatedContent } from "../../src/data/nodes/untranslated";

const IMAGES = join(__dirname, "..", "..", "content", "images");

// The build's own hooks, called as Gatsby calls them, with a recording reporter and actions.
function gatsbyApi() {
  const nodes: Array<Record<string, any>> = [];
  const panics: string[] = [];
  const types: string[] = [];
  // The File nodes gatsby-source-filesystem made of content/images, as the build sees them.
  const files = (readdirSync(IMAGES, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const relativePath = relative(IMAGES, join(entry.parentPath, entry.name));
      return { id: `file-${relativePath}`, sourceInstanceName: "images", relativePath, internal: { type: "File" } };
    });
  // the ids this build created or touched (Gatsby's nodesTouched); a test takes one out to play a cached node
  const touched = new Set(files.map((file) => file.id));
  const api = {
    store: { getState: () => ({ nodesTouched: touched }) },
    getNode: (id: string) => files.find((file) => file.id === id),
    actions: {
      createNode: (node: Record<string, any>) => nodes.push(node),
      createTypes: (t: string) => types.push(t),
      createNodeField: () => undefined,
    },
    getNodesByType: (type: string) => (type === "File" ? files : []),
    createNodeId: (key: string) => `id-${key}`,
    createContentDigest: () => "digest",
    reporter: {
      panicOnBuild: (message: string) => panics.push(message),
      warn: (message: string) => panics.push(`warn: ${message}`),
    },
  };
  return { api: api as any, nodes, panics, types, files, touched };
}

afterEach(() => {
  delete process.env.CONTENT_DIR;
});

it("declares every entity type without inference", () => {
  const { api, types } = gatsbyApi();
  (createSchemaCustomization as any)(api);
  expect(types[0]).toContain("type Service implements Node @dontInfer {");
  expect(types[0]).toContain("  contentId: String!");
  expect(types[0]).toContain("  thumbnail: File @link\n");
  expect(types[0]).toContain(
    "  slug: String!\n  pagePath: String!\n  englishSlug: String!\n  locale: String!\n  lang: String!\n  linkKey: String!\n}",
  );
  expect(types[0]).toContain("type ServiceSection {\n  title: String!\n  points: [String!]!\n}");
});

it("creates one node per entry and language from the built-in content", async () => {
  const { api, nodes, panics } = gatsbyApi();
  await (sourceNodes as any)(api);
  expect(panics).toEqual([]);
  const ofType = (type: string, locale: string) => nodes.filter((n) => n.internal.type === type && n.locale === locale);
  for (const locale of ["en", "id"]) {
    expect(ofType("Service", locale).map((n) => n.contentId)).toEqual([
      "service-1",
      "service-2",
      "service-3",
      "service-4",
      "service-5",
    ]);
    expect(ofType("TeamMember", locale)).toHaveLength(12);
    expect(ofType("Faq", locale)).toHaveLength(16);
    expect(ofType("SiteSettings", locale)).toHaveLength(1);
  }
  expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length);
});

it("gives the Indonesian nodes their text, addresses, alternative texts and references in Indonesian", async () => {
  const { api, nodes } = gatsbyApi();
  await (sourceNodes as any)(api);
  const project = (locale: string) =>
    nodes.find((n) => n.internal.type === "Project" && n.contentId === "project-1" && n.locale === locale)!;
  expect(project("id").title).not.toBe(project("en").title);
  expect(project("id")).toEqual(
    expect.objectContaining({
      lang: "id",
      pagePath: `/id/ourworks/${project("id").slug}/`,
      bannerAlt: `Banner ${project("id").title}`,
    }),
  );
  expect(project("id").slug).not.toBe(project("en").slug);
  // dates in the page's language
  const post = (locale: string) =>
    nodes.find((n) => n.internal.type === "BlogPost" && n.contentId === "post-1" && n.locale === locale)!;
  expect([post("en").date, post("id").date]).toEqual(["12 March 2025", "12 Maret 2025"]);
  // rules the spec states by slug (a service's approach) read the English one in every language
  expect(project("id").englishSlug).toBe(project("en").slug);
  // a menu's address of a page made from content leads to that page in Indonesian
  const menu = (locale: string) =>
    nodes
      .find((n) => n.internal.type === "SiteSettings" && n.locale === locale)!
      .navigation.flatMap((item: any) => [item, ...(item.children ?? [])]);
  const webService = nodes.find(
    (n) => n.internal.type === "Service" && n.locale === "id" && n.englishSlug === "web-development",
  )!;
  expect(menu("en").map((item: any) => item.to)).toContain("/service/web-development/");
  expect(menu("id").map((item: any) => item.to)).toEqual(
    expect.arrayContaining(["/id/", "/id/about-us", webService.pagePath]),
  );
  const home = nodes.find((n) => n.internal.type === "HomeContent" && n.locale === "id")!;
  const indonesianService = (id: string) =>
    nodes.find((n) => n.internal.type === "Service" && n.locale === "id" && n.contentId === id)!;
  expect(home.serviceIdsNodeIds).toEqual(home.serviceIds.map((id: string) => indonesianService(id).id));
  expect(
    nodes.find((n) => n.internal.type === "Service" && n.locale === "id" && n.contentId === home.serviceIds[0])!
      .linkKey,
  ).toBe(`id/${home.serviceIds[0]}`);
});

it("links images to their File nodes and gives pages their slug and address once", async () => {
  const { api, nodes } = gatsbyApi();
  await (sourceNodes as any)(api);
  const project = nodes.find((n) => n.internal.type === "Project" && n.contentId === "project-1" && n.locale === "en")!;
  expect(project).toEqual(
    expect.objectContaining({
      thumbnail: "file-projects/ruang-teduh-thumbnail.jpg",
      slug: "ruang-teduh-interior-studio",
      pagePath: "/ourworks/ruang-teduh-interior-studio/",
    }),
  );
  expect(nodes.find((n) => n.internal.type === "HomeContent")!.hero.thumbnails.main).toBe("file-home/hero-main.jpg");
  expect(nodes.find((n) => n.internal.type === "Service")).toEqual(
    expect.objectContaining({ slug: "web-development", pagePath: "/service/web-development/" }),
  );
});

it("makes the File node of an image gatsby-source-filesystem never reported", async () => {
  const { api, nodes, panics, files } = gatsbyApi();
  // chokidar may say "ready" and never report a file of a nested folder (paulmillr/chokidar#1011)
  files.splice(
    files.findIndex((file) => file.relativePath === "testimonials/maya-sari.jpg"),
    1,
  );
  await (sourceNodes as any)(api);
  expect(panics).toEqual([]);
  const made = nodes.find((n) => n.internal.type === "File" && n.relativePath === "testimonials/maya-sari.jpg")!;
  expect(made).toEqual(
    expect.objectContaining({ sourceInstanceName: "images", absolutePath: join(IMAGES, "testimonials/maya-sari.jpg") }),
  );
  expect(nodes.filter((n) => n.internal.type === "Testimonial").map((n) => n.image)).toContain(made.id);
});

it("makes again a File node kept from the last build that this build has not touched, which Gatsby would delete", async () => {
  const { api, nodes, panics, touched } = gatsbyApi();
  touched.delete("file-testimonials/maya-sari.jpg");
  await (sourceNodes as any)(api);
  expect(panics).toEqual([]);
  const made = nodes.find((n) => n.internal.type === "File" && n.relativePath === "testimonials/maya-sari.jpg")!;
  expect(nodes.filter((n) => n.internal.type === "Testimonial").map((n) => n.image)).toContain(made.id);
});

it("fails the build naming file, entry and field on a wrong Indonesian text, and warns of a missing one", async () => {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  try {
    cpSync(join(__dirname, "..", "..", "content"), dir, { recursive: true });
    const services = JSON.parse(readFileSync(join(dir, "id", "services.json"), "utf8"));
    services[0].icon = "globe";
    writeFileSync(join(dir, "id", "services.json"), JSON.stringify(services));
    process.env.CONTENT_DIR = dir;
    const broken = gatsbyApi();
    await (sourceNodes as any)(broken.api);
    expect(broken.panics).toEqual([
      'Invalid content:\n  - content/id/services.json, entry "service-1": field icon is the same in every language; give it only in content/',
    ]);
    expect(broken.nodes).toEqual([]);
    delete services[0].icon;
    delete services[1].title;
    writeFileSync(join(dir, "id", "services.json"), JSON.stringify(services));
    const partial = gatsbyApi();
    await (sourceNodes as any)(partial.api);
    expect(partial.panics).toEqual([
      'warn: Shown in English on the Indonesian pages, for want of Indonesian text:\n  - content/id/services.json, entry "service-2": title',
    ]);
    expect(untranslatedContent()).toEqual(['content/id/services.json, entry "service-2": title']);
    expect(partial.nodes.length).toBeGreaterThan(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it("fails the build with the file, entry and field named on a broken entry", async () => {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  try {
    cpSync(join(__dirname, "..", "..", "content"), dir, { recursive: true });
    const projects = JSON.parse(readFileSync(join(dir, "projects.json"), "utf8"));
    delete projects[2].title;
    writeFileSync(join(dir, "projects.json"), JSON.stringify(projects));
    process.env.CONTENT_DIR = dir;
    const { api, nodes, panics } = gatsbyApi();
    await (sourceNodes as any)(api);
    expect(panics).toEqual(['Invalid content:\n  - content/projects.json, entry "project-3": field title is missing']);
    expect(nodes).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
