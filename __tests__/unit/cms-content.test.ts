import { join } from "node:path";
import { existsSync } from "node:fs";
import { collections } from "../../src/data/model/content-model";
import { loadAll } from "../../src/data/built-in/content-loader";
import { applyCmsContent, inEditorsWords, translateCmsCollection } from "../../src/data/cms/cms-content";
import { loadTranslation } from "../../src/data/built-in/content-translations";
import type { CmsEntry } from "../../src/data/cms/cms-values";
import { decideCms } from "../../src/data/cms/cms-source";

const contentDir = join(__dirname, "..", "..", "content");
const imageExists = (path: string) => existsSync(join(contentDir, "images", path));
const builtIn = loadAll(contentDir, collections);

const line = (text: string) => ({ id: 1, text });
const paragraph = (...children: CmsEntry[]) => ({ type: "paragraph", children });
const text = (value: string, marks: CmsEntry = {}) => ({ type: "text", text: value, ...marks });
const cmsService = (overrides: CmsEntry = {}): CmsEntry => ({
  id: 2,
  documentId: "abc",
  serviceId: "service-1",
  order: 1,
  title: "Web Platforms",
  shortDescription: "Short.",
  iconType: "css-class",
  icon: "icon-code",
  iconImage: null,
  category: [line("development")],
  features: [line("Fast")],
  detailedDescription: "Long.",
  process: [line("Plan")],
  technologies: [line("React")],
  details: {
    id: 1,
    title: "Web Platforms",
    description: [paragraph(text("Paragraph."))],
    sections: [{ id: 1, title: "Section", points: [line("Point")] }],
  },
  ...overrides,
});
/** A media field as gatsby-source-strapi leaves it: localFile___NODE set when the download worked. */
const media = (fileNodeId: string | null, alternativeText: string | null = null): CmsEntry => ({
  id: 7,
  name: "photo.jpg",
  url: "/uploads/photo_1a2b.jpg",
  alternativeText,
  ...(fileNodeId ? { localFile___NODE: fileNodeId } : {}),
});
const cmsProject = (overrides: CmsEntry = {}): CmsEntry => ({
  id: 1,
  documentId: "p1",
  order: 1,
  title: "Kopi Kita",
  slug: "kopi-kita",
  category: "Web Development",
  subtitle: "",
  client: null,
  description: [
    paragraph(text("A **cafe** site")),
    paragraph(text("with "), text("bold", { bold: true }), text(" news")),
  ],
  thumbnail: media("file-1", "Kopi Kita's home page on a phone"),
  banner: null,
  detailImage: null,
  details: [{ id: 1, title: null, text: "Phase." }],
  ...overrides,
});

function run(entries: Record<string, CmsEntry[]>) {
  return applyCmsContent(builtIn, (type) => entries[type] ?? [], {
    imageExists,
    fileNodeExists: (id) => id === "file-1",
  });
}
const entriesOf = (outcome: ReturnType<typeof run>, type: string) =>
  outcome.collections.find((c) => c.collection.type === type)!.entries;

test("valid CMS services replace the built-in ones, in the CMS's order, shaped as content/services.json", () => {
  // every service the built-in home page names, so the references stay whole
  const more = ["service-3", "service-4", "service-5"].map((serviceId, i) =>
    cmsService({ order: 3 + i, serviceId, title: `Service ${i + 3}` }),
  );
  const outcome = run({
    STRAPI_SERVICE: [cmsService({ order: 2, serviceId: "service-2", title: "Second" }), ...more, cmsService()],
  });
  expect(entriesOf(outcome, "Service").map((s) => s.title)).toEqual([
    "Web Platforms",
    "Second",
    "Service 3",
    "Service 4",
    "Service 5",
  ]);
  expect(entriesOf(outcome, "Service")[0]).toEqual(
    expect.objectContaining({
      id: "service-1",
      details: {
        title: "Web Platforms",
        description: ["Paragraph."],
        sections: [{ title: "Section", points: ["Point"] }],
      },
    }),
  );
  expect(entriesOf(outcome, "Service")[0].iconSrc).toBeUndefined();
  expect(outcome.used).toContain("Service: 5 entries from the CMS");
});

