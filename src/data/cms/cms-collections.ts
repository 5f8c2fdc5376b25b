// What a build does with the CMS's content, and when the CMS fails it: its English entries (sourced by
// gatsby-source-strapi) put in over the built-in content where valid, else the built-in content or
// the version the last build used stands in; its entries in another language fetched over REST. With
// CMS_REQUIRED nothing stands in: the build stops, and editors read why in Publish status.
import type { GatsbyNode } from "gatsby";
import type { LoadedCollection } from "../model/loaded-collection";
import type { CmsDecision } from "./cms-source";
import { cmsMappings, strapiNodeType } from "./cms-mapping";
import { linkBlockImages, type Download } from "./cms-block-images";
import type { CmsEntry } from "./cms-values";
import { fetchCmsLocale, restGet } from "./cms-locale";
import { downloadStandInImages } from "./last-used";
import type { ValidationOptions } from "../model/content-validate";
import { applyCmsContent, entryKey, inEditorsWords, type LastUsed } from "./cms-content";
import { recordForEditors } from "./problems-for-editors";

type SourceArgs = Parameters<NonNullable<GatsbyNode["sourceNodes"]>>[0];
type UsedCms = Extract<CmsDecision, { use: true }>;

/**
 * The CMS's entries in `locale`. When the CMS does not give them: none (English everywhere, listed),
 * or with CMS_REQUIRED a failed build, as for the CMS's English content.
 */
export async function cmsEntriesIn(
  reporter: SourceArgs["reporter"],
  locale: string,
  { apiURL, status, required }: UsedCms,
) {
  try {
    return await fetchCmsLocale(restGet(apiURL, process.env.STRAPI_TOKEN), locale, status);
  } catch (error) {
    const message = `The CMS's entries in "${locale}" could not be fetched from ${apiURL}: ${(error as Error).message}`;
    if (required) {
      recordForEditors(message);
      reporter.panicOnBuild(message);
      return undefined;
    }
    reporter.warn(`${message}; those pages show its English content`);
    return new Map<string, CmsEntry[]>();
  }
}

/**
 * The collections with the CMS's English entries put in (applyCmsContent); undefined when the build
 * stops. `files` validates an entry's images; `download` makes a File node of a media address.
 */
export async function cmsCollections(
  { getNodesByType, reporter }: SourceArgs,
  builtIn: LoadedCollection[],
  { apiURL, required }: UsedCms,
  lastUsed: LastUsed,
  files: ValidationOptions,
  download: Download,
) {
  // Entry nodes only: relation nodes (with a parent) hold just the fields the relation asked for.
  const strapiEntries = new Map<string, CmsEntry[]>();
  for (const mapping of cmsMappings) {
    const type = strapiNodeType(mapping.singularName);
    strapiEntries.set(
      type,
      getNodesByType(type)
        .filter((node) => !node.parent)
        .map((node) => JSON.parse(node.internal.content ?? "{}") as CmsEntry),
    );
  }
  await linkBlockImages([...strapiEntries.values()].flat(), download);
  for (const mapping of cmsMappings) {
    await downloadStandInImages(
      strapiEntries.get(strapiNodeType(mapping.singularName)) ?? [],
      lastUsed,
      (entry) => entryKey(mapping.singularName, "en", entry),
      download,
    );
  }
  const outcome = applyCmsContent(builtIn, (type) => strapiEntries.get(type) ?? [], files, lastUsed);
  outcome.used.forEach((line) => reporter.info(`CMS: ${line}`));
  if (outcome.leftOut.length > 0)
    reporter.warn(
      `Entries from the CMS the build could not use, left out:\n${outcome.leftOut.map(({ line }) => `  - ${line}`).join("\n")}`,
    );
  if (outcome.fallbacks.length > 0) {
    const message = `Content from the CMS at ${apiURL} not used for\n${outcome.fallbacks.join("\n")}`;
    if (required) {
      recordForEditors(
        problemsOf(outcome.fallbacks)
          .map((problem) => inEditorsWords(problem, "en"))
          .join("\n"),
      );
      reporter.panicOnBuild(message);
      return undefined;
    }
    reporter.warn(message);
  }
  return outcome;
}

/**
 * The problems of the fallbacks, one a line, for editors: with CMS_REQUIRED nothing falls back to the
 * built-in content (the build stops), so "built-in content used, because" would not be true.
 */
function problemsOf(fallbacks: string[]): string[] {
  return fallbacks.flatMap((fallback) => {
    const items = fallback
      .split("\n")
      .filter((line) => line.startsWith("  - "))
      .map((line) => line.slice(4));
    return items.length > 0 ? items : [fallback];
  });
}
