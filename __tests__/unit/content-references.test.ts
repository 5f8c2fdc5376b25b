import { join } from "node:path";
import { collections } from "../../src/data/model/content-model";
import { loadAll } from "../../src/data/built-in/content-loader";
import type { LoadedCollection } from "../../src/data/model/loaded-collection";
import { referenceProblems } from "../../src/data/model/content-references";

const builtIn = loadAll(join(__dirname, "..", "..", "content"), collections);
const replace = (type: string, change: (entries: LoadedCollection["entries"]) => LoadedCollection["entries"]) =>
  builtIn.map((l) => (l.collection.type === type ? { ...l, entries: change(l.entries) } : l));

test("the built-in content names only services and FAQ categories that exist", () => {
  expect(referenceProblems(builtIn)).toEqual([]);
});

test("a home service or an FAQ category that does not exist is named", () => {
  const broken = replace("HomeContent", ([home]) => [{ ...home, serviceIds: ["service-1", "service-9"] }]);
  expect(referenceProblems(broken).map((p) => p.message)).toEqual([
    "content/home.json: field serviceIds[1] names no Service (service-9)",
  ]);
  const orphan = replace("Faq", (faqs) => [{ ...faqs[0], category: "pricing" }, ...faqs.slice(1)]);
  expect(referenceProblems(orphan)).toEqual([
    {
      from: "Faq",
      to: "FaqCategory",
      index: 0,
      message: 'content/faqs.json, entry "faq-1": field category names no FaqCategory (pricing)',
    },
  ]);
});