const fiveServices = () => [
  cmsService(),
  ...["service-2", "service-3", "service-4", "service-5"].map((serviceId, i) =>
    cmsService({ id: 3 + i, documentId: `s${i}`, order: 2 + i, serviceId, title: `Service ${i + 2}` }),
  ),
];

test("one invalid CMS service is left out alone, named by entry and field; the others come from the CMS", () => {
  const broken = cmsService({
    id: 9,
    documentId: "broken",
    order: 9,
    serviceId: "service-9",
    title: "Broken One",
    details: { title: null, description: [paragraph(text("x"))], sections: [] },
  });
  const outcome = run({ STRAPI_SERVICE: [...fiveServices(), broken] });
  expect(entriesOf(outcome, "Service").map((s) => s.title)).toEqual([
    "Web Platforms",
    "Service 2",
    "Service 3",
    "Service 4",
    "Service 5",
  ]);
  expect(outcome.used).toContain("Service: 5 entries from the CMS");
  expect(outcome.fallbacks.filter((f) => f.startsWith("Service"))).toEqual([]);
  expect(outcome.leftOut.map(({ line }) => line)).toEqual([
    // in the editor's words: where the admin shows the field, not its path in the code
    'Service > "Broken One" > Service page > Page heading is missing. Not published: it is not on the site until it is corrected.',
  ]);
  // which entry and language, for the admin to show it on the entry itself
  expect(outcome.leftOut[0]).toMatchObject({ uid: "api::service.service", documentId: "broken", locale: "en" });
  expect([...outcome.usedVersions.keys()]).not.toContain("service/en/broken");
});

test("an entry the build cannot use keeps the version the last build used, and says so", () => {
  const good = cmsService({ id: 9, documentId: "nine", order: 9, serviceId: "service-9", title: "Nine, as published" });
  const broken = { ...good, title: "Nine, edited", details: { title: null, description: [], sections: [] } };
  const first = run({ STRAPI_SERVICE: [...fiveServices(), good] });
  expect(first.usedVersions.get("service/en/nine")).toBe(good);
  const second = applyCmsContent(
    builtIn,
    (type) => (type === "STRAPI_SERVICE" ? [...fiveServices(), broken] : []),
    { imageExists },
    (key) => first.usedVersions.get(key),
  );
  expect(entriesOf(second, "Service").map((s) => s.title)).toContain("Nine, as published");
  expect(second.leftOut.map(({ line }) => line)).toEqual([
    expect.stringMatching(
      /^Service > "Nine, edited" > Service page > Page heading is missing\. Not published: the version published before stays on the site\.$/,
    ),
  ]);
  // the good version is what the next build falls back on, not the broken one
  expect(second.usedVersions.get("service/en/nine")).toBe(good);
});

test("two CMS services with one serviceId: the second is left out", () => {
  const outcome = run({
    STRAPI_SERVICE: [...fiveServices(), cmsService({ id: 30, documentId: "again", order: 30, title: "Again" })],
  });
  expect(entriesOf(outcome, "Service")).toHaveLength(5);
  expect(outcome.leftOut.map(({ line }) => line)).toEqual([
    'CMS service "Again": its id service-1 is used by another entry. Not published: it is not on the site until it is corrected.',
  ]);
});

test("a collection the CMS does not hold keeps the built-in content and says so", () => {
  const outcome = run({});
  expect(entriesOf(outcome, "Faq")).toHaveLength(16);
  expect(outcome.fallbacks).toContain("Faq: the CMS has no published faq; built-in content used");
});

