// The CMS's content types and components as its schema.json files describe them (cms/src/api,
// cms/src/components), read by Node from cms/src where the build runs: the shape the seed, the build's
// mapping and a page type's default fields follow. None when the checkout has no cms/.
import { createRequire } from "node:module";
import { existsSync } from "node:fs";
import { join } from "node:path";

export interface CmsAttribute {
  type: string;
  required?: boolean;
  component?: string;
  repeatable?: boolean;
  multiple?: boolean;
  relation?: string;
  target?: string;
  mappedBy?: string;
  pluginOptions?: { i18n?: { localized?: boolean } };
}
export interface CmsSchema {
  displayName?: string;
  pluralName?: string;
  attributes: Record<string, CmsAttribute>;
}

/** cms/src, where the build runs, when the checkout has it. */
export const cmsSourceDir = (): string | undefined => {
  const dir = join(process.cwd(), "cms", "src");
  return existsSync(join(dir, "editor-views.js")) ? dir : undefined;
};

let cached: Record<string, CmsSchema> | undefined;
/** The CMS's types and components by uid (api::faq.faq, shared.seo). */
export function cmsSchemas(): Record<string, CmsSchema> {
  if (cached) return cached;
  const dir = cmsSourceDir();
  if (!dir) return (cached = {});
  const { readSchemaFiles } = createRequire(join(dir, "index.js"))("./editor-views.js") as {
    readSchemaFiles: () => Record<string, CmsSchema>;
  };
  return (cached = readSchemaFiles());
}
