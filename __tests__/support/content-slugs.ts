// The detail-page slugs the built-in content calls for (the site tests build from content/), made
// by the site's own slug functions, so "which pages should exist" comes from content, not from a
// list in a test.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { collections } from "../../src/data/content-model";

const slugsOf = (type: string): string[] => {
  const collection = collections.find((c) => c.type === type)!;
  const entries: Record<string, unknown>[] = JSON.parse(readFileSync(join(__dirname, "..", "..", "content", collection.file), "utf8"));
  return entries.map((entry) => collection.page!.slug(entry)).filter((slug) => slug !== undefined);
};

/** /service/{slug} for each entry of content/services.json, in content order */
export const serviceSlugs = (): string[] => slugsOf("Service");

/** /ourworks/{slug} for each entry of content/projects.json, in content order */
export const projectSlugs = (): string[] => slugsOf("Project");
