import { slugify } from "../rules/slug";

const knownCategories: Record<string, string> = {
  "our works": "/ourworks",
  "our blog": "/blog",
  "blog grid": "/blog-grid",
};

/** SPEC section 2: breadcrumb category to path; anything else becomes a hyphenated slug. */
export function breadcrumbPath(category: string): string {
  const key = category.trim().toLowerCase();
  return knownCategories[key] ?? `/${slugify(key)}`;
}
