// The detail-page slugs the built-in content calls for (the site tests build from content/), made
// by the site's own slug functions, so "which pages should exist" comes from content, not from a
// list in a test. In Indonesian, from the entries with content/id/'s text put in.
import { join } from "node:path";
import { collections } from "../../src/data/model/content-model";
import { loadAll } from "../../src/data/built-in/content-loader";
import { loadTranslation } from "../../src/data/built-in/content-translations";
import type { Locale } from "../../src/rules/locales";

const CONTENT = join(__dirname, "..", "..", "content");

const slugsOf = (type: string, locale: Locale): string[] => {
  const english = loadAll(CONTENT, collections);
  const loaded = locale === "en" ? english : loadTranslation(CONTENT, english, locale).collections;
  const { collection, entries } = loaded.find((l) => l.collection.type === type)!;
  return entries.map((entry) => collection.page!.slug(entry)).filter((slug) => slug !== undefined);
};

/** /service/{slug} for each entry of content/services.json, in content order */
export const serviceSlugs = (locale: Locale = "en"): string[] => slugsOf("Service", locale);

/** /ourworks/{slug} for each entry of content/projects.json, in content order */
export const projectSlugs = (locale: Locale = "en"): string[] => slugsOf("Project", locale);

/** /blog/{slug} for each entry of content/blog-posts.json, in content order */
export const articleSlugs = (locale: Locale = "en"): string[] => slugsOf("BlogPost", locale);
