// The CMS's Indonesian entries: fetched in a pass of their own (src/data/cms/cms-locale.ts) and laid over
// the English ones as content/id/ is (translateCmsCollection).
import { join } from "node:path";
import { collections } from "../../src/data/model/content-model";
import { loadAll } from "../../src/data/built-in/content-loader";
import { loadTranslation } from "../../src/data/built-in/content-translations";
import { translateCmsCollection } from "../../src/data/cms/cms-content";
import { fetchCmsLocale, strapiQuery } from "../../src/data/cms/cms-locale";
import { cmsMappings } from "../../src/data/cms/cms-mapping";
import type { CmsEntry } from "../../src/data/cms/cms-values";

const contentDir = join(__dirname, "..", "..", "content");
const builtIn = loadAll(contentDir, collections);
const builtInId = loadTranslation(contentDir, builtIn, "id").collections;
const of = (loaded: typeof builtIn, type: string) => loaded.find((c) => c.collection.type === type)!;

test("Strapi's nested query parameters are written as the qs package writes them", () => {
  expect(
    strapiQuery({
      populate: {
        details: { populate: { sections: { populate: { points: true } } } },
        member: { fields: ["memberId"] },
      },
      locale: "id",
    }),
  ).toBe("populate[details][populate][sections][populate][points]=true&populate[member][fields][0]=memberId&locale=id");
  expect(strapiQuery({ filters: { title: "a&b c" } })).toBe("filters[title]=a%26b%20c");
});

test("every type is asked for in the language, page by page; a single type without it (404) is left out", async () => {
  const asked: string[] = [];
  const get = async (path: string) => {
    asked.push(path);
    if (path === "/api/content-type-builder/content-types") {
      return {
        status: 200,
        body: {
          data: cmsMappings.map((m) => ({
            uid: `api::${m.singularName}.${m.singularName}`,
            schema: { pluralName: `${m.singularName}-list` },
          })),
        },
      };
    }
    if (path.startsWith("/api/faq-list?")) {
      const page = Number(/pagination\[page\]=(\d+)/.exec(path)![1]);
      return { status: 200, body: { data: [{ question: `Q${page}` }], meta: { pagination: { pageCount: 2 } } } };
    }
    if (path.includes("-list?")) return { status: 200, body: { data: [], meta: { pagination: { pageCount: 0 } } } };
    return { status: 404, body: undefined };
  };
  const found = await fetchCmsLocale(get, "id", "published");
  expect(found.get("faq")).toEqual([{ question: "Q1" }, { question: "Q2" }]);
  expect(found.has("service")).toBe(false);
  expect(found.has("home")).toBe(false);
  expect(
    asked
      .filter((path) => path.startsWith("/api/faq-list?"))
      .every((path) => path.includes("locale=id") && path.includes("status=published")),
  ).toBe(true);
  await expect(fetchCmsLocale(async () => ({ status: 500, body: undefined }), "id", "draft")).rejects.toThrow();
});

const cmsFaq = (documentId: string, question: string, answer: string, order: number): CmsEntry => ({
  documentId,
  question,
  answer,
  order,
  category: { slug: "general" },
});

test("a CMS collection in Indonesian: its entries' texts laid over the English ones; one the CMS lacks stays English, listed", () => {
  const english = {
    ...of(builtIn, "Faq"),
    entries: [
      { id: "faq-a", category: "general", order: 1, title: "What do you do?", text: "We build." },
      { id: "faq-b", category: "general", order: 2, title: "Where are you?", text: "In Depok." },
    ],
  };
  const mapping = (documentId: string) => ({ ...cmsFaq(documentId, "Apa yang Anda kerjakan?", "Kami membangun.", 1) });
  // the FAQ mapping names an entry by the CMS's documentId (faq-<documentId>)
  const { collection, problems } = translateCmsCollection(english, [mapping("a")], "id", of(builtInId, "Faq"), {
    imageExists: () => true,
  });
  expect(problems).toEqual([]);
  expect(collection.entries[0]).toMatchObject({
    id: "faq-a",
    title: "Apa yang Anda kerjakan?",
    text: "Kami membangun.",
    order: 1,
  });
  expect(collection.entries[1]).toMatchObject({ id: "faq-b", title: "Where are you?" });
  expect(collection.inEnglish).toEqual([false, true]);
  // as editors read it (Publish status, the preview's banner): the admin's names, the English title, the labels
  expect(collection.untranslated).toEqual(['FAQ "Where are you?" in Bahasa Indonesia: Question, Answer']);
});

