// The portfolio as cards, one query field (`portfolioCards`) for the home slider and the portfolio's
// pages: the projects of one language in the editors' order (position), or, only while there are none,
// the spec's sample cards (project-cards.json). A page asks for the cards it shows (skip, limit), so
// what it downloads grows with what it shows, not with the portfolio.
import type { GatsbyNode } from "gatsby";

export const portfolioCardTypeDefs = `
type PortfolioCard {
  title: String!
  category: String!
  pagePath: String!
  lang: String!
  image: File @link
  imageAlt: String!
}`;

interface CardArgs {
  locale: string;
  skip: number;
  limit?: number;
}
type Entry = Record<string, unknown>;
interface NodeModel {
  findAll(args: { type: string; query: object }): Promise<{ entries: Iterable<Entry> }>;
}

const card = (entry: Entry, image: string, imageAlt: string) => ({
  title: entry.title,
  category: entry.category,
  pagePath: entry.pagePath,
  lang: entry.lang,
  image: entry[image],
  imageAlt: entry[imageAlt],
});

async function portfolioCards(args: CardArgs, nodeModel: NodeModel) {
  const query = { filter: { locale: { eq: args.locale } }, sort: { position: "ASC" }, skip: args.skip, ...(args.limit === undefined ? {} : { limit: args.limit }) };
  const projects = [...(await nodeModel.findAll({ type: "Project", query })).entries];
  if (projects.length > 0 || args.skip > 0) return projects.map((project) => card(project, "thumbnail", "thumbnailAlt"));
  // no project in this language at all (a later page of an empty list cannot be asked for)
  const samples = [...(await nodeModel.findAll({ type: "ProjectCard", query })).entries];
  return samples.map((sample) => card(sample, "image", "imageAlt"));
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      portfolioCards: {
        type: "[PortfolioCard!]!",
        args: { locale: "String!", skip: { type: "Int", defaultValue: 0 }, limit: "Int" },
        resolve: (_source: unknown, args: CardArgs, context: { nodeModel: NodeModel }) => portfolioCards(args, context.nodeModel),
      },
    },
  });
};
