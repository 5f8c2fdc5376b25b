// The built-in content in another language than English: content/<lang>/<file>.json gives, for the
// entries of content/<file>.json, only their localized fields, in the same shape (model/translation.ts
// lays them over English). Everything else may not be given again.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ContentError, type LoadedCollection } from "../model/loaded-collection";
import { translateCollection } from "../model/translation";

export interface Translation {
  collections: LoadedCollection[];
  /** "content/id/services.json, entry "service-2": title, details.sections[0].points" */
  untranslated: string[];
}

/** Every collection in `lang` from content/<lang>/; fails on a translation of the wrong shape. */
export function loadTranslation(contentDir: string, loaded: LoadedCollection[], lang: string): Translation {
  const problems: string[] = [];
  const untranslated: string[] = [];
  const collections = loaded.map((collectionLoaded) => {
    const where = `content/${lang}/${collectionLoaded.collection.file}`;
    const file = join(contentDir, lang, collectionLoaded.collection.file);
    if (!existsSync(file)) {
      const missing = `${where}: missing, so all of content/${collectionLoaded.collection.file} is in English`;
      untranslated.push(missing);
      return { ...collectionLoaded, inEnglish: collectionLoaded.entries.map(() => true), untranslated: [missing] };
    }
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      problems.push(`${where}: cannot be read as JSON (${(error as Error).message})`);
      return { ...collectionLoaded, inEnglish: collectionLoaded.entries.map(() => true) };
    }
    const result = translateCollection(collectionLoaded, data, where, {
      imageExists: (relativePath) => existsSync(join(contentDir, "images", relativePath)),
    });
    problems.push(...result.problems);
    untranslated.push(...result.untranslated);
    return {
      collection: collectionLoaded.collection,
      entries: result.entries,
      inEnglish: result.inEnglish,
      untranslated: result.untranslated,
    };
  });
  if (problems.length > 0) throw new ContentError(problems);
  return { collections, untranslated };
}
