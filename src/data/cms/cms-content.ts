// Replaces built-in collections with the CMS's. A problem stays with its entry: an entry the build
// cannot use is left out (its version the last build used stands in, if that one is still good), the
// rest of its collection comes from the CMS as usual, and editors read which entry, which field and why.
// Only a collection with nothing usable, or a single entry (a page of its own: the home, the settings)
// with no good version, keeps its built-in content, which with CMS_REQUIRED stops the build.
import { validateFields, type ValidationOptions } from "../model/content-validate";
import type { Entry, LoadedCollection } from "../model/loaded-collection";
import { cmsMappings, strapiNodeType, type CmsMapping } from "./cms-mapping";
import { CmsFieldError, sameNamedFields, type CmsEntry } from "./cms-values";
import type { Fields } from "../model/fields";
import { referenceProblems } from "../model/content-references";
import { translateCollection, type UntranslatedLine } from "../model/translation";
import { adminFieldLabels, adminPlace, adminTypeName } from "./admin-place";
import { LANGUAGES, isLocale } from "../../rules/locales";

/** The version of a CMS entry the last build used (by entryKey), or undefined. */
export type LastUsed = (key: string) => CmsEntry | undefined;
const noneUsed: LastUsed = () => undefined;

/** An entry's key in LastUsed: its type, language and document (the same in every language). */
export const entryKey = (singularName: string, locale: string, entry: CmsEntry) =>
  `${singularName}/${locale}/${String(entry.documentId ?? entry.id)}`;

export interface CmsOutcome {
  collections: LoadedCollection[];
  /** "Service: 5 entries from the CMS", ... */
  used: string[];
  /** collections that kept their built-in content, and why */
  fallbacks: string[];
  /** entries the build could not use: each with why and what the site shows instead, for editors */
  leftOut: LeftOut[];
  /** the version of each entry this build used, by entryKey: the next build's LastUsed */
  usedVersions: Map<string, CmsEntry>;
}

/** What the site shows instead of an entry it could not use. */
const INSTEAD = {
  before: "the version published before stays on the site",
  none: "it is not on the site until it is corrected",
  english: "its page shows the English text until it is corrected",
} as const;

/**
 * An entry the build could not use, for editors: the line Publish status and the preview show (its
 * problems, then what the site shows instead), and which entry and language it is, so the admin shows
 * it on the entry itself (cms/src/admin/left-out-on-entry.jsx).
 */
export interface LeftOut {
  line: string;
  uid: string;
  documentId: string;
  locale: string;
}
const leftOutOf = (
  mapping: CmsMapping,
  entry: CmsEntry,
  locale: string,
  problems: string[],
  instead: string,
): LeftOut => ({
  line: `${problems.map((problem) => inEditorsWords(problem, locale)).join("; ")}. Not published: ${instead}.`,
  uid: `api::${mapping.singularName}.${mapping.singularName}`,
  documentId: String(entry.documentId ?? ""),
  locale,
});

/**
 * A field's problem (fieldProblem's) as editors read it in Publish status, the preview and on the entry:
 * the field named by where the admin shows it, in that language, not by its path in the code.
 * 'FAQ "" in Bahasa Indonesia: field title must be a non-empty text, got "" (in the admin: FAQ > Question)'
 * -> 'FAQ > Question (Bahasa Indonesia) must be a non-empty text, got ""'. The entry's title is skipped
 * whole (it may hold ": field "), and the place is the last "(in the admin: ...)" (a value may hold one).
 * A problem with no place in the admin (a reference, an id used twice) is kept as it is.
 */
