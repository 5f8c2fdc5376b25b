import path from "node:path";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import type { GatsbyNode } from "gatsby";
import { collections, NODE_FIELD_RENAMES } from "./src/lib/content-model";
import { contentTypeDefs } from "./src/lib/content-schema";
import { ContentError, loadAll } from "./src/lib/content-loader";
import { slugify } from "./src/lib/slug";
import { projectSlug } from "./src/lib/project-slug";
import { contactConfig, missingContactEnv } from "./src/lib/contact-config";
import { contentSecurityPolicy, inlineScriptHashes } from "./src/lib/csp";
import { readCmsDecision } from "./src/lib/cms-source";
import { applyCmsContent } from "./src/lib/cms-content";
import type { CmsEntry } from "./src/lib/cms-mapping";
import { validImageMarkup } from "./src/lib/image-markup";
import { referenceProblems } from "./src/lib/content-references";

/** CONTENT_DIR lets tests point the build at another copy of the content. */
const contentDir = () => path.resolve(process.env.CONTENT_DIR ?? path.join(__dirname, "content"));

// Vendor files served as they are: leaflet's stylesheet, linked by the map only when it loads.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ getCache }) => {
  mkdirSync(path.join(__dirname, "static", "vendor"), { recursive: true });
  copyFileSync(path.join(__dirname, "node_modules", "leaflet", "dist", "leaflet.css"), path.join(__dirname, "static", "vendor", "leaflet.css"));
  // gatsby-source-strapi fetches every entry (to find deletions) and then, after a cached build,
  // once more only those changed since its stored timestamp, building its JSON child nodes from that
  // partial answer (where gatsby-uc/plugins#428 loses fields). We read each entry node's complete REST
  // answer instead, and forgetting the timestamp saves the second round of requests.
  if (readCmsDecision(process.env)?.use) await getCache("gatsby-source-strapi").del("timestamp");
};

// 1. Explicit types for every entity, so no query depends on what the content happens to hold.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs(collections));
};

// 2. One node per entry, validated as it is read.
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest, reporter, getNodesByType }) => {
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
  const cms = readCmsDecision(process.env);
  if (cms?.use) {
    // Entry nodes only: relation nodes (with a parent) hold just the fields the relation asked for.
    const strapiEntries = (type: string) =>
      getNodesByType(type).filter((node) => !node.parent).map((node) => JSON.parse(node.internal.content ?? "{}") as CmsEntry);
    const imageExists = (relativePath: string) => existsSync(path.join(contentDir(), "images", relativePath));
    const outcome = applyCmsContent(loaded, strapiEntries, { imageExists });
    outcome.used.forEach((line) => reporter.info(`CMS: ${line}`));
    if (outcome.fallbacks.length > 0) {
      const message = `Content from the CMS at ${cms.apiURL} not used for\n${outcome.fallbacks.join("\n")}`;
      if (cms.required) {
        reporter.panicOnBuild(message);
        return;
      }
      reporter.warn(message);
    }
    loaded = outcome.collections;
  }
  const problems = referenceProblems(loaded);
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content names entries that do not exist:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    return;
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
  const cms = readCmsDecision(process.env);
  if (cms && !cms.use && cms.reason) {
    if (cms.required) reporter.panic(`CMS_REQUIRED=true and the CMS${cms.apiURL ? ` at ${cms.apiURL}` : ""} cannot be used: ${cms.reason}`);
    reporter.warn(`CMS at ${cms.apiURL} not used: ${cms.reason}. This build uses the built-in content.`);
  }
  if (cms?.use) reporter.info(`Content from the CMS at ${cms.apiURL} (STRAPI_API_URL)`);
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

// After the build: valid HTML from gatsby-plugin-image's lazy images (src/lib/image-markup.ts), and
// the Content-Security-Policy for nginx with the hashes of every inline script the pages carry
// (public/.nginx/csp.conf, included by deploy/nginx.conf; nginx never serves that folder).
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.join(__dirname, "public");
  const htmlFiles = readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith(".html"));
  const scriptHashes = new Set<string>();
  for (const entry of htmlFiles) {
    const fullPath = path.join(entry.parentPath, entry.name);
    const html = readFileSync(fullPath, "utf8");
    const fixed = validImageMarkup(html);
    if (fixed !== html) writeFileSync(fullPath, fixed);
    inlineScriptHashes(fixed).forEach((hash) => scriptHashes.add(hash));
  }
  const policy = contentSecurityPolicy({ scriptHashes: [...scriptHashes], emailOrigin: contactConfig().emailOrigin });
  mkdirSync(path.join(publicDir, ".nginx"), { recursive: true });
  writeFileSync(path.join(publicDir, ".nginx", "csp.conf"), `# Written by the build (gatsby-node onPostBuild): ${scriptHashes.size} inline script hashes.\nset $content_security_policy "${policy}";\n`);
  reporter.info(`Content-Security-Policy for nginx: ${scriptHashes.size} inline script hashes (public/.nginx/csp.conf)`);
};