test("FAQs take their category's slug; the home takes the CMS's images, services and counters", () => {
  const outcome = run({
    STRAPI_FAQ: [
      { id: 1, documentId: "f1", question: "Q?", answer: "A.", order: 1, category: { id: 4, slug: "general" } },
    ],
    STRAPI_HOME: [
      {
        id: 1,
        titleHighlighted: "New",
        titleRegular: "hero",
        description: "D.",
        ctaText: "Go",
        usersCaption: "C",
        services: [{ serviceId: "service-3" }],
        heroImage: media("file-1"),
        clientImages: [media("file-1")],
        counterTitle: "Count",
        counters: [{ id: 1, start: 0, end: 9, suffix: "", label: "Things" }],
      },
    ],
  });
  expect(entriesOf(outcome, "Faq")).toEqual([{ id: "faq-f1", category: "general", order: 1, title: "Q?", text: "A." }]);
  const home = entriesOf(outcome, "HomeContent")[0] as {
    hero: { titleHighlighted: string; thumbnails: { main: unknown } };
    serviceIds: string[];
    counters: unknown[];
  };
  expect(home.hero.titleHighlighted).toBe("New");
  expect(home.hero.thumbnails.main).toEqual({ cmsImage: "/uploads/photo_1a2b.jpg", fileNodeId: "file-1", alt: null });
  expect(home.serviceIds).toEqual(["service-3"]);
  expect(home.counters).toEqual([{ id: "counter-1", start: 0, end: 9, suffix: undefined, label: "Things" }]);
});

test("a project: blocks become the site's lines and bold, emptied optional fields are left out, the image keeps its alt text", () => {
  const project = entriesOf(run({ STRAPI_PROJECT: [cmsProject()] }), "Project")[0];
  expect(project.description).toBe("A **cafe** site\nwith **bold** news");
  expect(project).toEqual(
    expect.objectContaining({
      subtitle: undefined,
      client: undefined,
      details: [{ title: undefined, text: "Phase." }],
    }),
  );
  expect(project.thumbnail).toEqual({
    cmsImage: "/uploads/photo_1a2b.jpg",
    fileNodeId: "file-1",
    alt: "Kopi Kita's home page on a phone",
  });
});

test("a CMS image that did not download keeps the built-in projects and names the entry and field", () => {
  const outcome = run({ STRAPI_PROJECT: [cmsProject({ banner: media(null) })] });
  expect(entriesOf(outcome, "Project")).toHaveLength(
    builtIn.find((c) => c.collection.type === "Project")!.entries.length,
  );
  expect(outcome.fallbacks.join("\n")).toContain(
    'CMS project "Kopi Kita": field banner: the image /uploads/photo_1a2b.jpg did not download from the CMS',
  );
});

test("a heading or a list in a text the site shows as paragraphs is named, not dropped", () => {
  const outcome = run({
    STRAPI_PROJECT: [cmsProject({ description: [{ type: "heading", level: 2, children: [text("Big")] }] })],
  });
  expect(outcome.fallbacks.join("\n")).toContain(
    'CMS project "Kopi Kita": field description has a heading block; the site shows paragraphs with bold text only',
  );
});

