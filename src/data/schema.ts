// Explicit types for every entity, so no query depends on what the content happens to hold.
import type { GatsbyNode } from "gatsby";
import { collections } from "./content-model";
import { contentTypeDefs } from "./content-schema";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs(collections));
};

/**
 * An image's alternative text, as the editor set it in the CMS's media library (a field the
 * sourcing puts on the File node); null for built-in images, whose components use their own.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    File: {
      alt: { type: "String", resolve: (source: { fields?: { alt?: string | null } }) => source.fields?.alt || null },
    },
  });
};
