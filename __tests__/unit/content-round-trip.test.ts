// Every file of content/ through the CMS seed (cms/src/seed/types.js, as cms/src/seed/index.js runs it),
// out of a Strapi stand-in as the REST entries gatsby-source-strapi fetches, and back through the
// site's mapping (applyCmsContent, src/data/cms/cms-mapping.ts): it must give what the built-in loader
// reads. A drift between the two sides fails here, naming the collection, the entry and the field.
import { join } from "node:path";
import { existsSync } from "node:fs";
import { collections } from "../../src/data/model/content-model";
import type { Collection } from "../../src/data/model/fields";
import { loadAll } from "../../src/data/built-in/content-loader";
import { entryLabel, type Entry } from "../../src/data/model/loaded-collection";
import { applyCmsContent } from "../../src/data/cms/cms-content";
import { cmsMappings, strapiNodeType } from "../../src/data/cms/cms-mapping";
import { restPopulate } from "../../src/data/cms/cms-populate";
import type { CmsEntry } from "../../src/data/cms/cms-values";
import { isCmsImage } from "../../src/data/model/cms-image";
import { fileNodeIdOf, pathOfFileNode, readCmsSchemas, StrapiStandIn, type Json } from "../support/strapi-rest-entry";

interface Seeder {
  uid: string;
  file: string;
  label: string;
  key?: string;
  build: (entry: Entry, order: number) => Json;
}

const { seeders, seedData } = require("../../cms/src/seed/types") as {
  seeders: Seeder[];
  seedData: (strapi: { getModel: (uid: string) => unknown }, seeder: Seeder, source: Entry, order: number) => Json;
};
const { FieldError } = require("../../cms/src/seed/convert") as {
  FieldError: new (field: string, problem: string) => Error;
};
const { checkEntry } = require("../../cms/src/seed/validate") as {
  checkEntry: (
    strapi: { getModel: (uid: string) => unknown },
    uid: string,
    data: Json,
  ) => { problems: { field: string; problem: string }[] };
};

const contentDir = join(__dirname, "..", "..", "content");
const imageExists = (path: string) => existsSync(join(contentDir, "images", path));
const builtIn = loadAll(contentDir, collections);
const schemas = readCmsSchemas();
/** The content type a mapping reads, as src/data/cms/cms-source.ts names it. */
const uidOf = (singularName: string) => `api::${singularName}.${singularName}`;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

// The derived ids (derivedId in cms-mapping.ts: `${prefix}-${documentId}`) of a real CMS carry its random
// documentIds; here the documentId is the built-in id's last part ("about-3" -> "3"), so a built-in id of
// that pattern comes back equal and any other prefix or pattern shows as a difference in `id`.
const documentIdFor = (entry: Entry, order: number) =>
  (typeof entry.id === "string" && /-([^-]+)$/.exec(entry.id)?.[1]) || `doc${order}`;

/** seed/index.js plan(), then create(): every seeder on the built-in entries, in the seeders' order. */
function seed() {
  const strapi = new StrapiStandIn(schemas);
  const problems: string[] = [];
  for (const seeder of seeders) {
    const loaded = builtIn.find((c) => c.collection.file === seeder.file);
    if (!loaded) {
      problems.push(`${seeder.file}: a seeder for a file content/ does not have`);
      continue;
    }
    const single = schemas[seeder.uid]?.kind === "singleType";
    // The seed reads the file itself; a copy, so nothing it does reaches the loader's entries.
    clone(loaded.entries).forEach((source, i) => {
      const where = `${seeder.file}${single ? "" : ` entry ${i + 1} (${JSON.stringify(source.id ?? source.slug ?? source.title)})`}`;
      try {
        const data = seedData({ getModel: (uid) => schemas[uid] }, seeder, source, i + 1);
        const found = checkEntry({ getModel: (uid) => schemas[uid] }, seeder.uid, data);
        found.problems.forEach(({ field, problem }) => problems.push(`${where}: CMS field "${field}" ${problem}`));
        strapi.create(seeder.uid, data, documentIdFor(source, i + 1));
      } catch (error) {
        problems.push(`${where}: ${error instanceof FieldError ? "" : "does not fit: "}${(error as Error).message}`);
      }
    });
  }
  return { strapi, problems };
}

