// The real Strapi of cms/, no mocks, on PostgreSQL as in production (a throwaway cluster,
// __tests__/support/postgres.ts; migrate-to-postgres.test.ts and admin-panel.test.ts run it on SQLite):
// seeded from content/ (images included), edited through its
// REST API (an image uploaded, a project made from it, an entry of each collection changed), built
// from, stopped (fallback and CMS_REQUIRED), and its publish webhook caught by a local listener.
// Builds are what this file costs, so edits that do not disturb each other share one: the good edits
// (one build), then the bad entries (one build: a bad project puts all the built-in projects back),
// then the CMS down (one build and one that stops at once). A draft scheduled in one language is published
// at its time, that language only. CMS_REQUIRED=true refusing a bad entry is the deploy layer's to prove:
// publish-pipeline.test.ts and preview.test.ts assert it through the runner that sets it.
import { createHmac } from "node:crypto";
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { basename, join } from "node:path";
import { JSDOM } from "jsdom";
import { createEditorToken, startCms, type RunningCms } from "../support/strapi";
import { startPostgres, type PostgresCluster } from "../support/postgres";
import { copySite, type SiteCopy } from "../support/site-copy";
import { freePort } from "../support/server";
import { pageSummaries } from "../support/page-summary";
import { startNginx, stopNginx } from "../support/nginx";
import { closeBrowser, closeContexts, openPage } from "../support/browser";

interface HookCall {
  /** /build: the live site's hook (BUILD_HOOK_URL); /preview: the preview's (PREVIEW_HOOK_URL) */
  path: string;
  headers: IncomingHttpHeaders;
  body: { event?: string; model?: string; createdAt?: string };
  /** The body as sent: what the signature covers. */
  raw: string;
}

const HOOK_SECRET = "hook-secret-for-tests";
let pg: PostgresCluster;
let cms: RunningCms;
let editorToken: string;
let site: SiteCopy;
let hook: Server;
const hookCalls: HookCall[] = [];

async function api(path: string, init: RequestInit = {}) {
  const response = await fetch(`${cms.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${editorToken}`, "content-type": "application/json", ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? "GET"} ${path}: HTTP ${response.status} ${await response.text()}`);
  // a DELETE answers 204, without a body
  if (response.status === 204) return { data: {} as Record<string, unknown> & Array<Record<string, unknown>> };
  return (await response.json()) as { data: Record<string, unknown> & Array<Record<string, unknown>> };
}

/**
 * Whether a built page of the site copy holds a text. A page that was not built fails here, naming
 * it, so "text gone" and "page missing" never read the same; `pageBuilt` asks for the page itself.
 */
function pageHas(publicPath: string, text: string): boolean {
  if (!pageBuilt(publicPath)) throw new Error(`the site copy has no ${publicPath}`);
  return site.read(publicPath).includes(text);
}

const pageBuilt = (publicPath: string) => existsSync(join(site.dir, "public", publicPath));

/** Every built page of the site copy: its text and its images' alt texts (src/public/.../index.html). */
const builtPages = () => pageSummaries(join(site.dir, "public"));

type Build = Awaited<ReturnType<SiteCopy["build"]>>;
/** A build of the site copy from the CMS; fails with the end of its output unless it succeeded. */
async function buildFromCms(what: string): Promise<Build> {
  const build = await site.build({ STRAPI_API_URL: cms.url, STRAPI_TOKEN: cms.token });
  report(`${what}: ${build.seconds.toFixed(1)} s`);
  expect([build.status, build.status === 0 ? "" : build.output.slice(-4000)]).toEqual([0, ""]);
  return build;
}

/** Every image file content/ uses (each once), as the seed uploads them. */
function contentImages(): string[] {
  const contentDir = join(__dirname, "..", "..", "content");
  const used = new Set<string>();
  const walk = (value: unknown): void => {
    if (
      typeof value === "string" &&
      /\.(jpe?g|png|webp|avif)$/i.test(value) &&
      existsSync(join(contentDir, "images", value))
    )
      used.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === "object" && value !== null) Object.values(value).forEach(walk);
  };
  readdirSync(contentDir)
    .filter((file) => file.endsWith(".json"))
    .forEach((file) => walk(JSON.parse(readFileSync(join(contentDir, file), "utf8"))));
  return [...used].map((relativePath) => join(contentDir, "images", relativePath));
}

/** Uploads a JPEG (one of content/images) to the media library, as an editor would, with its alt text. */
async function uploadImage(
  name: string,
  alternativeText: string,
): Promise<{ id: number; url: string } & Record<string, unknown>> {
  const image = readFileSync(join(__dirname, "..", "..", "content", "images", "projects", "ruang-teduh-banner.jpg"));
  const form = new FormData();
  form.append("files", new Blob([image], { type: "image/jpeg" }), name);
  form.append("fileInfo", JSON.stringify({ name, alternativeText }));
  const response = await fetch(`${cms.url}/api/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${editorToken}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload of ${name}: HTTP ${response.status} ${await response.text()}`);
  const [media] = (await response.json()) as Array<{ id: number; url: string } & Record<string, unknown>>;
  return media;
}

/** An entry of a collection type, found by a field's value. */
async function findOne(plural: string, field: string, value: string) {
  const [entry] = (await api(`/api/${plural}?filters[${field}][$eq]=${encodeURIComponent(value)}`)).data;
  if (!entry) throw new Error(`no ${plural} entry with ${field} = ${value}`);
  return entry;
}
/** A session of the CMS's administrator, for the admin's own routes (the content manager's actions). */
async function adminToken(): Promise<string> {
  const login = await fetch(`${cms.url}/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(cms.admin),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}
