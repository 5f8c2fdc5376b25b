// The query fields the schema adds beside the nodes' own: each makes a page depend on the nodes it
// shows, not on every node of their type (see each file).
import type { GatsbyNode } from "gatsby";
import { articlesByIdField } from "./articles-by-id";
import { portfolioCardsField } from "./portfolio-cards";

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({ Query: { ...portfolioCardsField, ...articlesByIdField } });
};
