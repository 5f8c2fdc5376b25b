// cms/src/admin/labels-id.js: the admin in Indonesian names every content type and component and labels
// every field the English labels do (cms/src/editor-labels.js), one Indonesian wording per English one.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FIELD_LABELS_ID, TYPE_NAMES_ID, labelMessagesId } from "../../cms/src/admin/labels-id";
import { keptInEnglish } from "../support/kept-in-english";

const editorLabels = require("../../cms/src/editor-labels") as Record<
  string,
  { fields: Record<string, [string, string?]>; list?: string[] }
>;

const cms = join(__dirname, "..", "..", "cms", "src");
/** A type's or component's schema: api::<name>.<name> or <category>.<name>. */
const schemaOf = (uid: string) => {
  const file = uid.startsWith("api::")
    ? join(cms, "api", uid.slice(5).split(".")[0], "content-types", uid.slice(5).split(".")[0], "schema.json")
    : `${join(cms, "components", ...uid.split("."))}.json`;
  return JSON.parse(readFileSync(file, "utf8")) as { info: { displayName: string } };
};

test("every type and component has its name in Indonesian, and no name is left over", () => {
  const names = [...new Set(Object.keys(editorLabels).map((uid) => schemaOf(uid).info.displayName))].sort();
  expect(Object.keys(TYPE_NAMES_ID).sort()).toEqual(names);
  const untranslated = Object.entries(TYPE_NAMES_ID).filter(
    ([english, indonesian]) => english === indonesian && !keptInEnglish(english),
  );
  expect(untranslated).toEqual([]);
});

test("every field has its label in Indonesian, and no label names a field that is gone", () => {
  const wanted = Object.fromEntries(
    Object.entries(editorLabels).map(([uid, spec]) => [
      uid,
      [...Object.keys(spec.fields), ...(spec.list?.includes("createdAt") ? ["createdAt"] : [])].sort(),
    ]),
  );
  const given = Object.fromEntries(
    Object.entries(FIELD_LABELS_ID).map(([uid, fields]) => [uid, Object.keys(fields).sort()]),
  );
  expect(given).toEqual(wanted);
});

test("one English label has one Indonesian wording, and only the words that stay are left in English", () => {
  const wordings = new Map<string, Set<string>>();
  const leftEnglish: string[] = [];
  for (const [uid, spec] of Object.entries(editorLabels)) {
    for (const [field, [english]] of Object.entries(spec.fields)) {
      const indonesian = (FIELD_LABELS_ID as Record<string, Record<string, string>>)[uid]?.[field];
      wordings.set(english, (wordings.get(english) ?? new Set()).add(indonesian));
      if (indonesian === english && !keptInEnglish(english)) leftEnglish.push(`${uid}.${field}: ${english}`);
    }
  }
  expect(
    [...wordings].filter(([, set]) => set.size > 1).map(([english, set]) => `${english}: ${[...set].join(" / ")}`),
  ).toEqual([]);
  expect(leftEnglish).toEqual([]);
});

test("the messages use the content manager's ids for a type's field and a component's", () => {
  const messages = labelMessagesId();
  expect(messages["content-manager.content-types.api::blog-post.blog-post.title"]).toBe("Judul");
  expect(messages["content-manager.components.shared.seo.metaTitle"]).toBe("Judul di hasil pencarian");
  expect(messages.Article).toBe("Artikel");
});