test("dates are written as the site writes them; site settings keep the navigation and logos of the repository", () => {
  const outcome = run({
    // every post the built-in comments and sidebar name, so the references stay whole
    STRAPI_BLOG_POST: builtIn
      .find((c) => c.collection.type === "BlogPost")!
      .entries.map((post, i) => ({
        id: i + 1,
        documentId: `b${i}`,
        postId: post.id,
        order: i + 1,
        title: "T",
        slug: `t-${i}`,
        previousSlugs: [],
        category: null,
        date: i === 0 ? "2025-03-07" : "2025-01-01",
        updated: null,
        author: { memberId: post.author },
        image: media("file-1"),
        imageCaption: null,
        content: "C.",
        body: [paragraph(text("Body."))],
        tags: [line("Tag")],
      })),
    STRAPI_SITE_SETTING: [
      {
        id: 1,
        name: "Nusakode",
        tagline: "T",
        description: "D.",
        contact: {
          title: "Hi",
          description: "D.",
          phone: "+62 1",
          chatUrl: "https://wa.me/1",
          email: "a@b.id",
          address: "Depok",
        },
        socialLinks: [{ id: 1, name: "Twitter", icon: "twitter", url: "https://twitter.com/x" }],
        mainFooter: { copyright: "© main" },
        accountFooter: { copyright: "© account" },
        map: { lat: "-6.4", lng: 106.8, zoom: 13, address: "Depok" },
      },
    ],
  });
  expect(entriesOf(outcome, "BlogPost")[0].date).toBe("7 March 2025");
  const site = entriesOf(outcome, "SiteSettings")[0] as Record<string, any>;
  const builtInSite = builtIn.find((c) => c.collection.type === "SiteSettings")!.entries[0] as Record<string, any>;
  expect(site.navigation).toEqual(builtInSite.navigation);
  expect(site.footers.main).toEqual({ logo: builtInSite.footers.main.logo, copyright: "© main" });
  expect(site.map).toEqual({ center: { lat: -6.4, lng: 106.8 }, zoom: 13, address: "Depok" });
  expect(outcome.used).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^BlogPost: \d+ entries from the CMS$/),
      "SiteSettings: 1 entry from the CMS",
    ]),
  );
});

test("no STRAPI_API_URL: no CMS and nothing to say, unless CMS_REQUIRED", () => {
  expect(decideCms({}, "unused")).toEqual({ use: false, required: false, reason: undefined });
  expect(decideCms({ CMS_REQUIRED: "true" }, "unused")).toEqual({
    use: false,
    required: true,
    reason: "STRAPI_API_URL is not set",
  });
});

test("a CMS entry naming an entry that does not exist keeps references whole, falling back collection by collection", () => {
  const member = (memberId: string, order: number): CmsEntry => ({
    id: order,
    documentId: `m${order}`,
    memberId,
    order,
    name: `Member ${order}`,
    designation: "Engineer",
    image: media("file-1"),
  });
  const profile: CmsEntry = {
    id: 1,
    documentId: "tp",
    member: { memberId: "team-1" },
    biography: [paragraph(text("Bio."))],
    qualifications: [line("Degree")],
    attributes: [{ id: 1, label: "Age", value: "30" }],
    skills: [{ id: 1, name: "Design", percent: 90 }],
  };
  // The editor removed team-1 from the team, while the profile still names it.
  const outcome = run({ STRAPI_TEAM_MEMBER: [member("team-2", 1)], STRAPI_TEAM_PROFILE: [profile] });
  expect(outcome.fallbacks.filter((f) => f.includes("because"))).toEqual([
    "TeamProfile: built-in content used, because\n  - CMS TeamProfile: field memberId names no TeamMember (team-1)",
    expect.stringMatching(
      /^TeamMember: built-in content used, because\n {2}- content\/team-profile.json: field memberId names no TeamMember \(team-1\)\n/,
    ),
  ]);
  expect(entriesOf(outcome, "TeamMember")).toEqual(builtIn.find((c) => c.collection.type === "TeamMember")!.entries);
  expect(outcome.used).not.toContain("TeamMember: 1 entry from the CMS");
  // A profile naming a member the CMS has is used as it is.
  // (with every member the built-in articles name as their authors)
  const everyone = builtIn
    .find((c) => c.collection.type === "TeamMember")!
    .entries.map((m, i) => member(String(m.id), i + 1));
  const whole = run({ STRAPI_TEAM_MEMBER: everyone, STRAPI_TEAM_PROFILE: [profile] });
  expect(whole.fallbacks.filter((f) => f.startsWith("Team"))).toEqual([]);
  expect(whole.used).toEqual(
    expect.arrayContaining([
      `TeamMember: ${everyone.length} entries from the CMS`,
      "TeamProfile: 1 entry from the CMS",
    ]),
  );
});

