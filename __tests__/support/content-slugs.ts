// The detail-page slugs the built-in content calls for (the site tests build from content/), made
// by the site's own slug functions, so "which pages should exist" comes from content, not from a
// list in a test. In Indonesian, from the entries with content/id/'s text put in.
import { join } from "node:path";
import { collections } from "../../src/data/model/content-model";
import { loadAll } from "../../src/data/built-in/content-loader";
import { loadTranslation } from "../../src/data/built-in/content-translations";
import type { Locale } from "../../src/rules/locales";
import { SUBJECTS, subjectPath } from "../../src/rules/article-subjects";

const CONTENT = join(__dirname, "..", "..", "content");

const loadedOf = (type: string, locale: Locale) => {
  const english = loadAll(CONTENT, collections);
  const loaded = locale === "en" ? english : loadTranslation(CONTENT, english, locale).collections;
  return loaded.find((l) => l.collection.type === type)!;
};

const slugsOf = (type: string, locale: Locale): string[] => {
  const { collection, entries } = loadedOf(type, locale);
  return entries.map((entry) => collection.page!.slug(entry)).filter((slug) => slug !== undefined);
};

/**
 * Each category's and tag's list page (/blog/category/{name}/, /id/blog/kategori/...) the articles call for, with the
 * slugs of the articles it lists.
 */
export function subjectPages(locale: Locale): Map<string, string[]> {
  const { collection, entries } = loadedOf("BlogPost", locale);
  const pages = new Map<string, string[]>();
  for (const entry of entries) {
    for (const { kind, ofArticle } of SUBJECTS) {
      for (const name of ofArticle(entry as { category?: string; tags?: string[] })) {
        const path = subjectPath(kind, locale, name)!;
        pages.set(path, [...new Set([...(pages.get(path) ?? []), collection.page!.slug(entry)!])]);
      }
    }
  }
  return pages;
}

/** /service/{slug} for each entry of content/services.json, in content order */
export const serviceSlugs = (locale: Locale = "en"): string[] => slugsOf("Service", locale);

/** /ourworks/{slug} for each entry of content/projects.json, in content order */
export const projectSlugs = (locale: Locale = "en"): string[] => slugsOf("Project", locale);

/** /blog/{slug} for each entry of content/blog-posts.json, in content order */
export const articleSlugs = (locale: Locale = "en"): string[] => slugsOf("BlogPost", locale);