export function inEditorsWords(problem: string, locale: string): string {
  const found = /^[^":]*(?:"[^"]*"[^":]*)?: field [^\s:]+(?<rule>:? .*) \(in the admin: (?<place>.*?)\)$/s.exec(
    problem,
  )?.groups;
  if (!found) return problem;
  const language = locale === "en" || !isLocale(locale) ? "" : ` (${LANGUAGES[locale].name})`;
  return `${found.place}${language}${found.rule}`;
}

/** strapiEntries: the entries gatsby-source-strapi fetched for a node type, as the REST API sent them. */
export function applyCmsContent(
  builtIn: LoadedCollection[],
  strapiEntries: (strapiType: string) => CmsEntry[],
  options: ValidationOptions,
  lastUsed: LastUsed = noneUsed,
): CmsOutcome {
  const used = new Map<string, string>();
  const fallbacks: string[] = [];
  const leftOut: LeftOut[] = [];
  /** each used collection's CMS entries, in step with its entries */
  const versions = new Map<string, CmsEntry[]>();
  const collections = builtIn.map((loaded): LoadedCollection => {
    const mapping = cmsMappings.find((m) => m.type === loaded.collection.type);
    if (!mapping) return loaded;
    const entries = [...strapiEntries(strapiNodeType(mapping.singularName))].sort(mapping.sort ?? (() => 0));
    if (entries.length === 0) {
      fallbacks.push(`${mapping.type}: the CMS has no published ${mapping.singularName}; built-in content used`);
      return loaded;
    }
    const attempt = (entry: CmsEntry) => {
      const site = toSite(mapping, loaded.collection.fields, entry, loaded.entries[0]);
      if (typeof site === "string") return { problems: [fieldProblem(mapping, entry, site)] };
      const problems = validateFields(loaded.collection.fields, site, "", options).map((p) =>
        fieldProblem(mapping, entry, p),
      );
      return problems.length > 0 ? { problems } : { site };
    };
    const chosen: Array<{ version: CmsEntry; site: Entry }> = [];
    const problems: string[] = [];
    const leftHere: LeftOut[] = [];
    for (const entry of entries) {
      const now = attempt(entry);
      if (now.site) {
        chosen.push({ version: entry, site: now.site });
        continue;
      }
      const before = lastUsed(entryKey(mapping.singularName, "en", entry));
      const then = before ? attempt(before) : undefined;
      if (before && then?.site) chosen.push({ version: before, site: then.site });
      problems.push(...now.problems);
      leftHere.push(leftOutOf(mapping, entry, "en", now.problems, then?.site ? INSTEAD.before : INSTEAD.none));
    }
    const ids = new Set<unknown>();
    const unique = chosen.filter(({ version, site }) => {
      if (site.id === undefined || !ids.has(site.id)) return ids.add(site.id);
      const problem = `CMS ${mapping.label(version)}: its id ${String(site.id)} is used by another entry`;
      problems.push(problem);
      leftHere.push(leftOutOf(mapping, version, "en", [problem], INSTEAD.none));
      return false;
    });
    // nothing of the CMS's to show (a page of its own without a good version too): the built-in content
    if (unique.length === 0) {
      fallbacks.push(`${mapping.type}: built-in content used, because\n${problems.map((p) => `  - ${p}`).join("\n")}`);
      return loaded;
    }
    leftOut.push(...leftHere);
    used.set(
      mapping.type,
      `${mapping.type}: ${unique.length} ${unique.length === 1 ? "entry" : "entries"} from the CMS`,
    );
    const kept = loaded.collection.single ? unique.slice(0, 1) : unique;
    versions.set(
      mapping.type,
      kept.map(({ version }) => version),
    );
    return { collection: loaded.collection, entries: kept.map(({ site }) => site) };
  });
  keepReferencesWhole(builtIn, collections, used, fallbacks, leftOut, versions);
  const usedVersions = new Map<string, CmsEntry>();
  for (const [type, list] of versions) {
    if (!used.has(type)) continue;
    const mapping = cmsMappings.find((m) => m.type === type)!;
    for (const version of list) usedVersions.set(entryKey(mapping.singularName, "en", version), version);
  }
  return { collections, used: [...used.values()], fallbacks, leftOut, usedVersions };
}

/**
 * Entries name entries of other collections (content-model.ts `ref`). A CMS entry naming an entry that
 * does not exist is left out (and what names it then, in turn); a single CMS entry naming one keeps its
 * built-in content; when built-in content names an entry the CMS does not have, the CMS collection it
 * names keeps its built-in content. Built-in content names only its own entries, so this ends with
 * every reference whole.
 */
function keepReferencesWhole(
  builtIn: LoadedCollection[],
  collections: LoadedCollection[],
  used: Map<string, string>,
  fallbacks: string[],
  leftOut: LeftOut[],
  versions: Map<string, CmsEntry[]>,
) {
  for (;;) {
    const problems = referenceProblems(collections, (c) => (used.has(c.type) ? `CMS ${c.type}` : `content/${c.file}`));
    if (problems.length === 0) return;
    const at = (type: string) => collections.findIndex((c) => c.collection.type === type);
    const fromCms = problems.filter((p) => used.has(p.from));
    const entryLevel = fromCms.filter((p) => !collections[at(p.from)].collection.single);
    if (entryLevel.length > 0) {
      // each entry once, from the last: the positions before it stay right
      const leaving = [...new Map(entryLevel.map((p) => [`${p.from}#${p.index}`, p])).values()].sort(
        (a, b) => b.index - a.index,
      );
      for (const p of leaving) {
        const i = at(p.from);
        const why = entryLevel
          .filter((q) => q.from === p.from && q.index === p.index)
          .map((q) => referenceInEditorsWords(q.message, collections[i].entries[p.index]));
        const [version] = versions.get(p.from)?.splice(p.index, 1) ?? [{}];
        leftOut.push(
          leftOutOf(
            cmsMappings.find((m) => m.type === p.from)!,
            version,
            "en",
            why,
            INSTEAD.none,
          ),
        );
        collections[i] = { ...collections[i], entries: collections[i].entries.filter((_, n) => n !== p.index) };
      }
      continue;
    }
    const named = problems.filter((p) => !used.has(p.from) && used.has(p.to)).map((p) => p.to);
    const revert = new Set(fromCms.length > 0 ? fromCms.map((p) => p.from) : named);
    if (revert.size === 0) return;
    for (const type of revert) {
      collections[at(type)] = builtIn[at(type)];
      used.delete(type);
      const why = problems.filter((p) => p.from === type || p.to === type).map((p) => `  - ${p.message}`);
      fallbacks.push(`${type}: built-in content used, because\n${why.join("\n")}`);
    }
  }
}

/** The admin's name of a site type (BlogPost: Article), else the type's. */
const typeName = (type: string) => {
  const mapping = cmsMappings.find((m) => m.type === type);
  return (mapping && adminTypeName(mapping.singularName)) ?? type;
};

/**
 * A reference problem of a CMS entry as editors read it: 'CMS BlogPost, entry "post-6": field author
 * names no TeamMember (team-gone)' -> 'Article "Its title": field author names no Team member (team-gone)'.
 */
function referenceInEditorsWords(message: string, entry: Entry): string {
  const [, type, rest] = /^CMS (\w+)[^:]*: (.*)$/.exec(message) ?? [];
  if (!type) return message;
  const title = [entry.title, entry.name, entry.id].find((value) => typeof value === "string" && value !== "");
  return `${typeName(type)} "${String(title)}": ${rest.replace(/names no (\w+) /, (_all, named: string) => `names no ${typeName(named)} `)}`;
}

/** The entry in the site's shape, or what in it the site cannot show ("details.title is missing"). */
function toSite(
  mapping: CmsMapping,
  fields: Fields,
  entry: CmsEntry,
  builtIn: Record<string, unknown> | undefined,
): Record<string, unknown> | string {
  try {
    const same = sameNamedFields(fields, `api::${mapping.singularName}.${mapping.singularName}`, entry);
    return { ...same, ...mapping.toSite?.(entry, builtIn, same) };
  } catch (error) {
    if (!(error instanceof CmsFieldError)) throw error;
    return `${error.field} ${error.message}`;
  }
}

/**
 * A field's problem ("socialLinks[0].url must be ..."), naming the entry and where the admin shows the
 * field; `english`, the entry's English version, names a translation whose own title is empty.
 */
function fieldProblem(mapping: CmsMapping, entry: CmsEntry, problem: string, english?: CmsEntry): string {
  const path = problem.split(" ", 1)[0].replace(/:$/, ""); // "body: the 2nd paragraph's link ..." names the field body
  const name = /^[A-Za-z]+/.exec(path)?.[0] ?? path;
  const place = adminPlace(
    mapping.singularName,
    `${mapping.cmsNames?.[name] ?? name}${path.slice(name.length)}`,
    entry,
    english,
  );
  return `CMS ${mapping.label(entry)}: field ${problem}${place ? ` (in the admin: ${place})` : ""}`;
}

/**
 * A collection the CMS gives (in English), in another language from the CMS's entries in it (as the
 * REST API sent them): each entry's text put in where the CMS has the entry in that language, the
 * English kept (and listed as untranslated) where it has not. What the CMS does not hold comes from
 * the built-in content in that language (builtIn), as in English. An entry whose text the site cannot
 * show in that language is that entry's problem: the version of it the last build used stands in, else
 * its English (listed in `leftOut`, named by its English title where its own is empty: englishVersion);
 * the other entries are translated as usual. A translation never breaks a page, and one entry never
 * takes its language down.
 */
export function translateCmsCollection(
  english: LoadedCollection,
  entries: CmsEntry[],
  lang: string,
  builtIn: LoadedCollection,
  options: ValidationOptions,
  lastUsed: LastUsed = noneUsed,
  englishVersion: (entry: CmsEntry) => CmsEntry | undefined = () => undefined,
): { collection: LoadedCollection; problems: string[]; leftOut: LeftOut[]; usedVersions: Map<string, CmsEntry> } {
  const mapping = cmsMappings.find((m) => m.type === english.collection.type)!;
  const { fields, single } = english.collection;
  const where = `CMS ${mapping.type} (${lang})`;
  const byId = "id" in fields;
  const problems: string[] = [];
  const leftOut: LeftOut[] = [];
  let versions = [...entries].sort(mapping.sort ?? (() => 0));
  const language = isLocale(lang) ? LANGUAGES[lang].name : lang;
  const editorsProblem = (entry: CmsEntry, problem: string) =>
    fieldProblem(mapping, entry, problem.replace(/^field /, ""), englishVersion(entry))
      .replace(/^CMS /, "")
      .replace(/^([^:]*):/, `$1 in ${language}:`);
  /** the versions the last build used standing in for wrong ones, with their line in leftOut */
  const standIns = new Map<CmsEntry, number>();
  // Three rounds at most: as given; with each wrong entry's version the last build used; without what is still wrong.
  for (let round = 0; ; round++) {
    const sites = versions.map((entry) => toSite(mapping, fields, entry, builtIn.entries[0]));
    const texts = sites.filter((site): site is Entry => typeof site !== "string");
    // Its shared fields are English's (and its images have File nodes only in English): its texts are laid in.
    // Its untranslated list is what editors read (Publish status, the preview's banner): in the admin's names.
    const result = translateCollection(
      english,
      single ? texts[0] : texts,
      where,
      options,
      "whole entry",
      editorsLine(mapping, lang),
    );
    const wrong = versions.flatMap((entry, k) => {
      const site = sites[k];
      if (typeof site === "string") return [{ entry, why: [editorsProblem(entry, site)] }];
      const i = single ? 0 : byId ? english.entries.findIndex((e) => e.id === site.id) : -1;
      const found = i >= 0 ? (result.entryProblems[i] ?? []) : [];
      return found.length > 0 ? [{ entry, why: found.map((p) => editorsProblem(entry, p)) }] : [];
    });
    const collectionWide = result.problems.length > result.entryProblems.flat().length;
    if (wrong.length === 0 && !collectionWide) {
      const usedVersions = new Map(versions.map((entry) => [entryKey(mapping.singularName, lang, entry), entry]));
      return {
        collection: {
          ...english,
          entries: result.entries,
          inEnglish: result.inEnglish,
          untranslated: result.untranslated,
        },
        problems,
        leftOut,
        usedVersions,
      };
    }
    if (collectionWide || (!byId && !single) || round === 2) {
      // a problem of the whole list, or entries matched by position: the language shows in English, listed
      const all = [...problems, ...result.problems];
      return {
        collection: {
          ...english,
          inEnglish: english.entries.map(() => true),
          untranslated: [`${where}: not used, because: ${all.map((p) => inEditorsWords(p, lang)).join("; ")}`],
        },
        problems: all,
        leftOut,
        usedVersions: new Map(),
      };
    }
    versions = versions.flatMap((entry) => {
      const bad = wrong.find((w) => w.entry === entry);
      if (!bad) return [entry];
      if (standIns.has(entry)) {
        // the version the last build used is wrong too (a rule added since): English
        const line = leftOut[standIns.get(entry)!];
        line.line = line.line.replace(`${INSTEAD.before}.`, `${INSTEAD.english}.`);
        return [];
      }
      const before = lastUsed(entryKey(mapping.singularName, lang, entry));
      problems.push(...bad.why);
      leftOut.push(leftOutOf(mapping, entry, lang, bad.why, before ? INSTEAD.before : INSTEAD.english));
      if (before) standIns.set(before, leftOut.length - 1);
      return before ? [before] : [];
    });
  }
}

/**
 * The untranslated list in the admin's names: the type's name, an entry by its English title (not a
 * derived id), the language's own name and each field's label, e.g.
 * `FAQ "Where are you?" in Bahasa Indonesia: Question, Answer`.
 */
function editorsLine(mapping: CmsMapping, lang: string): UntranslatedLine {
  const type = adminTypeName(mapping.singularName) ?? `CMS ${mapping.type}`;
  const language = isLocale(lang) ? LANGUAGES[lang].name : lang;
  const label = (name: string) => adminFieldLabels(mapping.singularName, mapping.cmsNames?.[name] ?? name) ?? name;
  return (_where, english, _index, single, fields) => {
    const title = [english.title, english.name, english.id].find((value) => typeof value === "string" && value !== "");
    return `${type}${single ? "" : ` "${String(title)}"`} in ${language}: ${fields.map(label).join(", ")}`;
  };
}