test("an article's body: every kind the editor can write is taken; a link the site refuses and a heading of level 1 are named by entry and field", () => {
  const article = (body: unknown[]): CmsEntry[] =>
    builtIn
      .find((c) => c.collection.type === "BlogPost")!
      .entries.map((post, i) => ({
        id: i + 1,
        documentId: `b${i}`,
        postId: post.id,
        order: i + 1,
        title: `Post ${i}`,
        slug: `post-${i}`,
        previousSlugs: [],
        category: null,
        date: "2025-01-01",
        updated: null,
        author: { memberId: post.author },
        image: media("file-1"),
        imageCaption: null,
        content: "C.",
        body: i === 0 ? body : [paragraph(text("Body."))],
        tags: [line("Tag")],
      }));
  const rich = [
    { type: "heading", level: 2, children: [text("A heading")] },
    {
      type: "paragraph",
      children: [
        { type: "text", text: "bold", bold: true },
        { type: "text", text: "code", code: true },
        { type: "link", url: "https://example.com/", children: [text("a link")] },
      ],
    },
    // an item indented with Tab in the editor: a list within the list
    {
      type: "list",
      format: "unordered",
      children: [
        { type: "list-item", children: [text("an item")] },
        {
          type: "list",
          format: "ordered",
          indentLevel: 1,
          children: [{ type: "list-item", children: [text("a step")] }],
        },
      ],
    },
    { type: "quote", children: [text("A quote.")] },
    { type: "code", language: "bash", children: [text("npm test")] },
  ];
  const good = run({ STRAPI_BLOG_POST: article(rich) });
  expect(good.fallbacks.filter((f) => f.startsWith("BlogPost"))).toEqual([]);
  expect(entriesOf(good, "BlogPost")[0].body).toEqual(rich);
  const bad = run({
    STRAPI_BLOG_POST: article([
      { type: "heading", level: 1, children: [text("Title again")] },
      { type: "paragraph", children: [{ type: "link", url: "http://example.com/", children: [text("plain http")] }] },
    ]),
  });
  const why = bad.leftOut.map(({ line }) => line).join("\n");
  expect(why).toContain(
    'Article > "Post 0" > Body: the 1st heading is of level 1; the site shows headings of levels 2 to 4',
  );
  expect(why).toContain('Article > "Post 0" > Body: the 1st paragraph\'s 1st link must be an https: address');
  // The built-in comments and sidebar name that article (post-1): with it left out, the built-in articles stand in.
  expect(entriesOf(bad, "BlogPost")).toEqual(builtIn.find((c) => c.collection.type === "BlogPost")!.entries);
  expect(bad.fallbacks.join("\n")).toContain(
    'BlogPost: built-in content used, because\n  - content/comments.json, entry "comment-1": field post names no BlogPost (post-1)',
  );
});

test("a CMS entry naming an entry that was left out is left out too; the rest of its collection stays", () => {
  const member = (memberId: string, order: number, overrides: CmsEntry = {}): CmsEntry => ({
    id: order,
    documentId: `m${order}`,
    memberId,
    order,
    name: `Member ${order}`,
    designation: "Engineer",
    image: media("file-1"),
    ...overrides,
  });
  const everyone = builtIn
    .find((c) => c.collection.type === "TeamMember")!
    .entries.map((m, i) => member(String(m.id), i + 1));
  const posts = builtIn
    .find((c) => c.collection.type === "BlogPost")!
    .entries.map((post, i) => ({
      id: i + 1,
      documentId: `b${i}`,
      postId: post.id,
      order: i + 1,
      title: `Post ${i}`,
      slug: `post-${i}`,
      previousSlugs: [],
      category: null,
      date: "2025-01-01",
      updated: null,
      author: { memberId: i === 5 ? "team-gone" : post.author },
      image: media("file-1"),
      imageCaption: null,
      content: "C.",
      body: [paragraph(text("Body."))],
      tags: [line("Tag")],
    }));
  const outcome = run({ STRAPI_TEAM_MEMBER: everyone, STRAPI_BLOG_POST: posts });
  expect(entriesOf(outcome, "BlogPost").map((p) => p.title)).toEqual([
    "Post 0",
    "Post 1",
    "Post 2",
    "Post 3",
    "Post 4",
  ]);
  expect(outcome.leftOut.map(({ line }) => line)).toEqual([
    'Article "Post 5": field author names no Team member (team-gone). Not published: it is not on the site until it is corrected.',
  ]);
});