const put = (path: string, data: Record<string, unknown>) =>
  api(path, { method: "PUT", body: JSON.stringify({ data }) });
const paragraph = (text: string) => ({ type: "paragraph", children: [{ type: "text", text }] });

function report(line: string) {
  process.stdout.write(`[cms] ${line}\n`);
}

beforeAll(async () => {
  const hookPort = await freePort();
  hook = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      hookCalls.push({ path: request.url ?? "", headers: request.headers, body: JSON.parse(body || "{}"), raw: body });
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => hook.listen(hookPort, "127.0.0.1", resolve));
  pg = await startPostgres();
  // API only: nothing here opens the admin panel.
  cms = await startCms(`http://127.0.0.1:${hookPort}/build`, HOOK_SECRET, {
    database: await pg.createDatabase("cms"),
    serveAdmin: false,
    // A javascript: social link is saved below to see the build refuse it (its net for what the CMS never
    // checked): the CMS's checks at save (cms/src/checks-on-save.js) would refuse it first.
    // Scheduled publishing checks every 2 seconds here (every minute in production).
    env: {
      CMS_SAVE_CHECKS: "false",
      SCHEDULED_PUBLISH_RULE: "*/2 * * * * *",
      PREVIEW_HOOK_URL: `http://127.0.0.1:${hookPort}/preview`,
    },
  });
  report(`Strapi answered after ${cms.startSeconds.toFixed(1)} s`);
  editorToken = await createEditorToken(cms.url, cms.admin);
  site = copySite();
}, 240000);

afterEach(() => closeContexts());

afterAll(async () => {
  await closeBrowser();
  await cms?.stop();
  await pg?.stop();
  site?.remove();
  hook?.closeAllConnections();
  await new Promise((resolve) => hook?.close(resolve));
});

test("a fresh CMS, seeded with the built-in content and images, builds exactly the built-in site", async () => {
  // The built-in site is the one `npm test` built into public/ before the tests, with the same settings.
  const expected = pageSummaries(join(__dirname, "..", "..", "public"));
  const build = await buildFromCms("build with the CMS (cold cache)");
  const entries = (file: string) => {
    const data = JSON.parse(readFileSync(join(__dirname, "..", "..", "content", file), "utf8"));
    return Array.isArray(data) ? data.length : 1;
  };
  const types: Array<[string, string]> = [
    ["Service", "services.json"],
    ["Project", "projects.json"],
    ["ProjectCard", "project-cards.json"],
    ["TeamMember", "team.json"],
    ["AboutTeamMember", "about-team.json"],
    ["TeamProfile", "team-profile.json"],
    ["Faq", "faqs.json"],
    ["FaqCategory", "faq-categories.json"],
    ["PricingPlan", "pricing.json"],
    ["Testimonial", "testimonials.json"],
    ["BlogPost", "blog-posts.json"],
    ["Comment", "comments.json"],
    ["Sidebar", "sidebar.json"],
    ["MarqueeSlide", "marquee.json"],
    ["HowWeWork", "how-we-work.json"],
    ["Approaches", "approaches.json"],
    ["AboutContent", "about.json"],
    ["HomeContent", "home.json"],
    ["SiteSettings", "site.json"],
  ];
  for (const [type, file] of types) {
    const count = entries(file);
    expect(build.output).toContain(`CMS: ${type}: ${count} ${count === 1 ? "entry" : "entries"} from the CMS`);
  }
  expect(build.output).not.toMatch(/^\s*warn(ing)? .*CMS/m);
  // Same pages, same texts, same images with the same alt texts: the CMS's copy of the content is whole.
  expect(builtPages()).toEqual(expected);
  // The seeded images are stored as they are in content/images (Strapi neither resized nor re-encoded them).
  const sizes = (files: string[]) => files.map((file) => statSync(file).size).sort((a, b) => a - b);
  // (Strapi adds a small thumbnail_ copy for its media library, whatever the settings.)
  const stored = readdirSync(cms.uploadsDir).filter((name) => !name.startsWith("thumbnail_"));
  expect(sizes(stored.map((name) => join(cms.uploadsDir, name)))).toEqual(sizes(contentImages()));
}, 600000);

