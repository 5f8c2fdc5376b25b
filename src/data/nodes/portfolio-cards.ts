// The portfolio as cards, one query field (`portfolioCards`) for the home slider and the portfolio's
// pages: the projects of one language in the editors' order (position), or, only while there are none,
// the spec's sample cards (project-cards.json). A page asks for the cards it shows (skip, limit), so
// what it downloads grows with what it shows, not with the portfolio.
//
// And a publish re-runs the queries of the pages an edit shows on, not of every page of the portfolio:
// a page depends on its own cards' projects and on the portfolio's order (a PortfolioOrder node per
// language, changed only when a project is added, removed or moved), not on every project. Gatsby
// would otherwise re-run every portfolio page's query for any project's edit: 672 of them at 1,000
// projects, 10 s of every publish (issue 37).
import type { SourceNodesArgs } from "gatsby";
import type { NodeEntry, NodeModel } from "./node-model";
import { pageType } from "../../rules/page-types";

/** The projects' node type, from the page-type table. */
const PROJECT = pageType("project").nodeType;

export const portfolioCardTypeDefs = `
type PortfolioCard {
  title: String!
  category: String!
  pagePath: String!
  lang: String!
  image: File @link
  imageAlt: String!
}

type PortfolioOrder implements Node @dontInfer {
  locale: String!
  projects: [ID!]!
}`;

/** The node type a portfolio page's query depends on instead of every project's. */
export const PORTFOLIO_ORDER = "PortfolioOrder";

/**
 * The portfolio's order in `locale`: its projects' node ids, in the editors' order (`ids`: each node type's, as
 * created).
 */
export function createPortfolioOrder(
  {
    actions,
    createNodeId,
    createContentDigest,
  }: Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">,
  locale: string,
  ids: Map<string, string[]>,
) {
  const order = { locale, projects: ids.get(PROJECT) ?? [] };
  actions.createNode({
    ...order,
    id: createNodeId(`${PORTFOLIO_ORDER}-${locale}`),
    internal: { type: PORTFOLIO_ORDER, contentDigest: createContentDigest(order) },
  });
}

interface CardArgs {
  locale: string;
  skip: number;
  limit?: number;
}

const card = (entry: NodeEntry, image: string, imageAlt: string) => ({
  title: entry.title,
  category: entry.category,
  pagePath: entry.pagePath,
  lang: entry.lang,
  image: entry[image],
  imageAlt: entry[imageAlt],
});

async function portfolioCards(args: CardArgs, nodeModel: NodeModel) {
  const query = {
    filter: { locale: { eq: args.locale } },
    sort: { position: "ASC" },
    skip: args.skip,
    ...(args.limit === undefined ? {} : { limit: args.limit }),
  };
  const projects = [
    ...(await nodeModel.findAll({ type: PROJECT, query }, { connectionType: PORTFOLIO_ORDER })).entries,
  ];
  nodeModel.trackPageDependencies(projects);
  if (projects.length > 0 || args.skip > 0)
    return projects.map((project) => card(project, "thumbnail", "thumbnailAlt"));
  // no project in this language at all (a later page of an empty list cannot be asked for)
  const samples = [...(await nodeModel.findAll({ type: "ProjectCard", query })).entries];
  return samples.map((sample) => card(sample, "image", "imageAlt"));
}

/** The query field `portfolioCards(locale, skip, limit)` (./resolvers.ts). */
export const portfolioCardsField = {
  portfolioCards: {
    type: "[PortfolioCard!]!",
    args: { locale: "String!", skip: { type: "Int", defaultValue: 0 }, limit: "Int" },
    resolve: (_source: unknown, args: CardArgs, context: { nodeModel: NodeModel }) =>
      portfolioCards(args, context.nodeModel),
  },
};
