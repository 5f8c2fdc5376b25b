// What the build asks Strapi to send with each entry is read from the CMS's schemas
// (src/data/cms/cms-populate.ts): media, components with what they hold, and the relations an entry
// owns as their target's key. content-round-trip.test.ts and the cms layer's seeded build check that
// it brings back every field the site shows; this checks the rule itself.
import { populateOf, restPopulate } from "../../src/data/cms/cms-populate";
import { cmsMappings } from "../../src/data/cms/cms-mapping";

test("an article brings its image, lines, author's key and SEO with its share image", () => {
  expect(restPopulate("blog-post")).toEqual({
    image: true,
    previousSlugs: true,
    tags: true,
    author: { fields: ["memberId"] },
    seo: { populate: { shareImage: true } },
  });
});

test("components are populated as deep as they hold media, components or relations", () => {
  expect(restPopulate("service").details).toEqual({ populate: { sections: { populate: { points: true } } } });
  expect(restPopulate("home").counters).toBe(true);
});

test("a relation's other side (mappedBy) is not asked for: the FAQ names its category, not the reverse", () => {
  expect(restPopulate("faq")).toEqual({ category: { fields: ["slug"] } });
  expect(restPopulate("faq-category")).toEqual({});
});

test("every type the site reads has a populate, and a relation to a type without one shared key is refused", () => {
  for (const { singularName } of cmsMappings) expect(() => restPopulate(singularName)).not.toThrow();
  const schemas = {
    "api::a.a": { attributes: { b: { type: "relation", target: "api::b.b" } } },
    "api::b.b": { attributes: { slug: { type: "uid", pluginOptions: { i18n: { localized: true } } } } },
  };
  expect(() => populateOf(schemas, "api::a.a")).toThrow(/api::b\.b needs exactly one uid field/);
  expect(() => restPopulate("no-such-type")).toThrow(/have no api::no-such-type/);
});
