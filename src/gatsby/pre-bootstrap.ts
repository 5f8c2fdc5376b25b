import path from "node:path";
import { copyFileSync, mkdirSync } from "node:fs";
import type { GatsbyNode } from "gatsby";
import { readCmsDecision } from "../data/cms/cms-source";

const root = path.join(__dirname, "..", "..");

// Vendor files served as they are: leaflet's stylesheet, linked by the map only when it loads.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ getCache }) => {
  mkdirSync(path.join(root, "static", "vendor"), { recursive: true });
  copyFileSync(
    path.join(root, "node_modules", "leaflet", "dist", "leaflet.css"),
    path.join(root, "static", "vendor", "leaflet.css"),
  );
  // gatsby-source-strapi fetches every entry (to find deletions) and then, after a cached build,
  // once more only those changed since its stored timestamp, building its JSON child nodes from that
  // partial answer (where gatsby-uc/plugins#428 loses fields). We read each entry node's complete REST
  // answer instead, and forgetting the timestamp saves the second round of requests.
  if (readCmsDecision(process.env)?.use) await getCache("gatsby-source-strapi").del("timestamp");
};
