import path from "node:path";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import type { GatsbyNode } from "gatsby";
import { contactConfig } from "../lib/contact-config";
import { contentSecurityPolicy, inlineScriptHashes } from "../lib/csp";
import { validImageMarkup } from "../lib/image-markup";
import { withCriticalCss } from "./critical-css";
import { nginxRedirects, type Redirect } from "../lib/nginx-redirects";

// After the build: each page's CSS, only the critical part inline (./critical-css.ts), valid HTML from
// gatsby-plugin-image's lazy images (src/lib/image-markup.ts), and
// the Content-Security-Policy for nginx with the hashes of every inline script the pages carry
// (public/.nginx/csp.conf, included by deploy/nginx.conf; nginx never serves that folder), and the
// redirects from pages' old addresses (public/.nginx/redirects.conf, included beside it).
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }) => {
  const publicDir = path.join(__dirname, "..", "..", "public");
  const htmlFiles = readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith(".html"));
  const scriptHashes = new Set<string>();
  for (const entry of htmlFiles) {
    const fullPath = path.join(entry.parentPath, entry.name);
    const html = readFileSync(fullPath, "utf8");
    const fixed = validImageMarkup(await withCriticalCss(html, publicDir));
    if (fixed !== html) writeFileSync(fullPath, fixed);
    inlineScriptHashes(fixed).forEach((hash) => scriptHashes.add(hash));
  }
  const policy = contentSecurityPolicy({ scriptHashes: [...scriptHashes], emailOrigin: contactConfig().emailOrigin });
  mkdirSync(path.join(publicDir, ".nginx"), { recursive: true });
  writeFileSync(path.join(publicDir, ".nginx", "csp.conf"), `# Written by the build (gatsby-node onPostBuild): ${scriptHashes.size} inline script hashes.\nset $content_security_policy "${policy}";\n`);
  reporter.info(`Content-Security-Policy for nginx: ${scriptHashes.size} inline script hashes (public/.nginx/csp.conf)`);
  const redirects: Redirect[] = store.getState().redirects;
  writeFileSync(path.join(publicDir, ".nginx", "redirects.conf"), nginxRedirects(redirects));
  reporter.info(`Redirects for nginx: ${redirects.length} old page addresses (public/.nginx/redirects.conf)`);
};
