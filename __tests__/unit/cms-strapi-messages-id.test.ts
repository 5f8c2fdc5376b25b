// cms/src/admin/strapi-id/: Indonesian for what Strapi 5.54's admin ships only in English. Each id is
// still Strapi's, keeps its English's {placeholders} and <tags>, and every id an editor meets has
// Indonesian from Strapi or from here.
import { join } from "node:path";
import { STRAPI_MESSAGES_ID } from "../../cms/src/admin/strapi-id";
import { keptInEnglish } from "../support/kept-in-english";

const strapi = join(__dirname, "..", "..", "cms", "node_modules", "@strapi");
/** A translations file of Strapi's admin, with its plugin's prefix on each id. */
const messages = (folder: string, prefix: string, language: string): Record<string, string> => {
  try {
    const file = require(join(strapi, folder, `${language}.json.js`)) as { default?: Record<string, string> } & Record<
      string,
      string
    >;
    return Object.fromEntries(Object.entries(file.default ?? file).map(([id, text]) => [prefix + id, text]));
  } catch {
    return {}; // Strapi ships no such language for that part
  }
};
const PARTS = [
  ["admin/dist/admin/admin/src/translations", ""],
  ["content-manager/dist/admin/translations", "content-manager."],
  ["i18n/dist/admin/translations", "i18n."],
  ["upload/dist/admin/translations", "upload."],
] as const;
const english = Object.assign({}, ...PARTS.map(([folder, prefix]) => messages(folder, prefix, "en"))) as Record<
  string,
  string
>;
const strapiIndonesian = Object.assign(
  {},
  ...PARTS.map(([folder, prefix]) => messages(folder, prefix, "id")),
) as Record<string, string>;
// Screens only the developers' super admin opens: they stay in Strapi's English.
const NOT_FOR_EDITORS =
  /^(Settings\.(permissions|tokens|application|webhooks|sso|transferTokens|apiTokens|adminTokens|roles)|Roles\.|tours\.(contentTypeBuilder|apiTokens)|global\.plugins|Usecase\.|global\.(marketplace|auditLogs)|app\.components\.(Marketplace|InstallPluginPage|PluginCard))/;
// Strapi's messages that stay the same in Indonesian: the words kept in English, symbols, and code values
// shown as examples (a link's rel and target).
const CODE_VALUES = new Set([
  "components.Blocks.popover.link.rel.placeholder",
  "components.Blocks.popover.link.target.placeholder",
]);
const staysTheSame = (id: string, text: string) =>
  CODE_VALUES.has(id) || keptInEnglish(text) || /^[\s\p{P}\p{S}\d]*$/u.test(text.replace(/\{\w+\}/g, ""));

// The ICU parser the admin's react-intl uses.
const { parse } = require(join(strapi, "..", "@formatjs", "icu-messageformat-parser")) as {
  parse: (message: string, options: object) => Element[];
};
type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };
const TAG = 8;
/** The {argument} names and <tag> names of an ICU message, however deep (select and plural branches, tags). */
const slots = (message: string): string[] => {
  const walk = (elements: Element[]): string[] =>
    elements.flatMap((element) => [
      ...(element.type === 0 || element.type === 7
        ? []
        : [element.type === TAG ? `<${element.value}>` : `{${element.value}}`]),
      ...Object.values(element.options ?? {}).flatMap((option) => walk(option.value)),
      ...walk(element.children ?? []),
    ]);
  // two of Strapi's own selects lack their "other" branch: allowed, as in the English
  return [...new Set(walk(parse(message, { requiresOtherClause: false })))].sort();
};

test("every id is still one of Strapi's, with no Indonesian of Strapi's own to override", () => {
  expect(Object.keys(STRAPI_MESSAGES_ID).filter((id) => !(id in english))).toEqual([]);
  expect(Object.keys(STRAPI_MESSAGES_ID).filter((id) => id in strapiIndonesian)).toEqual([]);
});

test("each message parses and keeps its English's placeholders and tags", () => {
  const broken = Object.entries(STRAPI_MESSAGES_ID).filter(([id, text]) => {
    try {
      return JSON.stringify(slots(text)) !== JSON.stringify(slots(english[id]));
    } catch {
      return true; // not a message react-intl can parse
    }
  });
  expect(broken.map(([id, text]) => `${id}: ${text} (English: ${english[id]})`)).toEqual([]);
});

test("every message an editor can meet has Indonesian, and none is left in English", () => {
  const missing = Object.keys(english).filter(
    (id) => !NOT_FOR_EDITORS.test(id) && !(id in strapiIndonesian) && !(id in STRAPI_MESSAGES_ID),
  );
  expect(missing).toEqual([]);
  const leftEnglish = Object.entries(STRAPI_MESSAGES_ID).filter(
    ([id, text]) => text === english[id] && !staysTheSame(id, text),
  );
  expect(leftEnglish.map(([id, text]) => `${id}: ${text}`)).toEqual([]);
});