const seeded = seed();
/** Per site type: why Strapi would refuse the mapping's query (a populate or fields key it does not know). */
const refusedQueries = new Map<string, string>();
/** What gatsby-source-strapi fetched for a node type: JSON (source-content.ts parses node.internal.content). */
function strapiEntries(strapiType: string): CmsEntry[] {
  const mapping = cmsMappings.find((m) => strapiNodeType(m.singularName) === strapiType);
  if (!mapping) return [];
  try {
    // Reversed: the REST order is not the site's, the mapping's sort must make it.
    const entries = clone(
      seeded.strapi.rest(uidOf(mapping.singularName), restPopulate(mapping.singularName)),
    ).reverse();
    return withBodyImages(entries);
  } catch (error) {
    refusedQueries.set(mapping.type, `${mapping.type}: Strapi would refuse the query: ${(error as Error).message}`);
    return [];
  }
}
/**
 * A body's images as the build gets them (linkBlockImages, src/data/cms/cms-block-images.ts): each image
 * block's file downloaded into the File node of the content image it was uploaded from. Sync here: the
 * stand-in answers at once, and the real function's job (which media, each once) is what counts.
 */
function withBodyImages(entries: CmsEntry[]): CmsEntry[] {
  for (const entry of entries) {
    for (const value of Object.values(entry)) {
      if (!Array.isArray(value)) continue;
      for (const block of value as Json[]) {
        const image = block?.type === "image" ? (block.image as Json | undefined) : undefined;
        if (image && typeof image.url === "string")
          image.localFile___NODE = fileNodeIdOf(seeded.strapi.pathOfUrl(image.url) ?? "?");
      }
    }
  }
  return entries;
}
const outcome = applyCmsContent(builtIn, strapiEntries, {
  imageExists,
  fileNodeExists: (id) => {
    const path = pathOfFileNode(id);
    return path !== undefined && imageExists(path);
  },
});

/** Where two values differ, each as "field: built-in X, through the CMS Y". */
function differences(expected: unknown, actual: unknown, field: string): string[] {
  const show = (value: unknown) => (value === undefined ? "absent" : JSON.stringify(value));
  // A CMS image is compared by the content image it was uploaded from; an alt text would be a difference.
  if (isCmsImage(actual) && actual.alt === null && pathOfFileNode(actual.fileNodeId) !== undefined) {
    return differences(expected, pathOfFileNode(actual.fileNodeId), field);
  }
  // A body's image: content names its path and gives its alternative text; the CMS's block keeps both.
  if (isCmsImage(actual) && typeof expected === "object" && expected !== null && "url" in expected) {
    const { url, alternativeText } = expected as { url: string; alternativeText?: string };
    return differences(
      { url, alternativeText: alternativeText ?? null },
      { url: pathOfFileNode(actual.fileNodeId), alternativeText: actual.alt },
      field,
    );
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length)
      return [
        `${field}: built-in has ${expected.length} items, through the CMS ${actual.length}: ${show(expected)} / ${show(actual)}`,
      ];
    return expected.flatMap((item, i) => differences(item, actual[i], `${field}[${i}]`));
  }
  const isObject = (value: unknown): value is Json =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if (isObject(expected) && isObject(actual)) {
    // An undefined field is an absent one: validation and node creation treat them alike.
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].filter(
      (k) => expected[k] !== undefined || actual[k] !== undefined,
    );
    return keys.flatMap((key) => differences(expected[key], actual[key], field ? `${field}.${key}` : key));
  }
  return Object.is(expected, actual) ? [] : [`${field}: built-in ${show(expected)}, through the CMS ${show(actual)}`];
}

/**
 * The built-in entry as the CMS is meant to give it back; each change is something the seed stores
 * that the content file may leave to the site.
 */
function expectedEntry(collection: Collection, entry: Entry): Entry {
  const expected = { ...entry };
  // No own slug: the seed stores the one the site derives (content-model page.slug), so the page keeps its address.
  if ("slug" in collection.fields && collection.page && expected.slug === undefined)
    expected.slug = collection.page.slug(entry);
  // No earlier slugs: the seed stores an empty list of them.
  if ("previousSlugs" in collection.fields && expected.previousSlugs === undefined) expected.previousSlugs = [];
  return expected;
}

