// The built-in content in Indonesian (content/id/): complete, of the right shape, and only text.
import { join } from "node:path";
import { collections } from "../../src/data/model/content-model";
import type { Field } from "../../src/data/model/fields";
import { loadAll } from "../../src/data/built-in/content-loader";
import type { LoadedCollection } from "../../src/data/model/loaded-collection";
import { loadTranslation } from "../../src/data/built-in/content-translations";
import { translateCollection } from "../../src/data/model/translation";

const anyImage = { imageExists: () => true };

const contentDir = join(__dirname, "..", "..", "content");
const english = loadAll(contentDir, collections);
const of = (type: string) => english.find((l) => l.collection.type === type)!;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

test("content/id translates every entry of content/ and leaves nothing in English", () => {
  const { untranslated } = loadTranslation(contentDir, english, "id");
  expect(untranslated).toEqual([]);
});

test("the Indonesian content is really translated: most of its texts differ from the English ones", () => {
  const { collections: indonesian } = loadTranslation(contentDir, english, "id");
  const texts = (fields: Record<string, Field>, entry: Record<string, unknown>): string[] =>
    Object.entries(fields).flatMap(([name, field]) => {
      const value = entry[name];
      if (value === undefined || value === null) return [];
      if (field.kind === "Object")
        return (field.list ? (value as Record<string, unknown>[]) : [value as Record<string, unknown>]).flatMap(
          (item) => texts(field.fields, item),
        );
      return field.kind === "String" && field.localized ? (field.list ? (value as string[]) : [value as string]) : [];
    });
  const pairs = english.flatMap((l, i) =>
    l.entries.flatMap((entry, j) => {
      const a = texts(l.collection.fields, entry);
      const b = texts(l.collection.fields, indonesian[i].entries[j]);
      return a.map((text, k) => [text, b[k]]);
    }),
  );
  const same = pairs.filter(([a, b]) => a === b);
  expect(pairs.length).toBeGreaterThan(300);
  expect(same.length / pairs.length).toBeLessThan(0.15); // names of brands and products stay as they are
});

test("a translation gives only text, and keeps every shared field from English", () => {
  const services = of("Service");
  const data = clone(services.entries).map((s) => ({ id: s.id, title: `ID ${String(s.title)}` }));
  const result = translateCollection(services, data, "content/id/services.json", anyImage);
  expect(result.problems).toEqual([]);
  expect(result.entries[0]).toEqual({ ...services.entries[0], title: `ID ${String(services.entries[0].title)}` });
  expect(result.untranslated[0]).toBe(
    'content/id/services.json, entry "service-1": shortDescription, features, detailedDescription, process, details, seo',
  );
});

test("a translation of the wrong shape fails naming file, entry and field", () => {
  const services = of("Service");
  const [first, second] = services.entries;
  const problemsOf = (data: unknown, loaded: LoadedCollection = services) =>
    translateCollection(loaded, data, "content/id/services.json", anyImage).problems;
  expect(problemsOf([{ id: first.id, icon: "globe" }])).toEqual([
    'content/id/services.json, entry "service-1": field icon is the same in every language; give it only in content/',
  ]);
  expect(problemsOf([{ id: first.id, titel: "Web" }])).toEqual([
    'content/id/services.json, entry "service-1": field titel is not a known field',
  ]);

  expect(problemsOf([{ id: first.id, title: "" }])).toEqual([
    'content/id/services.json, entry "service-1": field title must be a non-empty text, got ""',
  ]);
  expect(problemsOf([{ id: second.id, features: "one" }])).toEqual([
    'content/id/services.json, entry "service-2": field features must be a list of non-empty texts, got "one"',
  ]);
  expect(problemsOf([{ id: first.id, details: { sections: [] } }])[0]).toMatch(
    /entry "service-1": field details.sections must be a list of \d+ items, as in English/,
  );
  expect(problemsOf([{ id: first.id, slug: "pengembangan web" }])).toEqual([
    'content/id/services.json, entry "service-1": field slug must be a slug (letters, digits, - _ . ~, not starting with .), got "pengembangan web"',
  ]);
  expect(problemsOf({ id: first.id })).toEqual(["content/id/services.json: must hold a list of entries"]);
});

test("an edit of the English content alone never fails the build: what no longer matches is listed as untranslated", () => {
  const services = of("Service");
  const left = translateCollection(
    services,
    [{ id: "service-9", title: "Layanan Lama" }],
    "content/id/services.json",
    anyImage,
  );
  expect(left.problems).toEqual([]);
  expect(left.untranslated[0]).toBe(
    'content/id/services.json, entry #1: id "service-9" names no entry of content/services.json (left over?)',
  );
  // a collection without ids is matched by position: once English has another number of entries, none is used
  const cards = of("ProjectCard");
  const shifted = translateCollection(
    cards,
    [{ title: "Desain Produk", category: "Desain", slug: "product-design" }],
    "content/id/project-cards.json",
    anyImage,
  );
  expect(shifted.problems).toEqual([]);
  expect(shifted.entries).toEqual(cards.entries);
  expect(shifted.untranslated[0]).toBe(
    `content/id/project-cards.json: 1 entries, content/project-cards.json ${cards.entries.length}; matched by position, so none is used`,
  );
});
