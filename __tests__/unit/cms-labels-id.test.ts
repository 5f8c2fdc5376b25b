// The admin in Indonesian: each labels file beside a schema (cms/src/editor-labels.js) gives its type's
// or component's name, every field's label and every help text in Indonesian too, one Indonesian
// wording per English one; cms/src/editor-labels-id.js makes them the messages the admin reads, and the
// edit view's layout hook shows each help text in the editor's language (cms/src/admin/translated-hints.js).
import { translateHints } from "../../cms/src/admin/translated-hints";
import { keptInEnglish } from "../support/kept-in-english";

type Labels = [string, string?];
const editorLabels = require("../../cms/src/editor-labels") as Record<
  string,
  { fields: Record<string, Labels>; list?: string[]; indonesian?: { name: string; fields: Record<string, Labels> } }
>;
const { readSchemaFiles } = require("../../cms/src/editor-views") as {
  readSchemaFiles: () => Record<string, { displayName?: string }>;
};
const { HELP_PREFIX, messagesId } = require("../../cms/src/editor-labels-id") as {
  HELP_PREFIX: string;
  messagesId: () => Record<string, string>;
};

const schemas = readSchemaFiles();
const specs = Object.entries(editorLabels);

test("every type and component has its name in Indonesian", () => {
  expect(specs.filter(([, spec]) => !spec.indonesian?.name).map(([uid]) => uid)).toEqual([]);
  const untranslated = specs
    .map(([uid, spec]) => [schemas[uid].displayName ?? uid, spec.indonesian?.name])
    .filter(([english, indonesian]) => english === indonesian && !keptInEnglish(String(english)));
  expect(untranslated).toEqual([]);
});

test("every field has its label in Indonesian, and a help text where the English has one; none for a field that is gone", () => {
  for (const [uid, spec] of specs) {
    // createdAt: a list's "Received" column, which no field of the labels names
    const wanted = [...Object.keys(spec.fields), ...(spec.list?.includes("createdAt") ? ["createdAt"] : [])].sort();
    expect([uid, Object.keys(spec.indonesian?.fields ?? {}).sort()]).toEqual([uid, wanted]);
    const helpless = Object.entries(spec.fields)
      .filter(([field, [, help]]) => Boolean(help) !== Boolean(spec.indonesian?.fields[field]?.[1]))
      .map(([field]) => `${uid}.${field}`);
    expect(helpless).toEqual([]);
  }
});

test("one English label or help text has one Indonesian wording, and only the words that stay are left in English", () => {
  const wordings = new Map<string, Set<string>>();
  const leftEnglish: string[] = [];
  for (const [uid, spec] of specs) {
    for (const [field, english] of Object.entries(spec.fields)) {
      const indonesian = spec.indonesian?.fields[field] ?? [];
      english.forEach((text, i) => {
        if (!text) return;
        wordings.set(text, (wordings.get(text) ?? new Set()).add(indonesian[i] ?? ""));
        if (indonesian[i] === text && !(i === 0 && keptInEnglish(text))) leftEnglish.push(`${uid}.${field}: ${text}`);
      });
    }
  }
  expect(
    [...wordings].filter(([, set]) => set.size > 1).map(([english, set]) => `${english}: ${[...set].join(" / ")}`),
  ).toEqual([]);
  expect(leftEnglish).toEqual([]);
});

test("the messages use the content manager's ids for a type's field and a component's, and the help texts' ids", () => {
  const messages = messagesId();
  expect(messages["content-manager.content-types.api::blog-post.blog-post.title"]).toBe("Judul");
  expect(messages["content-manager.components.shared.seo.metaTitle"]).toBe("Judul di hasil pencarian");
  expect(messages.Article).toBe("Artikel");
  const { title } = editorLabels["api::blog-post.blog-post"].fields;
  expect(messages[`${HELP_PREFIX}${title[1]}`]).toBe(
    editorLabels["api::blog-post.blog-post"].indonesian?.fields.title[1],
  );
});

test("the edit view's layout hook gives each field and component field a hint that looks its English up", () => {
  const field = (name: string, hint?: string) => ({ name, hint, label: name });
  const english = editorLabels["api::blog-post.blog-post"].fields.title[1]!;
  const { layout } = translateHints({
    layout: {
      layout: [[[field("title", english), field("slug")]]],
      components: { "shared.seo": { layout: [[field("metaTitle", english)]] } },
    },
    query: {},
  });
  const hints = [
    layout.layout[0][0][0].hint,
    layout.layout[0][0][1].hint,
    layout.components["shared.seo"].layout[0][0].hint,
  ];
  expect(hints[0].props.english).toBe(english);
  expect(hints[1]).toBeUndefined();
  expect(hints[2].props.english).toBe(english);
});
