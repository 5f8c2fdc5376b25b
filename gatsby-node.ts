import path from "node:path";
import { copyFileSync, mkdirSync } from "node:fs";
import type { GatsbyNode } from "gatsby";
import { collections, NODE_FIELD_RENAMES } from "./src/lib/content-model";
import { contentTypeDefs } from "./src/lib/content-schema";
import { ContentError, loadAll } from "./src/lib/content-loader";
import { slugify } from "./src/lib/slug";
import { projectSlug } from "./src/lib/project-slug";
import { missingContactEnv } from "./src/lib/contact-config";

/** CONTENT_DIR lets tests point the build at another copy of the content. */
const contentDir = () => path.resolve(process.env.CONTENT_DIR ?? path.join(__dirname, "content"));

// Vendor files served as they are: leaflet's stylesheet, linked by the map only when it loads.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  mkdirSync(path.join(__dirname, "static", "vendor"), { recursive: true });
  copyFileSync(path.join(__dirname, "node_modules", "leaflet", "dist", "leaflet.css"), path.join(__dirname, "static", "vendor", "leaflet.css"));
};

// 1. Explicit types for every entity, so no query depends on what the content happens to hold.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs(collections));
};

// 2. One node per entry, validated as it is read.
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest, reporter }) => {
  let loaded;
  try {
    loaded = loadAll(contentDir(), collections);
  } catch (error) {
    if (error instanceof ContentError) {
      reporter.panicOnBuild(error.message);
      return;
    }
    throw error;
  }
  for (const { collection, entries } of loaded) {
    entries.forEach((entry, position) => {
      const id = entry.id;
      const fields = Object.fromEntries(Object.entries(entry).map(([key, value]) => [NODE_FIELD_RENAMES[key] ?? key, value]));
      const data = collection.single ? fields : { ...fields, position };
      actions.createNode({
        ...data,
        id: createNodeId(`${collection.type}-${collection.single ? "single" : String(id ?? position)}`),
        internal: { type: collection.type, contentDigest: createContentDigest(entry) },
      });
    });
  }
};

// 3. A page per service and per project, addressed by slug.
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.PageSlugsQuery>(`
    query PageSlugs {
      allService(sort: { position: ASC }) {
        nodes {
          contentId
          title
        }
      }
      allProject(sort: { position: ASC }) {
        nodes {
          contentId
          title
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query services and projects for their pages", result.errors);
    return;
  }
  for (const service of result.data.allService.nodes) {
    actions.createPage({
      path: `/service/${slugify(service.title)}/`,
      component: path.resolve("src/templates/service.tsx"),
      context: { contentId: service.contentId, slug: slugify(service.title) },
    });
  }
  for (const project of result.data.allProject.nodes) {
    actions.createPage({
      path: `/ourworks/${projectSlug(project)}/`,
      component: path.resolve("src/templates/project.tsx"),
      context: { contentId: project.contentId },
    });
  }
};

// The contact send needs its GATSBY_ settings; say which are missing (the form then fails politely).
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const missing = missingContactEnv(process.env);
  if (missing.length > 0) {
    reporter.warn(`Contact form not configured: ${missing.join(", ")} not set. Submits will show the generic error until they are (see README).`);
  }
};

// CSS Modules are scoped, so the order of their rules in the shared stylesheet does not matter;
// without this, mini-css-extract warns whenever two pages import modules in a different order.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig();
  const extract = config.plugins.find((plugin: { constructor: { name: string } }) => plugin.constructor.name === "MiniCssExtractPlugin");
  if (extract) {
    extract.options.ignoreOrder = true;
    actions.replaceWebpackConfig(config);
  }
};