test("the build's token reads the content and nothing else: creating, changing and deleting answer 403", async () => {
  const asBuild = (path: string, method: string, body?: unknown) =>
    fetch(`${cms.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${cms.token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify({ data: body }),
    }).then((response) => response.status);
  const service = await findOne("services", "serviceId", "service-1");
  expect(await asBuild(`/api/services/${String(service.documentId)}`, "GET")).toBe(200);
  expect(await asBuild("/api/content-type-builder/content-types", "GET")).toBe(200);
  expect(await asBuild("/api/services", "POST", { title: "Sneaky" })).toBe(403);
  expect(await asBuild(`/api/services/${String(service.documentId)}`, "PUT", { title: "Sneaky" })).toBe(403);
  expect(await asBuild(`/api/services/${String(service.documentId)}`, "DELETE")).toBe(403);
  expect(await asBuild("/api/site-setting", "PUT", { name: "Sneaky" })).toBe(403);
  expect(await asBuild("/api/upload/files", "GET")).toBe(403);
  expect((await findOne("services", "serviceId", "service-1")).title).toBe(service.title);
});

test("the live build's token reads published entries only; the preview's token reads drafts", async () => {
  const read = async (token: string, query: string) => {
    const response = await fetch(`${cms.url}/api/faqs?${query}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as { error?: { message: string } } };
  };
  for (const query of ["status=draft", "status=DRAFT", "status[0]=draft", "publicationState=preview"]) {
    const refused = await read(cms.token, query);
    expect([query, refused.status, refused.body.error?.message]).toEqual([
      query,
      403,
      "The site build's token reads published entries only; the preview reads drafts with its own token (PREVIEW_API_TOKEN).",
    ]);
  }
  expect((await read(cms.token, "status=published")).status).toBe(200);
  expect((await read(cms.token, "locale=id")).status).toBe(200);
  expect((await read(cms.previewToken, "status=draft")).status).toBe(200);
  expect((await read(`${cms.token}x`, "status=draft")).status).toBe(401); // not the build's token: Strapi's own answer
});

