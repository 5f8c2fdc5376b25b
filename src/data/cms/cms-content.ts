// Replaces built-in collections with the CMS's, one collection at a time, all or nothing:
// a collection with any invalid CMS entry keeps its built-in content (never a half-updated page).
import { validateFields, type ValidationOptions } from "../model/content-validate";
import type { LoadedCollection } from "../model/loaded-collection";
import { cmsMappings, strapiNodeType, type CmsMapping } from "./cms-mapping";
import { CmsFieldError, sameNamedFields, type CmsEntry } from "./cms-values";
import type { Fields } from "../model/content-model";
import { referenceProblems } from "../model/content-references";
import { translateCollection, type UntranslatedLine } from "../model/translation";
import { adminFieldLabels, adminPlace, adminTypeName } from "./admin-place";
import { LANGUAGES, isLocale } from "../../rules/locales";

export interface CmsOutcome {
  collections: LoadedCollection[];
  /** "Service: 5 entries from the CMS", ... */
  used: string[];
  /** collections that kept their built-in content, and why */
  fallbacks: string[];
}

/** strapiEntries: the entries gatsby-source-strapi fetched for a node type, as the REST API sent them. */
export function applyCmsContent(
  builtIn: LoadedCollection[],
  strapiEntries: (strapiType: string) => CmsEntry[],
  options: ValidationOptions,
): CmsOutcome {
  const used = new Map<string, string>();
  const fallbacks: string[] = [];
  const collections = builtIn.map((loaded): LoadedCollection => {
    const mapping = cmsMappings.find((m) => m.type === loaded.collection.type);
    if (!mapping) return loaded;
    const entries = [...strapiEntries(strapiNodeType(mapping.singularName))].sort(mapping.sort ?? (() => 0));
    if (entries.length === 0) {
      fallbacks.push(`${mapping.type}: the CMS has no published ${mapping.singularName}; built-in content used`);
      return loaded;
    }
    const problems: string[] = [];
    const mapped = entries.flatMap((entry) => {
      const site = toSite(mapping, loaded.collection.fields, entry, loaded.entries[0]);
      if (typeof site === "string") {
        problems.push(site);
        return [];
      }
      problems.push(...validateFields(loaded.collection.fields, site, "", options).map((p) => fieldProblem(mapping, entry, p)));
      return [site];
    });
    const ids = mapped.map((entry) => entry.id).filter((id) => id !== undefined);
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (repeated.length > 0) problems.push(`CMS ${mapping.singularName}: id ${repeated.map(String).join(", ")} used by more than one entry`);
    if (problems.length > 0) {
      fallbacks.push(`${mapping.type}: built-in content used, because\n${problems.map((p) => `  - ${p}`).join("\n")}`);
      return loaded;
    }
    used.set(mapping.type, `${mapping.type}: ${mapped.length} ${mapped.length === 1 ? "entry" : "entries"} from the CMS`);
    return { collection: loaded.collection, entries: loaded.collection.single ? mapped.slice(0, 1) : mapped };
  });
  keepReferencesWhole(builtIn, collections, used, fallbacks);
  return { collections, used: [...used.values()], fallbacks };
}

/**
 * Entries name entries of other collections (content-model.ts `ref`). A CMS collection naming an
 * entry that does not exist keeps its built-in content; when built-in content then names an entry
 * the CMS does not have, the CMS collection it names keeps its built-in content too. Built-in
 * content names only its own entries, so this ends with every reference whole.
 */
function keepReferencesWhole(builtIn: LoadedCollection[], collections: LoadedCollection[], used: Map<string, string>, fallbacks: string[]) {
  for (;;) {
    const problems = referenceProblems(collections, (c) => (used.has(c.type) ? `CMS ${c.type}` : `content/${c.file}`));
    const referring = problems.filter((p) => used.has(p.from)).map((p) => p.from);
    const named = problems.filter((p) => !used.has(p.from) && used.has(p.to)).map((p) => p.to);
    const revert = new Set(referring.length > 0 ? referring : named);
    if (revert.size === 0) return;
    for (const type of revert) {
      const i = collections.findIndex((c) => c.collection.type === type);
      collections[i] = builtIn[i];
      used.delete(type);
      const why = problems.filter((p) => p.from === type || p.to === type).map((p) => `  - ${p.message}`);
      fallbacks.push(`${type}: built-in content used, because\n${why.join("\n")}`);
    }
  }
}

/** The entry in the site's shape, or what in it the site cannot show. */
function toSite(mapping: CmsMapping, fields: Fields, entry: CmsEntry, builtIn: Record<string, unknown> | undefined): Record<string, unknown> | string {
  try {
    return { ...sameNamedFields(fields, entry), ...mapping.toSite(entry, builtIn) };
  } catch (error) {
    if (!(error instanceof CmsFieldError)) throw error;
    return fieldProblem(mapping, entry, `${error.field} ${error.message}`);
  }
}

/** A field's problem ("socialLinks[0].url must be ..."), naming the entry and where the admin shows the field. */
function fieldProblem(mapping: CmsMapping, entry: CmsEntry, problem: string): string {
  const place = adminPlace(mapping.singularName, problem.split(" ", 1)[0], entry);
  return `CMS ${mapping.label(entry)}: field ${problem}${place ? ` (in the admin: ${place})` : ""}`;
}

/**
 * A collection the CMS gives (in English), in another language from the CMS's entries in it (as the
 * REST API sent them): each entry's text put in where the CMS has the entry in that language, the
 * English kept (and listed as untranslated) where it has not. What the CMS does not hold comes from
 * the built-in content in that language (builtIn), as in English. Text the site cannot show in that
 * language is named in `problems` and the collection stays English: a translation never breaks a page.
 */
export function translateCmsCollection(english: LoadedCollection, entries: CmsEntry[], lang: string, builtIn: LoadedCollection, options: ValidationOptions): { collection: LoadedCollection; problems: string[] } {
  const mapping = cmsMappings.find((m) => m.type === english.collection.type)!;
  const { fields, single } = english.collection;
  const where = `CMS ${mapping.type} (${lang})`;
  const problems: string[] = [];
  const sorted = [...entries].sort(mapping.sort ?? (() => 0));
  const texts = sorted.flatMap((entry) => {
    const site = toSite(mapping, fields, entry, builtIn.entries[0]);
    if (typeof site === "string") {
      problems.push(`${where}: ${site}`);
      return [];
    }
    return [site];
  });
  // Its shared fields are English's (and its images have File nodes only in English): its texts are laid in.
  // Its untranslated list is what editors read (Publish status, the preview's banner): in the admin's names.
  const result = translateCollection(english, single ? texts[0] : texts, where, options, "whole entry", editorsLine(mapping, lang));
  if (result.problems.length > 0) {
    // one wrong text must not take the whole language down: every entry stays English, listed as such
    return { collection: { ...english, inEnglish: english.entries.map(() => true), untranslated: [`${where}: not used, because of the problems above`] }, problems: [...problems, ...result.problems] };
  }
  return { collection: { ...english, entries: result.entries, inEnglish: result.inEnglish, untranslated: result.untranslated }, problems };
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
