// Explicit types for every entity, so no query depends on what the content happens to hold.
import type { GatsbyNode } from "gatsby";
import { collections } from "../model/content-model";
import { contentTypeDefs } from "./content-schema";
import { portfolioCardTypeDefs } from "./portfolio-cards";
import { visitorCommentTypeDefs } from "./visitor-comment-nodes";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([contentTypeDefs(collections), portfolioCardTypeDefs, visitorCommentTypeDefs].join("\n\n"));
};