test("only the tokens the CMS sets exist: Strapi's Full Access and Read Only are removed at start", async () => {
  const login = await fetch(`${cms.url}/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(cms.admin),
  });
  const { token: jwt } = ((await login.json()) as { data: { token: string } }).data;
  const list = await fetch(`${cms.url}/admin/api-tokens`, { headers: { authorization: `Bearer ${jwt}` } });
  const names = ((await list.json()) as { data: Array<{ name: string }> }).data.map((token) => token.name).sort();
  // "Tests …": the editors' token these tests made after the start (createEditorToken); the next start removes it.
  expect(names).toEqual(["Preview build", "Site build", expect.stringMatching(/^Tests [0-9a-f]+$/)]);
  expect(cms.log()).toMatch(/API token "Read Only" removed/);
  expect(cms.log()).toMatch(/API token "Full Access" removed/);
});

describe("edits through the REST API reach the next build (one build for all of them)", () => {
  const IMAGE_ALT = "The Kopi Kita cafe's menu on a phone";
  const BODY_IMAGE_ALT = "A whiteboard of the cafe's first week of orders";
  const ARTICLE = "blog/opening-week-kopi-kita/index.html";
  const edits: Array<[string, string]> = [];
  let build: Build;

  beforeAll(async () => {
    const edit = async (check: [string, string], change: () => Promise<unknown>) => {
      await change();
      edits.push(check);
    };
    // A service retitled and a question rewritten (both published: the build hook is called).
    await edit(["service/uiux-design/index.html", "Product Design Studio"], async () =>
      put(`/api/services/${(await findOne("services", "serviceId", "service-2")).documentId}`, {
        title: "Product Design Studio",
      }),
    );
    await edit(["faq/index.html", "Can we try a plan for free first?"], async () =>
      put(`/api/faqs/${(await findOne("faqs", "question", "What does your agency do?")).documentId}`, {
        question: "Can we try a plan for free first?",
        answer: "Yes: thirty days, edited in the CMS.",
      }),
    );
    // An image uploaded to the media library and a new project using it.
    const media = await uploadImage("kopi-kita-banner.jpg", IMAGE_ALT);
    await api("/api/projects", {
      method: "POST",
      body: JSON.stringify({
        data: {
          title: "Kopi Kita Cafe",
          slug: "kopi-kita-cafe",
          order: 9,
          category: "Web Development",
          description: [paragraph("A menu site for a cafe in Depok, made in the CMS.")],
          thumbnail: media.id,
          banner: media.id,
          detailImage: media.id,
          details: [{ title: "Launch", text: "Live in two weeks." }],
        },
      }),
    });
    // A project renamed (its slug stays); another renamed with a new slug (it moves).
    await edit(["ourworks/senyum-sehat-dental-clinic/index.html", "Senyum Sehat Dental Care"], async () =>
      put(`/api/projects/${(await findOne("projects", "slug", "senyum-sehat-dental-clinic")).documentId}`, {
        title: "Senyum Sehat Dental Care",
      }),
    );
    await edit(["ourworks/ruang-teduh/index.html", "Ruang Teduh Studio"], async () =>
      put(`/api/projects/${(await findOne("projects", "slug", "ruang-teduh-interior-studio")).documentId}`, {
        title: "Ruang Teduh Studio",
        slug: "ruang-teduh",
      }),
    );
    // One entry of each other collection.
    await edit(["team/index.html", "Rizky Pratama-Wijaya"], async () =>
      put(`/api/team-members/${(await findOne("team-members", "memberId", "team-1")).documentId}`, {
        name: "Rizky Pratama-Wijaya",
      }),
    );
    await edit(["about-us/index.html", "Head of Happiness"], async () =>
      put(`/api/about-team-members/${(await findOne("about-team-members", "name", "Ayu Lestari")).documentId}`, {
        designation: "Head of Happiness",
      }),
    );
    await edit(["single-team/index.html", "Certified scuba diver"], () =>
      put("/api/team-profile", { qualifications: [{ text: "Certified scuba diver" }] }),
    );
    await edit(["testimonial/index.html", "Edited in the CMS: a happy client"], async () =>
      put(`/api/testimonials/${(await findOne("testimonials", "author", "Maya Sari")).documentId}`, {
        title: "Edited in the CMS: a happy client",
      }),
    );
    await edit(["pricing/index.html", "Starter Website Package"], async () =>
      put(`/api/pricing-plans/${(await findOne("pricing-plans", "title", "Web Design Package")).documentId}`, {
        title: "Starter Website Package",
      }),
    );
    await edit(["blog/index.html", "Why speed sells, edited"], async () =>
      put(`/api/blog-posts/${(await findOne("blog-posts", "postId", "post-2")).documentId}`, {
        title: "Why speed sells, edited",
      }),
    );
    // A new article written in the CMS: its body with a heading, a list, a link and an image from the media library.
    const bodyImage = await uploadImage("kopi-kita-orders.jpg", BODY_IMAGE_ALT);
    await api("/api/blog-posts", {
      method: "POST",
      body: JSON.stringify({
        data: {
          title: "Opening week at Kopi Kita",
          slug: "opening-week-kopi-kita",
          postId: "post-kopi",
          order: 1,
          date: "2025-02-20",
          category: "Business",
          author: (await findOne("team-members", "memberId", "team-2")).documentId,
          image: media.id,
          content: "How a cafe's menu site earned its first orders.",
          body: [
            { type: "heading", level: 2, children: [{ type: "text", text: "The first orders" }] },
            {
              type: "paragraph",
              children: [
                { type: "text", text: "Orders came in on day one. " },
                { type: "link", url: "/contact-us", children: [{ type: "text", text: "Ask us how" }] },
              ],
            },
            {
              type: "list",
              format: "ordered",
              children: [{ type: "list-item", children: [{ type: "text", text: "Menu online by Monday" }] }],
            },
            {
              type: "image",
              image: { ...bodyImage, alternativeText: BODY_IMAGE_ALT },
              children: [{ type: "text", text: "" }],
            },
          ],
          tags: [{ text: "Cafe" }],
        },
      }),
    });
    await edit(["single-blog/index.html", "A comment changed by an editor."], async () =>
      put(`/api/comments/${(await findOne("comments", "author", "Hendra Wijaya")).documentId}`, {
        comment: "A comment changed by an editor.",
      }),
    );
    // a tag an editor gives an article has its page, listing that article, and the article links to it
    await edit(["blog/tag/kampung/index.html", "Opening week at Kopi Kita"], async () =>
      put(`/api/blog-posts/${(await findOne("blog-posts", "postId", "post-kopi")).documentId}`, {
        tags: [{ text: "Kampung" }, { text: "Cafe" }],
      }),
    );
    await edit(["blog/opening-week-kopi-kita/index.html", "/blog/tag/kampung/"], async () => undefined);
    await edit(["about-us/index.html", "Cloud Hosting"], async () =>
      put(`/api/marquee-slides/${(await findOne("marquee-slides", "title", "Blockchain")).documentId}`, {
        title: "Cloud Hosting",
      }),
    );
    await edit(["index.html", "How we really work"], () => put("/api/how-we-work", { title: "How we really work" }));
    await edit(["service/index.html", "Sketch the architecture"], async () => {
      const approach = (await api("/api/approach?populate=*")).data as unknown as Record<
        string,
        Array<Record<string, unknown>>
      >;
      const strip = (steps: Array<Record<string, unknown>>) =>
        steps.map(({ title, description, icon }) => ({ title, description, icon }));
      const web = strip(approach.web);
      web[0].title = "Sketch the architecture";
      return put("/api/approach", { web });
    });
    await edit(["contact-us/index.html", "+62 811-0000-1111"], async () => {
      const settings = (await api("/api/site-setting?populate=contact")).data as unknown as {
        contact: Record<string, unknown>;
      };
      const { id: _id, ...contact } = settings.contact;
      return put("/api/site-setting", { contact: { ...contact, phone: "+62 811-0000-1111" } });
    });
    await edit(["about-us/index.html", "Our story, from the CMS"], () =>
      put("/api/about-us", { pageTitle: "Our story, from the CMS" }),
    );
    await edit(["index.html", "Websites launched"], async () => {
      const home = (await api("/api/home?populate=counters")).data as unknown as {
        counters: Array<Record<string, unknown>>;
      };
      const counters = home.counters.map(({ id: _id, ...counter }, i) =>
        i === 0 ? { ...counter, label: "Websites launched" } : counter,
      );
      return put("/api/home", { counters });
    });
    // Two comments visitors wrote on the Indonesian article, published by an editor (the route that
    // takes them as drafts is visitor-forms.test.ts's): one with markup in it, and a reply to it.
    const post = await findOne("blog-posts", "postId", "post-1");
    const visitorComment = (data: Record<string, unknown>) =>
      api("/api/visitor-comments?status=published", {
        method: "POST",
        body: JSON.stringify({
          data: {
            post: { connect: [{ documentId: post.documentId, locale: "id" }] },
            language: "id",
            email: "sari@example.co.id",
            ...data,
          },
        }),
      });
    const first = await visitorComment({
      author: "Sari",
      comment: '<script>alert("x")</script> Artikelnya membantu, <a href="https://spam.example">klik</a>',
    });
    await visitorComment({ author: "Rizky (editor)", comment: "Terima kasih, Sari!", replyTo: first.data.documentId });
    build = await buildFromCms(`rebuild with the CMS after ${edits.length} edits and a new project (cache kept)`);
  }, 300000);

  test("an edit of one entry of each collection reaches its page", () => {
    expect(build.output).not.toMatch(/^\s*warn(ing)? .*CMS/m);
    expect(edits.filter(([page, text]) => !pageHas(page, text))).toEqual([]);
    // What the edits replaced is gone.
    expect(pageHas("faq/index.html", "What does your agency do?")).toBe(false);
    expect(pageHas("faq/index.html", "Yes: thirty days, edited in the CMS.")).toBe(true);
    expect(pageHas("contact-us/index.html", "Can we try a plan for free first?")).toBe(true);
  });

  test("a retitled service or project keeps its address", () => {
    expect(pageBuilt("service/product-design-studio/index.html")).toBe(false);
    expect(pageBuilt("ourworks/senyum-sehat-dental-care/index.html")).toBe(false);
  });

  test("a new slug moves the project and the old address redirects there", async () => {
    expect(pageBuilt("ourworks/ruang-teduh-interior-studio/index.html")).toBe(false);
    const { previousSlugs } = (
      await api(`/api/projects/${(await findOne("projects", "slug", "ruang-teduh")).documentId}?populate=previousSlugs`)
    ).data as unknown as { previousSlugs: Array<{ text: string }> };
    expect(previousSlugs.map((line) => line.text)).toEqual(["ruang-teduh-interior-studio"]);

    const port = await freePort();
    const nginx = await startNginx(port, join(site.dir, "public"));
    try {
      for (const old of ["/ourworks/ruang-teduh-interior-studio/", "/ourworks/ruang-teduh-interior-studio"]) {
        const response = await fetch(`http://127.0.0.1:${port}${old}`, { redirect: "manual" });
        expect([old, response.status, new URL(response.headers.get("location") ?? "", response.url).pathname]).toEqual([
          old,
          301,
          "/ourworks/ruang-teduh/",
        ]);
      }
      const { page } = await openPage(1280, 900);
      await page.goto(`http://127.0.0.1:${port}/ourworks/ruang-teduh-interior-studio/`);
      expect(new URL(page.url()).pathname).toBe("/ourworks/ruang-teduh/");
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("Ruang Teduh Studio");
    } finally {
      stopNginx(nginx);
    }
  }, 120000);

  test("publishing calls the build hook with its secret and the body signed (HMAC-SHA256), its time inside", async () => {
    // The CMS sends its calls from a queue after the answer; on a loaded machine that can take a while.
    const published = (model: string) =>
      hookCalls.find(
        (call) => call.path === "/build" && call.body.event === "entry.publish" && call.body.model === model,
      );
    const deadline = Date.now() + 60000;
    while (Date.now() < deadline && !(published("service") && published("faq")))
      await new Promise((r) => setTimeout(r, 200));
    const received = hookCalls.map((call) => `${call.body.event} ${call.body.model}`);
    const context = `hook calls: ${received.join(", ") || "none"}\nStrapi log:\n${cms.log().slice(-2000)}`;
    expect([published("service")?.headers["x-build-hook-secret"], context]).toEqual([HOOK_SECRET, context]);
    expect([published("faq")?.headers["x-build-hook-secret"], context]).toEqual([HOOK_SECRET, context]);
    for (const call of [published("service")!, published("faq")!]) {
      expect(call.headers["x-signature-256"]).toBe(
        `sha256=${createHmac("sha256", HOOK_SECRET).update(call.raw).digest("hex")}`,
      );
      expect(Date.now() - Date.parse(String(call.body.createdAt))).toBeLessThan(15 * 60 * 1000);
    }
    // The runner's status entry never calls a build.
    expect(hookCalls.filter((call) => call.body.model === "publish-status")).toEqual([]);
  });

  test("visitors' published comments show under their article in their language only, as text, the reply nested; the count is what is shown", () => {
    const page = new JSDOM(site.read("id/blog/website-perusahaan-cepat/index.html")).window.document;
    const visitors = [...page.querySelectorAll("li[data-visitor]")];
    expect(visitors.map((li) => [li.querySelector("strong")?.textContent, li.hasAttribute("data-reply")])).toEqual([
      ["Sari", false],
      ["Rizky (editor)", true],
    ]);
    expect(visitors[0].textContent).toContain(
      '<script>alert("x")</script> Artikelnya membantu, <a href="https://spam.example">klik</a>',
    );
    expect(page.querySelectorAll("main script:not([type])")).toHaveLength(0);
    expect(page.querySelector('a[href="https://spam.example"]')).toBeNull();
    expect(page.querySelector("main")?.textContent).toContain("6 komentar");
    expect(site.read("blog/fast-company-websites/index.html")).not.toContain("Artikelnya membantu");
  });

  test("an article written in the CMS gets its own page, its body's headings, list, link and image included", () => {
    for (const text of ["Opening week at Kopi Kita", "The first orders", "Menu online by Monday", "Ask us how"])
      expect([text, pageHas(ARTICLE, text)]).toEqual([text, true]);
    expect(site.read(ARTICLE)).toMatch(/<h2[^>]*>The first orders<\/h2>/);
    expect(site.read(ARTICLE)).toContain('href="/contact-us"');
    const page = builtPages().find((p) => p.path === "/blog/opening-week-kopi-kita/");
    // the body's image, downloaded from the CMS into the site's image pipeline
    const image = page?.images.find((i) => i.alt === BODY_IMAGE_ALT);
    expect(image?.widths.length).toBeGreaterThan(1);
    // and in Indonesian, where it has no text yet: English, at the Indonesian address of its English slug
    expect(pageBuilt("id/blog/opening-week-kopi-kita/index.html")).toBe(true);
    // the list links to it
    expect(pageHas("blog-grid/index.html", "/blog/opening-week-kopi-kita/")).toBe(true);
  });

  test("an image uploaded in the CMS and a new project using it reach the site through gatsby-plugin-image", () => {
    const page = builtPages().find((p) => p.path === "/ourworks/kopi-kita-cafe/");
    expect(page?.text).toContain("A menu site for a cafe in Depok, made in the CMS.");
    expect(page?.images).toContainEqual(expect.objectContaining({ alt: IMAGE_ALT }));
    const banner = page!.images.find((i) => i.alt === IMAGE_ALT)!;
    // gatsby-plugin-image's variants: several widths, a WebP source, a blurred placeholder.
    expect(banner.widths.length).toBeGreaterThan(1);
    expect(banner.webp).toBe(true);
    expect(banner.placeholder).toBe(true);
  });
});

