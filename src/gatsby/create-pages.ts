// A page per entry of every page type (src/rules/page-types.js) in each language, at the address its
// node carries (pagePath), and a permanent redirect from each address it had before (previousSlugs).
import path from "node:path";
import type { Actions, GatsbyNode, Reporter } from "gatsby";
import { localeContext, localeSlices } from "./localized-pages";
import type { Locale } from "../rules/locales";
import { PAGE_TYPES, pageTypePath } from "../rules/page-types";
import { createBlogPages } from "./blog-pages";
import { createPortfolioPages } from "./portfolio-pages";
import { siteSettingsByLocale } from "./site-settings";
import { loadPageSeo } from "./page-seo";
import { indexed } from "./seo-indexing";
import { entryKey } from "./entry-contexts";

type PageNode = {
  contentId: string;
  locale: Locale;
  pagePath: string;
  previousSlugs: ReadonlyArray<string> | null;
  seo: { noindex: boolean | null; canonicalPath: string | null } | null;
};

// One field per page type (allService, allProject...); typegen reads only gatsby-node.ts, so the result is typed here.
const QUERY = `
  query PageNodes {
    ${PAGE_TYPES.map((type) => `all${type.nodeType}(sort: { position: ASC }) { nodes { contentId locale pagePath previousSlugs seo { noindex canonicalPath } } }`).join("\n    ")}
  }
`;

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, getNodesByType }) => {
  const result = await graphql<Record<string, { nodes: PageNode[] }>>(QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      `Could not query the ${PAGE_TYPES.map((type) => type.nodeType).join(" and ")} nodes for their pages`,
      result.errors,
    );
    return;
  }
  const site = siteSettingsByLocale(getNodesByType);
  // the fixed pages' SEO entries, before any of those pages is made (here and in onCreatePage)
  if (!(await loadPageSeo({ graphql, reporter }))) return;
  // the blog's list pages and /single-blog; what each article's page adds (its neighbours)
  const entryContexts = await createBlogPages({ graphql, actions, reporter }, site);
  if (!entryContexts) return;
  // the portfolio's pages, /ourworks/ and /portfolio-one/
  if (!(await createPortfolioPages({ graphql, actions, reporter }, site))) return;
  const pages = PAGE_TYPES.map((type) => ({ type, nodes: result.data![`all${type.nodeType}`].nodes }));
  for (const { type, nodes } of pages) {
    // the same entry's page in every language (every entry has a node in each), by entry: looked up,
    // not searched for (a search per page: createPages 4.5-4.8 s against 4.1-4.3 s at 1,000 + 1,000)
    const addresses = new Map<string, Partial<Record<Locale, string>>>();
    for (const node of nodes)
      addresses.set(node.contentId, { ...addresses.get(node.contentId), [node.locale]: node.pagePath });
    for (const node of nodes) {
      const alternates = addresses.get(node.contentId) as Record<Locale, string>;
      const extra = entryContexts.get(entryKey(type.name, node.locale, node.contentId));
      actions.createPage({
        path: node.pagePath,
        component: path.resolve(type.template),
        slices: localeSlices(node.locale),
        context: {
          contentId: node.contentId,
          ...extra,
          ...localeContext(node.locale, alternates, site),
          ...indexed(node.seo),
        },
      });
    }
  }
  const live = new Set(pages.flatMap(({ nodes }) => nodes.map((node) => node.pagePath)));
  for (const { type, nodes } of pages.filter((page) => page.type.redirectsOldSlugs)) {
    for (const node of nodes) {
      for (const previous of node.previousSlugs ?? [])
        redirect(actions, reporter, live, pageTypePath(type.name, node.locale, previous), node.pagePath);
    }
  }
};

/** An old address answers with a permanent redirect, unless a page lives there now (the page wins). */
function redirect(actions: Actions, reporter: Reporter, live: Set<string>, fromPath: string, toPath: string) {
  if (fromPath === toPath) return;
  if (live.has(fromPath)) {
    reporter.warn(`Old address ${fromPath} of ${toPath} is not redirected: another page lives there now`);
    return;
  }
  actions.createRedirect({ fromPath, toPath, isPermanent: true });
}
