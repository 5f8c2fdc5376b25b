// A page type that content-model.ts does not write gets its fields from its CMS schema
// (src/data/model/page-type-collection.ts): the article's schema gives the fields the article's written
// collection has, and a schema a page type cannot use fails naming what it lacks.
import { collections } from "../../src/data/model/content-model";
import { pageTypeCollection } from "../../src/data/model/page-type-collection";
import { cmsSchemas, type CmsSchema } from "../../src/data/model/cms-schemas";
import { pageType } from "../../src/rules/page-types";

const article = pageType("article");
const written = collections.find((collection) => collection.type === article.nodeType)!;
/** A field without its functions (an image's alt fallback), to compare. */
const shape = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

test("the article's schema gives the article's fields, but for what the written collection names otherwise", () => {
  const derived = pageTypeCollection(article, collections);
  expect(derived.file).toBe(written.file);
  expect(derived.page?.type).toBe("article");
  const { author: writtenAuthor, ...writtenRest } = written.fields;
  const { author, ...rest } = derived.fields;
  expect(shape(rest)).toEqual(shape(writtenRest));
  // written: the author resolved under another name (@link), and required
  expect(author).toEqual({ kind: "String", required: false, list: false, ref: { type: "TeamMember" } });
  expect(writtenAuthor).toMatchObject({ ref: { type: "TeamMember", as: "authorMember" } });
});

test("a page type's schema without the fields every page reads, or with a field the site has no kind for, fails saying which", () => {
  const schema = cmsSchemas()[article.cmsType];
  const without = (name: string): Record<string, CmsSchema> => {
    const { [name]: _left, ...attributes } = schema.attributes;
    return { ...cmsSchemas(), [article.cmsType]: { ...schema, attributes } };
  };
  expect(() => pageTypeCollection(article, collections, without("seo"))).toThrow(
    'Page type "article": its CMS schema api::blog-post.blog-post has no seo',
  );
  const withJson = {
    ...cmsSchemas(),
    [article.cmsType]: { ...schema, attributes: { ...schema.attributes, extra: { type: "json" } } },
  };
  expect(() => pageTypeCollection(article, collections, withJson)).toThrow(
    "api::blog-post.blog-post.extra: a json field",
  );
});
