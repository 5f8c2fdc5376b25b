// The Indonesian keeps its glossary (content/id/GLOSSARY.md, issue 40): no variant the glossary names
// appears in the Indonesian content (content/id/*.json, which also seeds the CMS's Indonesian entries)
// or in the fixed texts (src/i18n/id.ts) and the admin's own Indonesian (the labels files beside the
// CMS's schemas, cms/src/admin/link-rule.js and strapi-id/), unless an exception quotes it.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { id } from "../../src/i18n/id";
import { LINK_RULE_MESSAGES } from "../../cms/src/admin/link-rule";
import { STRAPI_MESSAGES_ID } from "../../cms/src/admin/strapi-id";
import {
  describeViolation,
  glossaryViolations,
  parseGlossary,
  textsOf,
  variantPattern,
  type Glossary,
} from "../support/glossary";

const root = join(__dirname, "..", "..");
const { messagesId } = require("../../cms/src/editor-labels-id") as {
  messagesId: (labels: Record<string, unknown>) => Record<string, string>;
};
const editorLabels = require("../../cms/src/editor-labels") as Record<string, unknown>;
/** A labels file's path: api::faq.faq's beside its schema, shared.seo's in components/shared/editor-labels/. */
const labelsFile = (uid: string) =>
  uid.startsWith("api::")
    ? `cms/src/api/${uid.slice(5).split(".")[0]}/content-types/${uid.slice(5).split(".")[1]}/editor-labels.js`
    : `cms/src/components/${uid.split(".")[0]}/editor-labels/${uid.split(".")[1]}.js`;
const glossary = parseGlossary(readFileSync(join(root, "content", "id", "GLOSSARY.md"), "utf8"));

/** Every Indonesian text the site, the CMS's seed and the admin read. */
function indonesianTexts() {
  const dir = join(root, "content", "id");
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  return [
    ...files.flatMap((name) => textsOf(`content/id/${name}`, JSON.parse(readFileSync(join(dir, name), "utf8")))),
    ...textsOf("src/i18n/id.ts", id),
    // the admin's own Indonesian (Profile > Interface language), by message id: textsOf leaves out some
    // keys (image, language, url, ...), which here are the fields' names
    ...Object.entries(editorLabels).flatMap(([uid, labels]) => textsOf(labelsFile(uid), messagesId({ [uid]: labels }))),
    ...textsOf("cms/src/admin/link-rule.js", LINK_RULE_MESSAGES.id),
    ...textsOf("cms/src/admin/strapi-id/", STRAPI_MESSAGES_ID),
  ];
}

test("the glossary is a table of terms, each with its one Indonesian term, and no variant is a term itself", () => {
  expect(glossary.terms.length).toBeGreaterThanOrEqual(40);
  for (const term of glossary.terms) {
    expect(term.english).not.toBe("");
    expect(term.indonesian).not.toBe("");
  }
  const chosen = glossary.terms.flatMap((term) => term.indonesian.split(",").map((t) => t.trim()));
  const clashes = glossary.terms.flatMap((term) =>
    term.variants
      .filter((variant) => chosen.some((c) => variantPattern(variant).test(c)))
      .map((variant) => `${term.english}: ${variant}`),
  );
  expect(clashes).toEqual([]);
});

test("no variant the glossary rules out appears in content/id/, src/i18n/id.ts or the admin's labels", () => {
  const texts = indonesianTexts();
  expect(texts.length).toBeGreaterThan(500);
  expect(glossaryViolations(glossary, texts).map(describeViolation)).toEqual([]);
});

test("every exception still quotes text that is there (a stale one is removed)", () => {
  const texts = indonesianTexts();
  const stale = glossary.exceptions.filter(
    (exception) => !texts.some((at) => at.file === exception.file && at.text.includes(exception.quote)),
  );
  expect(stale).toEqual([]);
});

describe("the check itself", () => {
  const small: Glossary = {
    terms: [
      { english: "week", indonesian: "minggu", variants: ["pekan", "sepekan"] },
      { english: "developer", indonesian: "developer", variants: ["pengembang"] },
      { english: "FAQ", indonesian: "FAQ", variants: ["Tanya Jawab"] },
    ],
    exceptions: [{ file: "content/id/x.json", quote: "dokumen dan tanya jawab" }],
  };
  const at = (text: string, file = "content/id/x.json") => ({ file, field: ".text", text });

  it("finds a variant as a whole word, in any case, and names the term to write", () => {
    expect(glossaryViolations(small, [at("Kami rilis setiap Pekan.")])).toEqual([
      { ...at("Kami rilis setiap Pekan."), variant: "Pekan", write: "minggu" },
    ]);
    expect(glossaryViolations(small, [at("tim pengembang kami")])).toHaveLength(1);
    expect(glossaryViolations(small, [at("tim pengembangnya"), at("pekanlah")])).toHaveLength(2);
    expect(glossaryViolations(small, [at("Tanya\njawab")])).toHaveLength(1);
  });

  it("does not find it inside another word", () => {
    expect(glossaryViolations(small, [at("Pengembangan web"), at("pekanbaru-ku"), at("pengembangannya")])).toEqual([]);
  });

  it("allows a variant inside an exception's quote, in that file only", () => {
    expect(glossaryViolations(small, [at("Pencarian dokumen dan tanya jawab")])).toEqual([]);
    expect(glossaryViolations(small, [at("Pencarian dokumen dan tanya jawab", "content/id/y.json")])).toHaveLength(1);
    expect(glossaryViolations(small, [at("Pencarian dokumen dan tanya jawab. Lihat Tanya Jawab.")])).toHaveLength(1);
  });

  it("reads a content file's texts with their place, leaving out ids, links and the old slugs", () => {
    const texts = textsOf("content/id/x.json", [
      {
        id: "s-1",
        title: "Judul",
        previousSlugs: ["lama"],
        body: [{ type: "link", url: "/a", children: [{ text: "tautan" }] }],
      },
    ]);
    expect(texts).toEqual([
      { file: "content/id/x.json", field: "[0](s-1).title", text: "Judul" },
      { file: "content/id/x.json", field: "[0](s-1).body[0].children[0].text", text: "tautan" },
    ]);
  });
});

