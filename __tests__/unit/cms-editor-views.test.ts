// The editor labels (each content type's and component's editor-labels.js, collected by
// cms/src/editor-labels.js) against the schema files: every field of every content type and component
// labelled, nothing labelled that no schema has, views the content manager accepts. The CMS runs the
// same check on every start and refuses to start when it fails.
import { join } from "node:path";

const { checkEditorViews, readSchemaFiles } = require("../../cms/src/editor-views");

const labels = require("../../cms/src/editor-labels");

const schemas = readSchemaFiles(join(__dirname, "..", "..", "cms", "src"));

test("the CMS's schemas are found", () => {
  expect(Object.keys(schemas)).toEqual(
    expect.arrayContaining(["api::service.service", "api::faq.faq", "service.details", "shared.line"]),
  );
});

test("editor-labels.js labels every field of every schema, and only those", () => {
  expect(checkEditorViews(schemas)).toEqual([]);
});

// Articles are listed as the blog lists them, newest first (their order only breaks ties of one day).
const NEWEST_FIRST = ["api::blog-post.blog-post"];
test("a list sorted by position where the type has an order field, articles newest first", () => {
  for (const [uid, schema] of Object.entries<{ attributes: Record<string, unknown>; kind: string }>(schemas)) {
    if (schema.kind === "collectionType" && "order" in schema.attributes)
      expect([uid, labels[uid].sort]).toEqual([uid, NEWEST_FIRST.includes(uid) ? ["date", "DESC"] : ["order", "ASC"]]);
  }
});

test("the check names a forgotten field, an unknown field and a bad view", () => {
  const faq = labels["api::faq.faq"];
  const broken = {
    ...labels,
    "api::faq.faq": {
      ...faq,
      sort: ["answerText", "UP"],
      readOnly: ["question", "questionText"],
      fields: {
        ...Object.fromEntries(Object.entries(faq.fields).filter(([name]) => name !== "answer")),
        answerText: ["Answer"],
      },
    },
  };
  delete broken["shared.line"];
  const problems = checkEditorViews(schemas, broken);
  expect(problems).toEqual(
    expect.arrayContaining([
      "api::faq.faq.answer: field without a label in editor-labels.js",
      "api::faq.faq.answerText: labelled in editor-labels.js but not a field of the schema",
      "api::faq.faq: sort by answerText, not a field",
      "api::faq.faq: sort order UP, not ASC or DESC",
      "api::faq.faq.questionText: read-only in editor-labels.js but not a field of the schema",
      "shared.line: no entry in editor-labels.js (add its fields' labels)",
    ]),
  );
});

test("the check refuses a main field that cannot name entries and a layout that hides or crowds fields", () => {
  const service = labels["api::service.service"];
  const broken = {
    ...labels,
    "api::service.service": {
      ...service,
      mainField: "details",
      edit: [["title", "serviceId", "order"], ...service.edit.slice(4)],
    },
  };
  expect(checkEditorViews(schemas, broken)).toEqual(
    expect.arrayContaining([
      "api::service.service: mainField details (component) cannot name entries",
      "api::service.service: edit layout has iconType 0 times (once, or editors cannot see it)",
      "api::service.service: edit layout row 1 is 16 wide (at most 12)",
    ]),
  );
});
