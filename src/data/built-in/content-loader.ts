// Reads and validates the built-in content files. Build-time only (uses the file system).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Collection } from "../model/fields";
import { validateFields } from "../model/content-validate";
import { ContentError, entryLabel, type Entry, type LoadedCollection } from "../model/loaded-collection";

export function loadCollection(contentDir: string, collection: Collection): LoadedCollection {
  const file = join(contentDir, collection.file);
  const where = `content/${collection.file}`;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ContentError([`${where}: cannot be read as JSON (${(error as Error).message})`]);
  }
  const imageExists = (relativePath: string) => existsSync(join(contentDir, "images", relativePath));
  if (collection.single ? Array.isArray(data) || typeof data !== "object" || data === null : !Array.isArray(data)) {
    throw new ContentError([`${where}: must hold ${collection.single ? "one object" : "a list of entries"}`]);
  }
  const entries = (collection.single ? [data] : data) as Entry[];
  const problems = entries.flatMap((entry, i) => {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry))
      return [`${where}, entry #${i + 1}: must be an object`];
    const label = collection.single ? "" : `, ${entryLabel(entry, i)}`;
    return validateFields(collection.fields, entry, "", { imageExists }).map((p) => `${where}${label}: field ${p}`);
  });
  if (!collection.single) {
    const seen = new Set<unknown>();
    entries.forEach((entry, i) => {
      if (entry.id === undefined) return;
      if (seen.has(entry.id)) problems.push(`${where}, ${entryLabel(entry, i)}: field id repeats an earlier entry`);
      seen.add(entry.id);
    });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return { collection, entries };
}

export function loadAll(contentDir: string, collections: Collection[]): LoadedCollection[] {
  const loaded: LoadedCollection[] = [];
  const problems: string[] = [];
  for (const collection of collections) {
    try {
      loaded.push(loadCollection(contentDir, collection));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return loaded;
}