test("a refused field says where the admin shows it: the type, the entry's title, the labels and the list item's name", () => {
  const settings = {
    id: 1,
    name: "Nusakode",
    tagline: "T",
    description: "D.",
    contact: {
      title: "Hi",
      description: "D.",
      phone: "+62 1",
      chatUrl: "https://wa.me/1",
      email: "a@b.id",
      address: "Depok",
    },
    socialLinks: [{ id: 1, name: "Twitter", icon: "twitter", url: "javascript:alert(1)" }],
    mainFooter: { copyright: "© main" },
    accountFooter: { copyright: "© account" },
    map: { lat: "-6.4", lng: 106.8, zoom: 13, address: "Depok" },
  };
  const outcome = run({
    STRAPI_SITE_SETTING: [settings],
    STRAPI_PROJECT: [cmsProject({ description: [{ type: "heading", level: 2, children: [text("Big")] }] })],
  });
  const said = [...outcome.fallbacks, ...outcome.leftOut.map(({ line }) => line)].join("\n");
  expect(said).toContain(
    'field socialLinks[0].url must be an https: address, a mailto: or tel: link, or a path of this site starting with /, got "javascript:alert(1)" (in the admin: Site settings > Social links > Twitter > Profile address)',
  );
  expect(said).toContain(
    'CMS project "Kopi Kita": field description has a heading block; the site shows paragraphs with bold text only (in the admin: Portfolio project > "Kopi Kita" > Description)',
  );
});

test("a field's problem in the editors' words: where the admin shows it, whatever the title or the value holds", () => {
  expect(
    inEditorsWords(
      'CMS article "UX research: field studies (part 2)": field body: the 1st paragraph\'s 1st link must be an https: address, got "http://x.test/ (in the admin: y)" (in the admin: Article > "UX research: field studies (part 2)" > Body)',
      "en",
    ),
  ).toBe(
    'Article > "UX research: field studies (part 2)" > Body: the 1st paragraph\'s 1st link must be an https: address, got "http://x.test/ (in the admin: y)"',
  );
  expect(
    inEditorsWords(
      'FAQ "" in Bahasa Indonesia: field title must be a non-empty text, got "" (in the admin: FAQ > Question)',
      "id",
    ),
  ).toBe('FAQ > Question (Bahasa Indonesia) must be a non-empty text, got ""');
  // no place in the admin: kept as it is
  const reference = 'CMS service "Again": its id service-1 is used by another entry';
  expect(inEditorsWords(reference, "en")).toBe(reference);
});

test("an Indonesian version the site cannot read names the field's place once, in the editors' words", () => {
  const english = run({ STRAPI_PROJECT: [cmsProject()] }).collections.find((c) => c.collection.type === "Project")!;
  const builtInId = loadTranslation(contentDir, builtIn, "id").collections.find(
    (c) => c.collection.type === "Project",
  )!;
  const { leftOut } = translateCmsCollection(
    english,
    [cmsProject({ description: [{ type: "heading", level: 2, children: [text("Besar")] }] })],
    "id",
    builtInId,
    { imageExists, fileNodeExists: (id) => id === "file-1" },
  );
  expect(leftOut.map(({ line }) => line)).toEqual([
    'Portfolio project > "Kopi Kita" > Description (Bahasa Indonesia) has a heading block; the site shows paragraphs with bold text only. Not published: its page shows the English text until it is corrected.',
  ]);
});
