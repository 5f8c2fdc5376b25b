// Another language laid over English, for both sources: content/<lang>/ gives an entry's texts only,
// the CMS its whole entry in that language. Entries are matched by id (by position in a collection
// without ids), lists of objects item by item. Only the fields written per language (content-model.ts:
// text(), textList(), slugs) are taken; everything else (ids, numbers, links, images, references,
// names) is English's. What a translation leaves out stays English and is listed as untranslated: a
// missing translation never breaks a page, and never goes unnoticed.
import type { Field, Fields } from "./fields";
import { checkField, type ValidationOptions } from "./content-validate";
import { entryLabel, type Entry, type LoadedCollection } from "./loaded-collection";

type Found = { problems: string[]; missing: string[] };
/**
 * What another language gives of an entry: only its texts (content/<lang>/, where anything else is
 * a mistake), or the whole entry (the CMS's entry in that language, whose shared fields are English's).
 */
export type Given = "texts" | "whole entry";

const isObject = (value: unknown): value is Entry =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === "string" && value.trim() !== "";
/** Whether a field, or a field inside it, is written per language. */
const hasLocalized = (field: Field): boolean =>
  field.kind === "String" || field.kind === "Blocks"
    ? field.localized === true
    : field.kind === "Object" && Object.values(field.fields).some(hasLocalized);

/** One entry (or nested object) with the other language's text put in; problems and gaps into `found`. */
function overlay(
  fields: Fields,
  english: Entry,
  other: unknown,
  path: string,
  found: Found,
  given: Given,
  images: ValidationOptions,
): Entry {
  const inEnglish = (name: string) =>
    hasLocalized(fields[name]) && english[name] !== undefined && english[name] !== null;
  if (other === undefined) {
    found.missing.push(
      ...Object.keys(fields)
        .filter(inEnglish)
        .map((name) => `${path}${name}`),
    );
    return english;
  }
  if (!isObject(other)) {
    found.problems.push(`field ${path || "(entry)"} must be an object`);
    return english;
  }
  for (const key of given === "texts" ? Object.keys(other) : []) {
    if (path === "" && key === "id") continue; // names the entry
    if (!fields[key]) found.problems.push(`field ${path}${key} is not a known field`);
    else if (!hasLocalized(fields[key]))
      found.problems.push(`field ${path}${key} is the same in every language; give it only in content/`);
  }
  const result: Entry = { ...english };
  // an optional text English leaves out (a service's own slug) may still be given in another language
  const localizedNames = Object.keys(fields).filter(
    (name) =>
      inEnglish(name) || (hasLocalized(fields[name]) && fields[name].kind === "String" && other[name] !== undefined),
  );
  for (const name of localizedNames) {
    const field = fields[name];
    const value = other[name];
    if (value === undefined) {
      found.missing.push(`${path}${name}`);
    } else if (field.kind !== "Object" && field.list && Array.isArray(value) && value.length === 0) {
      // An empty list is what English may hold too (an article without tags): the same rule in every
      // language. Where English has items, this language has not written them yet: English, listed.
      if (field.required && Array.isArray(english[name]) && (english[name] as unknown[]).length > 0)
        found.missing.push(`${path}${name}`);
      else result[name] = value;
    } else if (field.kind === "Object") {
      const items = english[name];
      if (!field.list)
        result[name] = overlay(field.fields, items as Entry, value, `${path}${name}.`, found, given, images);
      else if (!Array.isArray(value) || value.length !== (items as Entry[]).length)
        found.problems.push(`field ${path}${name} must be a list of ${(items as Entry[]).length} items, as in English`);
      else
        result[name] = (items as Entry[]).map((item, i) =>
          overlay(field.fields, item, value[i], `${path}${name}[${i}].`, found, given, images),
        );
    } else if (
      field.kind !== "Blocks" &&
      (field.list ? !Array.isArray(value) || !value.every(isText) : !isText(value))
    ) {
      found.problems.push(
        `field ${path}${name} must be ${field.list ? "a list of non-empty texts" : "a non-empty text"}, got ${JSON.stringify(value)}`,
      );
    } else {
      // validated here, once: the rest of the entry is English's, validated with it (a text's format: a slug's
      // characters)
      const wrong = checkField(field, value, `${path}${name}`, images);
      if (wrong.length > 0) found.problems.push(...wrong.map((problem) => `field ${problem}`));
      else result[name] = value;
    }
  }
  return result;
}

/**
 * The collection's entries in the language of `data` (the parsed content/<lang>/<file>.json, or the CMS's entries in
 * it).
 */
/**
 * One line of the untranslated list: by default named by the content files' ids and field names (for
 * developers); the CMS's lines use the admin's titles and labels (for editors).
 */
export type UntranslatedLine = (
  where: string,
  english: Entry,
  index: number,
  single: boolean,
  fields: string[],
) => string;
const fileLine: UntranslatedLine = (where, english, i, single, fields) =>
  `${where}${single ? "" : `, ${entryLabel(english, i)}`}: ${fields.join(", ")}`;

export interface Translated {
  entries: Entry[];
  inEnglish: boolean[];
  /** every problem, the collection's and each entry's */
  problems: string[];
  /**
   * each entry's own problems (by its position in English), as "field tags must be ...", so one entry's stay with it
   */
  entryProblems: string[][];
  untranslated: string[];
}

export function translateCollection(
  loaded: LoadedCollection,
  data: unknown,
  where: string,
  images: ValidationOptions,
  given: Given = "texts",
  line: UntranslatedLine = fileLine,
): Translated {
  const { collection, entries } = loaded;
  const problems: string[] = [];
  const untranslated: string[] = [];
  const byId = "id" in collection.fields;
  let others: unknown[] = collection.single ? [data] : Array.isArray(data) ? data : [];
  if (!collection.single && !Array.isArray(data)) problems.push(`${where}: must hold a list of entries`);
  // An English edit must never break the build: entries matched by position no longer match once
  // English has more or fewer of them, and a translation of an entry English no longer has is left
  // over. Both are listed with the untranslated, for whoever writes the other language next.
  else if (!collection.single && !byId && others.length !== entries.length) {
    untranslated.push(
      `${where}: ${others.length} entries, content/${collection.file} ${entries.length}; matched by position, so none is used`,
    );
    others = [];
  }
  if (byId) {
    const ids = new Set(entries.map((entry) => entry.id));
    others.forEach((other, i) => {
      const id = isObject(other) ? other.id : undefined;
      if (!ids.has(id))
        untranslated.push(
          `${where}, entry #${i + 1}: id ${JSON.stringify(id)} names no entry of content/${collection.file} (left over?)`,
        );
      else if (others.findIndex((o) => isObject(o) && o.id === id) !== i)
        problems.push(`${where}, entry "${String(id)}": given twice`);
    });
  }
  const inEnglish: boolean[] = [];
  const entryProblems: string[][] = [];
  const translated = entries.map((english, i) => {
    const other = collection.single ? data : byId ? others.find((o) => isObject(o) && o.id === english.id) : others[i];
    inEnglish.push(other === undefined);
    const label = collection.single ? "" : `, ${entryLabel(english, i)}`;
    const found: Found = { problems: [], missing: [] };
    const entry = overlay(collection.fields, english, other, "", found, given, images);
    entryProblems.push(found.problems);
    problems.push(...found.problems.map((p) => `${where}${label}: ${p}`));
    if (found.missing.length > 0) untranslated.push(line(where, english, i, collection.single, found.missing));
    return entry;
  });
  return { entries: translated, inEnglish, problems, entryProblems, untranslated };
}
