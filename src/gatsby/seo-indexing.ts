// Whether a page belongs in the sitemap by its editor's SEO values: not when they keep it out of
// search indexes (noindex) or name another page as its canonical address. Its page context's `indexed`
// (src/gatsby/sitemap.ts reads it); the page's head says the same (src/components/layout/seo.tsx).

type IndexingSeo = { readonly noindex?: boolean | null; readonly canonicalPath?: string | null } | null | undefined;

export const indexed = (seo: IndexingSeo): { indexed?: false } =>
  seo?.noindex === true || (seo?.canonicalPath ?? "") !== "" ? { indexed: false } : {};
