import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { CMS_DECISION_ENV, decideCms } from "./src/data/cms/cms-source";
import { sitemapOptions } from "./src/gatsby/sitemap";
import { sitePreview } from "./src/gatsby/site-preview";
import { feedOptions } from "./src/gatsby/feeds";

const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.join(__dirname, "content"));

// The Strapi source joins only when STRAPI_API_URL is set and the CMS answers (src/data/cms/cms-source.ts).
const cms = decideCms(process.env, path.join(__dirname, "scripts", "cms-check.mjs"));
process.env[CMS_DECISION_ENV] = JSON.stringify(cms);
// A preview of the CMS's drafts (deploy/README.md): for editors only, never in a sitemap.
const preview = sitePreview(process.env);

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Nusakode",
    siteUrl: "https://nusakode.id",
  },
  // Types are generated on build too, so `npm run typecheck` works from a clean clone after one build.
  // The publish runner (deploy/publish.sh) sets GRAPHQL_TYPEGEN=false: a server has no use for them,
  // and they cost every publish (0.65 s at 1,000 projects + 1,000 articles).
  graphqlTypegen:
    process.env.GRAPHQL_TYPEGEN === "false"
      ? false
      : { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  trailingSlash: "ignore",
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: path.join(contentDir, "images") } },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "webp"], placeholder: "blurred", quality: 75 } },
    },
    "gatsby-transformer-sharp",
    // sitemap-index.xml and sitemap-0.xml: both languages, without the pages kept out of the index (robots.txt names
    // it)
    ...(preview ? [] : [{ resolve: "gatsby-plugin-sitemap", options: sitemapOptions }]),
    // /rss.xml and /id/rss.xml: the articles, newest first
    ...(preview ? [] : [{ resolve: "gatsby-plugin-feed", options: feedOptions }]),
    ...(cms.use ? [cms.plugin] : []),
  ],
};

export default config;
