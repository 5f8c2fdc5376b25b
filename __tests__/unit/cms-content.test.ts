import { join } from "node:path";
import { existsSync } from "node:fs";
import { collections } from "../../src/lib/content-model";
import { loadAll } from "../../src/lib/content-loader";
import { applyCmsContent } from "../../src/lib/cms-content";
import type { CmsEntry } from "../../src/lib/cms-mapping";
import { decideCms } from "../../src/lib/cms-source";

const contentDir = join(__dirname, "..", "..", "content");
const imageExists = (path: string) => existsSync(join(contentDir, "images", path));
const builtIn = loadAll(contentDir, collections);

const cmsService = (overrides: CmsEntry = {}): CmsEntry => ({
  id: 2, documentId: "abc", serviceId: "service-1", order: 1, title: "Web Platforms", shortDescription: "Short.",
  iconType: "css-class", icon: "icon-code", iconSrc: null, category: ["development"], features: ["Fast"],
  detailedDescription: "Long.", process: ["Plan"], technologies: ["React"],
  details: { id: 1, title: "Web Platforms", description: ["Paragraph."], sections: [{ id: 1, title: "Section", points: ["Point"] }] },
  ...overrides,
});

function run(entries: Record<string, CmsEntry[]>) {
  return applyCmsContent(builtIn, (type) => entries[type] ?? [], { imageExists });
}
const entriesOf = (outcome: ReturnType<typeof run>, type: string) => outcome.collections.find((c) => c.collection.type === type)!.entries;

test("valid CMS services replace the built-in ones, in the CMS's order, shaped as content/services.json", () => {
  const outcome = run({ STRAPI_SERVICE: [cmsService({ order: 2, serviceId: "service-9", title: "Second" }), cmsService()] });
  expect(entriesOf(outcome, "Service").map((s) => s.title)).toEqual(["Web Platforms", "Second"]);
  expect(entriesOf(outcome, "Service")[0]).toEqual(expect.objectContaining({ id: "service-1", details: { title: "Web Platforms", description: ["Paragraph."], sections: [{ title: "Section", points: ["Point"] }] } }));
  expect(entriesOf(outcome, "Service")[0]).not.toHaveProperty("iconSrc");
  expect(outcome.used).toContain("Service: 2 entries from the CMS");
});

test("one invalid CMS service keeps all built-in services and names the entry and the field", () => {
  const broken = cmsService({ title: "Broken One", details: { title: null, description: ["x"], sections: [] } });
  const outcome = run({ STRAPI_SERVICE: [cmsService(), broken] });
  expect(entriesOf(outcome, "Service")).toHaveLength(5);
  expect(outcome.fallbacks.join("\n")).toContain('CMS service "Broken One": field details.title is missing');
});

test("two CMS services with one serviceId are refused", () => {
  const outcome = run({ STRAPI_SERVICE: [cmsService(), cmsService({ id: 3, order: 2 })] });
  expect(outcome.fallbacks.join("\n")).toContain("id service-1 used by more than one entry");
});

test("a collection the CMS does not hold keeps the built-in content and says so", () => {
  const outcome = run({});
  expect(entriesOf(outcome, "Faq")).toHaveLength(16);
  expect(outcome.fallbacks).toContain("Faq: the CMS has no published faq; built-in content used");
});

test("FAQs take their category's slug; the home keeps its built-in images and takes the CMS's services", () => {
  const outcome = run({
    STRAPI_FAQ: [{ id: 1, documentId: "f1", question: "Q?", answer: "A.", order: 1, category: { id: 4, slug: "general" } }],
    STRAPI_HOME: [{ id: 1, titleHighlighted: "New", titleRegular: "hero", description: "D.", ctaText: "Go", usersCaption: "C", services: [{ serviceId: "service-3" }] }],
  });
  expect(entriesOf(outcome, "Faq")).toEqual([{ id: "faq-f1", category: "general", order: 1, title: "Q?", text: "A." }]);
  const home = entriesOf(outcome, "HomeContent")[0] as { hero: { titleHighlighted: string; thumbnails: unknown }; serviceIds: string[] };
  expect(home.hero.titleHighlighted).toBe("New");
  expect(home.hero.thumbnails).toEqual((builtIn.find((c) => c.collection.type === "HomeContent")!.entries[0] as { hero: { thumbnails: unknown } }).hero.thumbnails);
  expect(home.serviceIds).toEqual(["service-3"]);
});

test("no STRAPI_API_URL: no CMS and nothing to say, unless CMS_REQUIRED", () => {
  expect(decideCms({}, "unused")).toEqual({ use: false, required: false, reason: undefined });
  expect(decideCms({ CMS_REQUIRED: "true" }, "unused")).toEqual({ use: false, required: true, reason: "STRAPI_API_URL is not set" });
});