// The glossary's rule for job titles (GLOSSARY.md, "Jabatan"): written in English on the Indonesian
// pages too, as Indonesian agencies write them, so each person's title reads the same in both languages.
test.each(["about-team.json", "team.json"])("content/id/%s gives each person the English job title", (file) => {
  const titles = (path: string) =>
    (JSON.parse(readFileSync(path, "utf8")) as Array<{ designation: string }>).map((person) => person.designation);
  expect(titles(join(root, "content", "id", file))).toEqual(titles(join(root, "content", file)));
});

// Rupiah as PUEBI writes it (GLOSSARY.md, "Tanggal, angka, dan harga"): Rp1.250.000, no space.
test("every rupiah amount in the Indonesian is written Rp1.250.000, with no space", () => {
  const spaced = indonesianTexts().filter(({ text }) => /\bRp\s+\d/.test(text));
  expect(spaced.map(({ file, field, text }) => `${file} ${field}: ${text.slice(0, 80)}`)).toEqual([]);
});

// Sentence case (GLOSSARY.md, "Huruf kapital kalimat di judul, tombol, dan menu"): in the fixed texts and
// in content/id's titles, labels and names, a capital after a sentence's first word is "Anda", an
// abbreviation (AI, UI/UX), a service's, project's or price plan's name, a day or month, or a name the rule lists.
test("headings, buttons and menus in the Indonesian are written in sentence case", () => {
  const markdown = readFileSync(join(root, "content", "id", "GLOSSARY.md"), "utf8");
  const rule = /- \*\*Huruf kapital kalimat[\s\S]*?(?=\n- \*\*)/.exec(markdown)?.[0] ?? "";
  const names = new Set([
    "Anda",
    ...[...rule.matchAll(/`([^`]+)`/g)].map((m) => m[1]),
    ...[
      "Senin",
      "Selasa",
      "Rabu",
      "Kamis",
      "Jumat",
      "Sabtu",
      "Minggu",
      "Januari",
      "Februari",
      "Maret",
      "April",
      "Mei",
      "Juni",
      "Juli",
      "Agustus",
      "September",
      "Oktober",
      "November",
      "Desember",
    ],
  ]);
  expect(names.size).toBeGreaterThan(25);
  const offerings = ["services.json", "projects.json", "pricing.json"].flatMap((file) =>
    (JSON.parse(readFileSync(join(root, "content", "id", file), "utf8")) as Array<{ title: string }>).map(
      (entry) => entry.title,
    ),
  );
  const people = new Set(["team.json", "about-team.json"]);
  const titled = indonesianTexts().filter(
    ({ file, field }) =>
      file.endsWith("id.ts") ||
      (!people.has(file.replace("content/id/", "")) && /\.(title|label|pageTitle|name|metaTitle)$/.test(field)),
  );
  expect(titled.length).toBeGreaterThan(300);
  // names of more than one word ("Strapi Cloud") are taken out whole, like the offerings' titles
  const wholeNames = [...offerings, ...[...names].filter((name) => name.includes(" "))];
  const capitalsOf = (text: string) =>
    wholeNames
      .reduce((rest, name) => rest.split(name).join(""), text.replace(/\{\w+\}/g, ""))
      .split(/(?<=[.!?:])\s+|\s+[|·–—]\s+/)
      // a sentence's first word is its first after an emoji (the admin's tours start with one)
      .flatMap((sentence) =>
        sentence
          .replace(/^[\s\p{Extended_Pictographic}\uFE0F]+/u, "")
          .split(/\s+/)
          .slice(1),
      )
      .map((word) => word.replace(/^[("“'‘]+|[)"”'’.,!?:;]+$/g, ""))
      .filter((word) => /^\p{Lu}/u.test(word) && !names.has(word) && !/^\p{Lu}.*(\p{Lu}|\d)/u.test(word));
  const found = titled
    .filter(({ text }) => capitalsOf(text).length > 0)
    .map(({ file, field, text }) => `${file} ${field}: ${text.slice(0, 80)} (${capitalsOf(text).join(", ")})`);
  expect(found).toEqual([]);
});