// The site never shows FAQs in list order (src/lib/faq.ts and every allFaq query order them by category
// and order), and the CMS sorts them by their order within a category, so they are paired in that order.
const pairingOrder: Record<string, (a: Entry, b: Entry) => number> = {
  Faq: (a, b) => String(a.category).localeCompare(String(b.category)) || Number(a.order) - Number(b.order),
};

test("every content file has a seeder and a CMS mapping of the same content type", () => {
  const gaps = collections.flatMap((collection) => {
    const seeder = seeders.find((s) => s.file === collection.file);
    const mapping = cmsMappings.find((m) => m.type === collection.type);
    if (!seeder || !mapping)
      return [
        `${collection.type} (content/${collection.file}): ${!seeder ? "no seeder in cms/src/seed/types.js" : "no mapping in src/data/cms/cms-mapping.ts"}`,
      ];
    const schema = schemas[seeder.uid];
    return [
      ...(uidOf(mapping.singularName) !== seeder.uid
        ? [`${collection.type}: the seed writes ${seeder.uid}, the site reads ${uidOf(mapping.singularName)}`]
        : []),
      ...(!schema ? [`${collection.type}: no schema for ${seeder.uid}`] : []),
      ...(schema && (schema.kind === "singleType") !== collection.single
        ? [
            `${collection.type}: ${seeder.uid} is a ${schema.kind}, content/${collection.file} ${collection.single ? "one object" : "a list"}`,
          ]
        : []),
      ...(schema && schema.kind !== mapping.kind
        ? [`${collection.type}: ${seeder.uid} is a ${schema.kind}, the mapping says ${mapping.kind}`]
        : []),
    ];
  });
  const orphans = seeders
    .filter((s) => !collections.some((c) => c.file === s.file))
    .map((s) => `${s.uid}: seeded from ${s.file}, which is no content file`);
  expect([...gaps, ...orphans]).toEqual([]);
});

test("the seed plans and creates every built-in entry without a problem", () => {
  expect(seeded.problems).toEqual([]);
});

test("the site takes every collection from the seeded CMS", () => {
  expect([...refusedQueries.values(), ...outcome.fallbacks]).toEqual([]);
  expect(outcome.used).toHaveLength(collections.length);
});

// Site settings: navigation, logos and siteUrl stay in the repository (README); toSite takes them from
// the built-in entry it is given, so for those fields this checks only that they are passed through.
test.each(collections.map((c) => [c.type, c] as const))(
  "%s comes back from the CMS as the built-in loader reads it",
  (type, collection) => {
    const original = builtIn.find((c) => c.collection === collection)!.entries;
    const roundTrip = outcome.collections.find((c) => c.collection === collection)!.entries;
    const order = pairingOrder[type];
    const [expected, actual] = order ? [[...original].sort(order), [...roundTrip].sort(order)] : [original, roundTrip];
    // A collection the site refused from the CMS is the built-in one again, which would compare equal.
    const refused = [
      ...(refusedQueries.has(type) ? [refusedQueries.get(type)] : []),
      ...outcome.fallbacks.filter((fallback) => fallback.startsWith(`${type}:`)),
    ];
    const compared =
      expected.length !== actual.length
        ? [`${type}: built-in has ${expected.length} entries, through the CMS ${actual.length}`]
        : expected.flatMap((entry, i) =>
            differences(expectedEntry(collection, entry), actual[i], "").map(
              (difference) => `${type} ${collection.single ? "entry" : entryLabel(entry, i)}: field ${difference}`,
            ),
          );
    const problems = refused.length > 0 ? refused : compared;
    expect(problems).toEqual([]);
  },
);

test("images come back as the File nodes of the content images they were uploaded from", () => {
  const home = outcome.collections.find((c) => c.collection.type === "HomeContent")!.entries[0] as {
    hero: { thumbnails: { main: unknown } };
  };
  const builtInHome = builtIn.find((c) => c.collection.type === "HomeContent")!.entries[0] as {
    hero: { thumbnails: { main: string } };
  };
  expect(home.hero.thumbnails.main).toEqual(
    expect.objectContaining({ fileNodeId: fileNodeIdOf(builtInHome.hero.thumbnails.main), alt: null }),
  );
});