describe("bad entries are named and stay with their entry: the version published before stands in (one build)", () => {
  let build: Build;
  let lostUrl: string;
  let links: Array<Record<string, unknown>>;
  let articleRefusal: { status: number; text: string };

  beforeAll(async () => {
    const project = await findOne("projects", "slug", "kopi-kita-cafe");
    const lost = await uploadImage("lost-banner.jpg", "A banner that never arrives");
    lostUrl = lost.url;
    rmSync(join(cms.uploadsDir, basename(lost.url)));
    await put(`/api/projects/${String(project.documentId)}`, { banner: lost.id });
    const settings = (await api("/api/site-setting?populate=socialLinks")).data as unknown as {
      socialLinks: Array<Record<string, unknown>>;
    };
    links = settings.socialLinks.map(({ id: _id, ...link }) => link);
    await put("/api/site-setting", { socialLinks: [{ ...links[0], url: "javascript:alert(1)" }, ...links.slice(1)] });
    // The new article is removed: its page and every link to it go with the next build.
    const article = await findOne("blog-posts", "postId", "post-kopi");
    articleRefusal = await fetch(`${cms.url}/api/blog-posts/${String(article.documentId)}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${editorToken}`, "content-type": "application/json" },
      body: JSON.stringify({
        data: {
          body: [
            {
              type: "paragraph",
              children: [{ type: "link", url: "javascript:alert(1)", children: [{ type: "text", text: "Click" }] }],
            },
          ],
        },
      }),
    }).then(async (response) => ({ status: response.status, text: await response.text() }));
    await api(`/api/blog-posts/${String(article.documentId)}`, { method: "DELETE" });
    build = await buildFromCms("rebuild with an image missing, a javascript: link and an article removed");
  }, 300000);

  test("a CMS image that does not download leaves that project as it was live, names the entry and field; the other projects stay the CMS's", () => {
    // in the editors' words (where the admin shows the field), in the build's log as in Publish status
    expect(build.output).toContain(
      `Portfolio project > "Kopi Kita Cafe" > Banner: the image ${lostUrl} did not download from the CMS. Not published: the version published before stays on the site.`,
    );
    expect(pageHas("ourworks/kopi-kita-cafe/index.html", "Kopi Kita")).toBe(true);
    expect(pageHas("ourworks/kopi-kita-cafe/index.html", basename(lostUrl))).toBe(false);
    // edited in the CMS above: still the CMS's, not the built-in content
    expect(pageHas("ourworks/ruang-teduh/index.html", "Ruang Teduh Studio")).toBe(true);
    expect(readFileSync(join(site.dir, "public", ".nginx", "left-out.txt"), "utf8")).toContain(
      'Portfolio project > "Kopi Kita Cafe" > Banner: the image',
    );
  });

  test("a social link set to a javascript: address is refused by name and never reaches a page; the settings published before stand in", () => {
    expect(build.output).toContain(
      'Site settings > Social links > Twitter > Profile address must be an https: address, a mailto: or tel: link, or a path of this site starting with /, got "javascript:alert(1)"',
    );
    const carrying = builtPages().filter((page) =>
      site.read(`${page.path.slice(1)}index.html`).includes("javascript:alert(1)"),
    );
    expect(carrying.map((page) => page.path)).toEqual([]);
    expect(pageHas("contact-us/index.html", String(links[0].url))).toBe(true);
  });

  test("an article's body with a javascript: link is refused when saved, naming the field", () => {
    expect(articleRefusal.status).toBe(400);
    expect(articleRefusal.text).toMatch(/body/);
  });

  test("a removed article leaves no page and no link to it in the lists", () => {
    expect(pageBuilt("blog/opening-week-kopi-kita/index.html")).toBe(false);
    const linking = builtPages().filter((page) =>
      site.read(`${page.path.slice(1)}index.html`).includes("/blog/opening-week-kopi-kita/"),
    );
    expect(linking.map((page) => page.path)).toEqual([]);
    expect(pageHas("blog/index.html", "Why your company website should load in under two seconds")).toBe(true);
  });
});

