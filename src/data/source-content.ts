// One node per entry: the built-in content, with the CMS's collections put in where it has valid
// ones (src/data/cms-content.ts), validated as it is read. No node knows which source it came from.
import path from "node:path";
import { existsSync } from "node:fs";
import type { GatsbyNode } from "gatsby";
import { collections, NODE_FIELD_RENAMES } from "./content-model";
import { ContentError, loadAll, type LoadedCollection } from "./content-loader";
import { loadTranslation } from "./content-translations";
import { readCmsDecision } from "./cms-source";
import { applyCmsContent } from "./cms-content";
import type { CmsEntry } from "./cms-mapping";
import { referenceProblems } from "./content-references";
import { contentDir } from "./content-dir";
import { builtInImagePaths, linkImages } from "./image-links";
import { builtInImages } from "./built-in-images";

type SourceArgs = Parameters<NonNullable<GatsbyNode["sourceNodes"]>>[0];

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  const { reporter } = args;
  let loaded: LoadedCollection[];
  try {
    loaded = loadAll(contentDir(), collections);
    // The Indonesian text of the built-in content (content/id/) is checked with it; the pages in
    // Indonesian are still to come (issue 27), so nothing uses it yet.
    const { untranslated } = loadTranslation(contentDir(), loaded, "id");
    if (untranslated.length > 0) reporter.warn(`Built-in content without its Indonesian text (content/id/):\n${untranslated.map((u) => `  - ${u}`).join("\n")}`);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    reporter.panicOnBuild(error.message);
    return;
  }
  const cms = readCmsDecision(process.env);
  if (cms?.use) {
    const withCms = cmsCollections(args, loaded, cms.apiURL, cms.required);
    if (!withCms) return;
    loaded = withCms;
  }
  const problems = referenceProblems(loaded);
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content names entries that do not exist:\n${problems.map((p) => `  - ${p.message}`).join("\n")}`);
    return;
  }
  const needed = new Set(loaded.flatMap(({ collection, entries }) => entries.flatMap((entry) => builtInImagePaths(collection.fields, entry))));
  const images = await builtInImages(args, path.join(contentDir(), "images"), needed);
  if (images.missing.length > 0) {
    reporter.panicOnBuild(`Images the content names that are not in content/images:\n${images.missing.map((p) => `  - ${p}`).join("\n")}`);
    return;
  }
  createContentNodes(args, loaded, images.ids);
};

function cmsCollections({ getNodesByType, getNode, reporter }: SourceArgs, builtIn: LoadedCollection[], apiURL: string, required: boolean) {
  // Entry nodes only: relation nodes (with a parent) hold just the fields the relation asked for.
  const strapiEntries = (type: string) =>
    getNodesByType(type).filter((node) => !node.parent).map((node) => JSON.parse(node.internal.content ?? "{}") as CmsEntry);
  const outcome = applyCmsContent(builtIn, strapiEntries, {
    imageExists: (relativePath) => existsSync(path.join(contentDir(), "images", relativePath)),
    fileNodeExists: (id) => getNode(id)?.internal.type === "File",
  });
  outcome.used.forEach((line) => reporter.info(`CMS: ${line}`));
  if (outcome.fallbacks.length > 0) {
    const message = `Content from the CMS at ${apiURL} not used for\n${outcome.fallbacks.join("\n")}`;
    if (required) {
      reporter.panicOnBuild(message);
      return undefined;
    }
    reporter.warn(message);
  }
  return outcome.collections;
}

function createContentNodes({ actions, createNodeId, createContentDigest }: SourceArgs, loaded: LoadedCollection[], builtInFiles: Map<string, string>) {
  for (const { collection, entries } of loaded) {
    entries.forEach((entry, position) => {
      const linked = linkImages(collection.fields, entry, { builtIn: (relativePath) => builtInFiles.get(relativePath) });
      const fields = Object.fromEntries(Object.entries(linked).map(([key, value]) => [NODE_FIELD_RENAMES[key] ?? key, value]));
      const slug = collection.page?.slug(entry);
      const own = collection.page && slug !== undefined ? { slug, pagePath: collection.page.path(slug) } : {};
      actions.createNode({
        ...fields,
        ...(collection.single ? {} : { position }),
        ...own,
        id: createNodeId(`${collection.type}-${collection.single ? "single" : String(entry.id ?? position)}`),
        internal: { type: collection.type, contentDigest: createContentDigest(entry) },
      });
    });
  }
}
