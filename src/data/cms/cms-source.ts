// Decides, before the build starts, whether this build sources the Strapi CMS.
// gatsby-source-strapi crashes the build with a stack trace when the CMS is down or refuses the
// token, and it cannot be skipped once it is in the plugin list; so the CMS is asked first, and
// the plugin is added only when the CMS answered. Otherwise the built-in content is used (the
// spec's fallback), or with CMS_REQUIRED=true the build stops with the reason in one line.
import { execFileSync } from "node:child_process";
import type { PluginRef } from "gatsby";
import { cmsMappings, strapiPluginOptions } from "./cms-mapping";

export type CmsDecision =
  | { use: true; apiURL: string; required: boolean; status: "published" | "draft"; plugin: PluginRef }
  | { use: false; apiURL?: string; reason?: string; required: boolean };

/**
 * gatsby-config decides and gatsby-node reports (with Gatsby's reporter) and sources; both run in
 * the build's main process, which carries the decision across in this environment variable.
 */
export const CMS_DECISION_ENV = "NUSAKODE_CMS_DECISION";

export function readCmsDecision(env: NodeJS.ProcessEnv): CmsDecision | undefined {
  const json = env[CMS_DECISION_ENV];
  return json ? (JSON.parse(json) as CmsDecision) : undefined;
}

/** checkScript: scripts/cms-check.mjs */
export function decideCms(env: NodeJS.ProcessEnv, checkScript: string): CmsDecision {
  const apiURL = env.STRAPI_API_URL?.trim();
  const required = env.CMS_REQUIRED === "true";
  if (!apiURL) {
    return { use: false, required, reason: required ? "STRAPI_API_URL is not set" : undefined };
  }
  const uids = cmsMappings.map((m) => `api::${m.singularName}.${m.singularName}`);
  try {
    execFileSync(process.execPath, [checkScript, apiURL, ...uids], {
      env,
      stdio: ["ignore", "ignore", "pipe"],
      encoding: "utf8",
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    return { use: false, apiURL, required, reason: stderr || (error as Error).message };
  }
  // A preview build (src/gatsby/site-preview.ts) reads the drafts: every entry as last saved, published or not.
  const status = env.SITE_PREVIEW === "true" ? "draft" : "published";
  return {
    use: true,
    apiURL,
    required,
    status,
    plugin: { resolve: "gatsby-source-strapi", options: strapiPluginOptions(apiURL, env.STRAPI_TOKEN, status) },
  };
}