test("a draft scheduled in Indonesian is published at its time in that language only, and calls the build hook once", async () => {
  const post = await findOne("blog-posts", "postId", "post-2");
  const path = `/api/blog-posts/${String(post.documentId)}`;
  const title = async (locale: string, status: string) =>
    String(((await api(`${path}?locale=${locale}&status=${status}`)).data as Record<string, unknown>).title);
  const englishLive = await title("en", "published");
  // An English draft change, not scheduled, stays a draft; the Indonesian draft gets a new title and a time.
  await api(`${path}?locale=en&status=draft`, {
    method: "PUT",
    body: JSON.stringify({ data: { title: "An English draft, not scheduled" } }),
  });
  const before = hookCalls.length;
  const at = new Date(Date.now() + 3000);
  await api(`${path}?locale=id&status=draft`, {
    method: "PUT",
    body: JSON.stringify({ data: { title: "Lima pertanyaan, terbit terjadwal", scheduledAt: at.toISOString() } }),
  });
  expect(await title("id", "published")).not.toBe("Lima pertanyaan, terbit terjadwal");

  const publishCalls = () =>
    hookCalls
      .slice(before)
      .filter(
        (call) => call.path === "/build" && call.body.event === "entry.publish" && call.body.model === "blog-post",
      );
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline && publishCalls().length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
  report(
    `a scheduled publish, from its time to the build hook's call: ${((Date.now() - at.getTime()) / 1000).toFixed(1)} s (the check runs every 2 s here, every minute in production)`,
  );
  expect([publishCalls().length, cms.log().slice(-2000)]).toEqual([1, cms.log().slice(-2000)]);

  expect(await title("id", "published")).toBe("Lima pertanyaan, terbit terjadwal");
  expect(await title("en", "published")).toBe(englishLive);
  expect(await title("en", "draft")).toBe("An English draft, not scheduled");
  // The schedule is spent: the next checks find nothing, so the entry is published once.
  const draft = (await api(`${path}?locale=id&status=draft`)).data as Record<string, unknown>;
  expect(draft.scheduledAt).toBeNull();
  expect(cms.log()).toContain('Scheduled publish: Article "Lima pertanyaan, terbit terjadwal" (Indonesian (id))');
}, 120000);