test("Indonesian text the site cannot show stays with its entry: that entry English (or its last good version), the others translated, the editor told", () => {
  const english = {
    ...of(builtIn, "Faq"),
    entries: [
      { id: "faq-a", category: "general", order: 1, title: "What do you do?", text: "We build." },
      { id: "faq-b", category: "general", order: 2, title: "Where are you?", text: "In Depok." },
    ],
  };
  const good = cmsFaq("b", "Di mana Anda?", "Di Depok.", 2);
  const given = [cmsFaq("a", "", "Kami membangun.", 1), good];
  // the English versions the build used, by document: "a"'s names its translation, whose question is empty
  const inEnglish = new Map([["a", cmsFaq("a", "What do you do?", "We build.", 1)]]);
  const { collection, problems, leftOut, usedVersions } = translateCmsCollection(
    english,
    given,
    "id",
    of(builtInId, "Faq"),
    { imageExists: () => true },
    undefined,
    (entry) => inEnglish.get(String(entry.documentId)),
  );
  expect(problems).toEqual([
    'FAQ "" in Bahasa Indonesia: field title must be a non-empty text, got "" (in the admin: FAQ > "What do you do?" > Question)',
  ]);
  expect(leftOut.map(({ line }) => line)).toEqual([
    'FAQ > "What do you do?" > Question (Bahasa Indonesia) must be a non-empty text, got "". Not published: its page shows the English text until it is corrected.',
  ]);
  expect(leftOut[0]).toMatchObject({ uid: "api::faq.faq", documentId: "a", locale: "id" });
  expect(collection.entries.map((e) => e.title)).toEqual(["What do you do?", "Di mana Anda?"]);
  expect(collection.inEnglish).toEqual([true, false]);
  expect([...usedVersions.keys()]).toEqual(["faq/id/b"]);
  // the version the last build used stands in for the wrong one
  const before = cmsFaq("a", "Apa yang Anda kerjakan?", "Kami membangun.", 1);
  const kept = translateCmsCollection(english, given, "id", of(builtInId, "Faq"), { imageExists: () => true }, (key) =>
    key === "faq/id/a" ? before : undefined,
  );
  expect(kept.collection.entries.map((e) => e.title)).toEqual(["Apa yang Anda kerjakan?", "Di mana Anda?"]);
  expect(kept.leftOut[0].line).toMatch(/Not published: the version published before stays on the site\.$/);
  expect(kept.usedVersions.get("faq/id/a")).toBe(before);
});

test("an empty list is read alike in both languages: empty where English is empty, English (listed) where English has items", () => {
  const posts = of(builtIn, "BlogPost");
  const first = posts.entries[0];
  const article = (tags: unknown[]): CmsEntry => ({
    id: 1,
    documentId: "d1",
    postId: first.id,
    order: 1,
    title: "Judul",
    slug: "judul",
    previousSlugs: [],
    category: null,
    date: "2025-01-01",
    updated: null,
    author: { memberId: first.author },
    image: null,
    imageCaption: null,
    content: "Ringkasan.",
    body: [{ type: "paragraph", children: [{ type: "text", text: "Isi." }] }],
    tags,
  });
  const withoutTags = { ...posts, entries: [{ ...first, tags: [] }] };
  const none = translateCmsCollection(withoutTags, [article([])], "id", of(builtInId, "BlogPost"), {
    imageExists: () => true,
  });
  expect(none.leftOut).toEqual([]);
  expect(none.collection.entries[0]).toMatchObject({ title: "Judul", tags: [] });
  const withTags = { ...posts, entries: [first] };
  const untagged = translateCmsCollection(withTags, [article([])], "id", of(builtInId, "BlogPost"), {
    imageExists: () => true,
  });
  expect(untagged.leftOut).toEqual([]);
  expect(untagged.collection.entries[0]).toMatchObject({ title: "Judul", tags: first.tags });
  expect(untagged.collection.untranslated).toEqual([
    expect.stringMatching(/ in Bahasa Indonesia: (.+, )?Tags(, .+)?$/),
  ]);
});
