// The Indonesian glossary (content/id/GLOSSARY.md) as data, and the check that the Indonesian texts keep
// it: the tables "Istilah" (English | Bahasa Indonesia | Jangan dipakai | Catatan) and "Pengecualian"
// (File | Kutipan | Alasan). A variant is every `backticked` text in the "Jangan dipakai" column.

export interface GlossaryTerm {
  english: string;
  indonesian: string;
  variants: string[];
}

export interface GlossaryException {
  file: string;
  quote: string;
}

export interface Glossary {
  terms: GlossaryTerm[];
  exceptions: GlossaryException[];
}

/** One text of the Indonesian: where it is (file and field) and what it says. */
export interface TextAt {
  file: string;
  field: string;
  text: string;
}

export interface Violation extends TextAt {
  variant: string;
  write: string;
}

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => cell.trim());

/** The rows of the table under the heading `## title` (the header and the --- row left out). */
function tableUnder(markdown: string, title: string): string[][] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.trim() === `## ${title}`);
  if (start < 0) throw new Error(`GLOSSARY.md has no section "## ${title}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("## ")) break;
    if (line.trim().startsWith("|")) rows.push(cells(line));
  }
  return rows.slice(2);
}

export function parseGlossary(markdown: string): Glossary {
  const terms = tableUnder(markdown, "Istilah").map(([english, indonesian, variants]) => ({
    english,
    indonesian,
    variants: backticked(variants ?? ""),
  }));
  const exceptions = tableUnder(markdown, "Pengecualian").map(([file, quote]) => ({
    file: backticked(file)[0],
    quote: backticked(quote)[0],
  }));
  for (const exception of exceptions)
    if (!exception.file || !exception.quote)
      throw new Error("GLOSSARY.md: an exception needs its file and its quote in backticks");
  return { terms, exceptions };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A variant as a whole word (or words), any case: no letter or digit right before or after it, but for
 * the particles Indonesian writes onto a word ("mengeditnya", "loginlah"), which keep it the same word.
 */
export const variantPattern = (variant: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${escape(variant).replace(/\s+/g, "\\s+")}(?:nya|lah|kah|pun)?(?![\\p{L}\\p{N}])`,
    "giu",
  );

/** Every use of a variant in `texts` that no exception of its file quotes around it. */
export function glossaryViolations(glossary: Glossary, texts: TextAt[]): Violation[] {
  const violations: Violation[] = [];
  for (const at of texts) {
    const quotes = glossary.exceptions
      .filter((exception) => exception.file === at.file)
      .map((exception) => exception.quote);
    for (const term of glossary.terms) {
      for (const variant of term.variants) {
        for (const match of at.text.matchAll(variantPattern(variant))) {
          const from = match.index;
          const to = from + match[0].length;
          const quoted = quotes.some((quote) => {
            for (let start = at.text.indexOf(quote); start >= 0; start = at.text.indexOf(quote, start + 1))
              if (start <= from && to <= start + quote.length) return true;
            return false;
          });
          if (!quoted) violations.push({ ...at, variant: match[0], write: term.indonesian });
        }
      }
    }
  }
  return violations;
}

/** Keys whose values are not text a reader reads in Indonesian (ids, links, the old slugs kept for their 301). */
const NOT_TEXT = new Set(["id", "url", "image", "type", "format", "level", "language", "previousSlugs", "src", "href"]);

/** Every string of a content/id file or a fixed-text table, with its path ("[3].details.title"). */
export function textsOf(file: string, value: unknown, field = ""): TextAt[] {
  if (typeof value === "string") return [{ file, field, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(file, item, `${field}[${i}]`));
  if (value && typeof value === "object") {
    const named = (value as { id?: unknown }).id;
    return Object.entries(value).flatMap(([key, item]) =>
      NOT_TEXT.has(key) ? [] : textsOf(file, item, `${field}${typeof named === "string" ? `(${named})` : ""}.${key}`),
    );
  }
  return [];
}

export const describeViolation = (v: Violation) =>
  `${v.file} ${v.field}: "${v.variant}" (write "${v.write}", content/id/GLOSSARY.md) in: ${v.text.length > 120 ? `${v.text.slice(0, 117)}...` : v.text}`;