test("an article's Slug and Article ID left at the admin's placeholder are made from its title on Save", async () => {
  const created = await fetch(`${cms.url}/content-manager/collection-types/api::blog-post.blog-post?locale=en`, {
    method: "POST",
    headers: { authorization: `Bearer ${await adminToken()}`, "content-type": "application/json" },
    // what the admin's form sends when the title was typed after it opened: the type's name in both uid fields
    body: JSON.stringify({
      title: "Shipping a site in Depok",
      slug: "blog-post",
      postId: "blog-post-1",
      order: 1,
      date: "2026-11-20",
    }),
  });
  const { data } = (await created.json()) as { data: { slug: string; postId: string } };
  expect([created.status, data.slug, data.postId]).toEqual([
    201,
    "shipping-a-site-in-depok",
    "shipping-a-site-in-depok",
  ]);
  // a value the editor chose stays
  const chosen = await fetch(`${cms.url}/content-manager/collection-types/api::blog-post.blog-post?locale=en`, {
    method: "POST",
    headers: { authorization: `Bearer ${await adminToken()}`, "content-type": "application/json" },
    body: JSON.stringify({
      title: "Another article",
      slug: "my-own-address",
      postId: "post-99",
      order: 1,
      date: "2026-11-20",
    }),
  });
  expect(((await chosen.json()) as { data: { slug: string; postId: string } }).data).toMatchObject({
    slug: "my-own-address",
    postId: "post-99",
  });
});

