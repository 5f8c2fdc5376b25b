import { fill } from "./fill";
import type { Texts } from "./en";

/** A list's later page (page 2...) names its number in its title and description; page 1 is the list's own. */
export function listPageSeo(texts: Texts, page: number, seo: { title: string; description: string }) {
  if (page === 1) return seo;
  return {
    title: fill(texts.pagination.pageTitle, { title: seo.title, page: String(page) }),
    description: fill(texts.pagination.pageDescription, { description: seo.description, page: String(page) }),
  };
}
