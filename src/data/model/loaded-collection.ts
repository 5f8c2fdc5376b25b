// A collection's entries as the build holds them, from either source (content/ or the CMS), and how
// messages name them.
import type { Collection } from "./fields";

export type Entry = Record<string, unknown>;
export interface LoadedCollection {
  collection: Collection;
  entries: Entry[];
  /**
   * In a language other than English: which entries have no text in it at all and are shown in
   * English (marked lang="en" on the page). Absent when every entry is in the collection's language.
   */
  inEnglish?: boolean[];
  /**
   * In a language other than English: what has no text in it ('content/id/services.json, entry "service-2": title').
   */
  untranslated?: string[];
}

export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid content:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

/** How an entry is named in messages: its id, else its title or name, else its position. */
export function entryLabel(entry: Entry, index: number): string {
  const name = [entry.id, entry.title, entry.name].find((v) => typeof v === "string" && v !== "");
  return name ? `entry "${name}"` : `entry #${index + 1}`;
}