test("Discard changes calls the preview's build hook (the preview goes back to the published version), not the live site's", async () => {
  const faq = await findOne("faqs", "question", "Do you work with clients outside Indonesia?");
  await api(`/api/faqs/${String(faq.documentId)}?status=draft`, {
    method: "PUT",
    body: JSON.stringify({ data: { question: "A draft question, to be discarded" } }),
  });
  const before = hookCalls.length;
  const discard = await fetch(
    `${cms.url}/content-manager/collection-types/api::faq.faq/${String(faq.documentId)}/actions/discard?locale=en`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${await adminToken()}`, "content-type": "application/json" },
      body: "{}",
    },
  );
  expect(discard.status).toBe(200);
  const discarded = () => hookCalls.slice(before).filter((call) => call.body.event === "entry.draft-discard");
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline && discarded().length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
  expect(discarded().map((call) => [call.path, call.headers["x-build-hook-secret"]])).toEqual([
    ["/preview", HOOK_SECRET],
  ]);
}, 60000);

test("with the CMS down the build warns and uses the built-in content; CMS_REQUIRED=true fails in one line", async () => {
  await cms.stop();
  await expect(fetch(`${cms.url}/_health`)).rejects.toThrow(); // down, not shutting down

  const fallback = await site.build({ STRAPI_API_URL: cms.url, STRAPI_TOKEN: cms.token });
  report(`fallback build with the CMS down: ${fallback.seconds.toFixed(1)} s`);
  expect([fallback.status, fallback.status === 0 ? "" : fallback.output.slice(-4000)]).toEqual([0, ""]);
  expect(fallback.output).toMatch(
    new RegExp(`warn(ing)? CMS at ${cms.url} not used: no connection \\(ECONNREFUSED\\)`),
  );
  expect(pageHas("service/uiux-design/index.html", "UI/UX Design")).toBe(true);
  expect(pageHas("faq/index.html", "What does your agency do?")).toBe(true);

  const required = await site.build({ STRAPI_API_URL: cms.url, STRAPI_TOKEN: cms.token, CMS_REQUIRED: "true" });
  report(`build with CMS_REQUIRED=true and the CMS down (stops before building): ${required.seconds.toFixed(1)} s`);
  expect(required.status).not.toBe(0);
  expect(required.output).toContain(
    `CMS_REQUIRED=true and the CMS at ${cms.url} cannot be used: no connection (ECONNREFUSED)`,
  );
  expect(required.output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
}, 300000);
