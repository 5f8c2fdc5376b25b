// cms/src/admin/help-texts-id.js: every help text an editor reads under a field has its Indonesian, and
// the file keeps none that no field shows any more.
import { HELP_TEXTS_ID, helpMessagesId, helpMessageId } from "../../cms/src/admin/help-texts-id";
import { translateHints } from "../../cms/src/admin/translated-hints";

const editorLabels = require("../../cms/src/editor-labels") as Record<
  string,
  { fields: Record<string, [string, string?]> }
>;
const helpTexts = new Set(
  Object.values(editorLabels).flatMap((spec) => Object.values(spec.fields).flatMap(([, help]) => (help ? [help] : []))),
);

test("every field's English help text has its Indonesian, and none is kept for a text no field shows", () => {
  expect([...helpTexts].filter((english) => !(english in HELP_TEXTS_ID))).toEqual([]);
  expect(Object.keys(HELP_TEXTS_ID).filter((english) => !helpTexts.has(english))).toEqual([]);
  expect(
    Object.entries(HELP_TEXTS_ID)
      .filter(([english, indonesian]) => !indonesian.trim() || indonesian === english)
      .map(([english]) => english),
  ).toEqual([]);
});

test("the edit view's layout hook gives each field and component field a hint that looks its English up", () => {
  const field = (name: string, hint?: string) => ({ name, hint, label: name });
  const english = [...helpTexts][0];
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
  expect(helpMessagesId()[helpMessageId(english)]).toBe(HELP_TEXTS_ID[english as keyof typeof HELP_TEXTS_ID]);
});
