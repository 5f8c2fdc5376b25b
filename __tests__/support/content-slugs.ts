// The detail-page slugs the built-in content calls for (the site tests build from content/), made
// by the site's own slug functions, so "which pages should exist" comes from content, not from a
// list in a test.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { slugify } from "../../src/lib/slug";
import { projectSlug } from "../../src/lib/project-slug";

const read = <T>(file: string): T[] => JSON.parse(readFileSync(join(__dirname, "..", "..", "content", file), "utf8"));

/** /service/{slug} for each entry of content/services.json, in content order */
export const serviceSlugs = (): string[] => read<{ title: string }>("services.json").map((service) => slugify(service.title));

/** /ourworks/{slug} for each entry of content/projects.json, in content order */
export const projectSlugs = (): string[] => read<{ title: string; slug?: string | null }>("projects.json").map(projectSlug);
