// cms/src/middlewares/translation-states.js: where an entry's Indonesian version stands, as the list
// views' "Indonesian" column says it, from the document's versions (every language, draft and published).

const { translationState } = require("../../cms/src/middlewares/translation-states");

const version = (locale: string, publishedAt: string | null) => ({ locale, publishedAt });
const EN_DRAFT = version("en", null);
const EN_PUBLISHED = version("en", "2026-11-20T10:00:00.000Z");

test("no Indonesian version: missing", () => {
  expect(translationState([EN_DRAFT, EN_PUBLISHED], "id")).toBe("missing");
});

test("an Indonesian draft never published: draft", () => {
  expect(translationState([EN_DRAFT, EN_PUBLISHED, version("id", null)], "id")).toBe("draft");
});

test("Indonesian published after the English: published; the English published since: older", () => {
  expect(
    translationState([EN_DRAFT, EN_PUBLISHED, version("id", null), version("id", "2026-11-21T08:00:00.000Z")], "id"),
  ).toBe("published");
  expect(
    translationState([EN_DRAFT, EN_PUBLISHED, version("id", null), version("id", "2026-11-19T08:00:00.000Z")], "id"),
  ).toBe("older");
});

test("an Indonesian version published while the English is only a draft: published", () => {
  expect(translationState([EN_DRAFT, version("id", null), version("id", "2026-11-19T08:00:00.000Z")], "id")).toBe(
    "published",
  );
});
