// A page per service and per project in each language, at the address its node carries (pagePath),
// and a permanent redirect from each address it had before (previousSlugs) to it.
import path from "node:path";
import type { Actions, GatsbyNode, Reporter } from "gatsby";
import { collections } from "../data/model/content-model";
import { localeContext } from "./localized-pages";
import { localePath, type Locale } from "../rules/locales";

// Typegen reads only gatsby-node.ts itself, so this query's result is typed here.
type PageNodes = { nodes: ReadonlyArray<{ contentId: string; locale: Locale; pagePath: string; previousSlugs: ReadonlyArray<string> | null }> };
type PageSlugs = { allService: PageNodes; allProject: PageNodes };

const TEMPLATES = { Service: "src/templates/service.tsx", Project: "src/templates/project.tsx" } as const;

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PageSlugs>(`
    query PageSlugs {
      allService(sort: { position: ASC }) {
        nodes {
          contentId
          locale
          pagePath
          previousSlugs
        }
      }
      allProject(sort: { position: ASC }) {
        nodes {
          contentId
          locale
          pagePath
          previousSlugs
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query services and projects for their pages", result.errors);
    return;
  }
  const pages = { Service: result.data.allService.nodes, Project: result.data.allProject.nodes };
  for (const [type, nodes] of Object.entries(pages) as Array<[keyof typeof TEMPLATES, PageNodes["nodes"]]>) {
    for (const node of nodes) {
      // the same entry's page in every language (every entry has a node in each)
      const alternates = Object.fromEntries(nodes.filter((other) => other.contentId === node.contentId).map((other) => [other.locale, other.pagePath])) as Record<Locale, string>;
      actions.createPage({ path: node.pagePath, component: path.resolve(TEMPLATES[type]), context: { contentId: node.contentId, ...localeContext(node.locale, alternates) } });
    }
  }
  const live = new Set(Object.values(pages).flatMap((nodes) => nodes.map((node) => node.pagePath)));
  for (const [type, nodes] of Object.entries(pages)) {
    const addressOf = collections.find((c) => c.type === type)!.page!.path;
    for (const node of nodes) {
      for (const previous of node.previousSlugs ?? []) redirect(actions, reporter, live, localePath(node.locale, addressOf(previous)), node.pagePath);
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
