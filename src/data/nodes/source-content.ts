// One node per entry and language: the built-in content, with the CMS's collections put in where it
// has valid ones (src/data/cms/cms-collections.ts), validated as it is read; Indonesian from content/id/.
// No node knows which source it came from; each knows its language (locale) and the language its
// text is in (lang), which differ where an entry has no Indonesian text yet.
import path from "node:path";
import { existsSync } from "node:fs";
import type { GatsbyNode } from "gatsby";
import { createRemoteFileNode } from "gatsby-source-filesystem";
import { collections } from "../model/content-model";
import { NODE_FIELD_RENAMES, type Fields } from "../model/fields";
import { loadAll } from "../built-in/content-loader";
import { ContentError, type Entry, type LoadedCollection } from "../model/loaded-collection";
import { linkKey, linkKeysField, nodeIdsField } from "./content-schema";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../rules/locales";
import { isoDate } from "../../rules/dates";
import { loadTranslation } from "../built-in/content-translations";
import { readCmsDecision } from "../cms/cms-source";
import { translateCmsCollection } from "../cms/cms-content";
import { recordUntranslated } from "./untranslated";
import { cmsMappings } from "../cms/cms-mapping";
import { linkBlockImages, type Download } from "../cms/cms-block-images";
import type { CmsEntry } from "../cms/cms-values";
import { referenceProblems } from "../model/content-references";
import { contentDir } from "../built-in/content-dir";
import { builtInImagePaths, linkImages } from "./image-links";
import { builtInImages } from "../built-in/built-in-images";
import { entryPages, localizeValues, pageAddressesIn, type EntryPage } from "./localized-values";
import { cmsCollections, cmsEntriesIn } from "../cms/cms-collections";
import { recordLeftOut } from "./left-out";
import { readLastUsed, writeLastUsed } from "../cms/last-used";
import { entryKey, type LastUsed, type LeftOut } from "../cms/cms-content";
import { createPortfolioOrder } from "./portfolio-cards";
import { sourceVisitorComments } from "./visitor-comment-nodes";

type SourceArgs = Parameters<NonNullable<GatsbyNode["sourceNodes"]>>[0];

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  const { reporter } = args;
  let builtIn: LoadedCollection[];
  let builtInIndonesian: LoadedCollection[];
  try {
    builtIn = loadAll(contentDir(), collections);
    builtInIndonesian = loadTranslation(contentDir(), builtIn, "id").collections;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    reporter.panicOnBuild(error.message);
    return;
  }
  let loaded = builtIn;
  const cms = readCmsDecision(process.env);
  const lastUsed: LastUsed = cms?.use ? await readLastUsed(args.cache) : () => undefined;
  const leftOut: LeftOut[] = [];
  const usedVersions = new Map<string, CmsEntry>();
  if (cms?.use) {
    const withCms = await cmsCollections(args, builtIn, cms, lastUsed, cmsFiles(args), downloadInto(args, cms.apiURL));
    if (!withCms) return;
    loaded = withCms.collections;
    leftOut.push(...withCms.leftOut);
    withCms.usedVersions.forEach((version, key) => usedVersions.set(key, version));
  }
  const problems = referenceProblems(loaded);
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `Content names entries that do not exist:\n${problems.map((p) => `  - ${p.message}`).join("\n")}`,
    );
    return;
  }
  // Indonesian: a built-in collection's from content/id/, a CMS collection's from the CMS's entries in
  // Indonesian. Whatever has none shows in English, listed for editors.
  const cmsIndonesian = cms?.use ? await cmsEntriesIn(args.reporter, "id", cms) : new Map<string, CmsEntry[]>();
  if (!cmsIndonesian) return;
  await linkBlockImages([...cmsIndonesian.values()].flat(), downloadInto(args, cms?.apiURL ?? ""));
  const indonesian = loaded.map((collection, i) => {
    if (collection === builtIn[i]) return builtInIndonesian[i];
    const mapping = cmsMappings.find((m) => m.type === collection.collection.type)!;
    const outcome = translateCmsCollection(
      collection,
      cmsIndonesian.get(mapping.singularName) ?? [],
      "id",
      builtInIndonesian[i],
      cmsFiles(args),
      lastUsed,
      // each entry's English version this build used: its title names a translation whose own is empty
      (entry) => usedVersions.get(entryKey(mapping.singularName, "en", entry)),
    );
    if (outcome.problems.length > 0)
      reporter.warn(`Indonesian text from the CMS not used:\n${outcome.problems.map((p) => `  - ${p}`).join("\n")}`);
    leftOut.push(...outcome.leftOut);
    outcome.usedVersions.forEach((version, key) => usedVersions.set(key, version));
    return outcome.collection;
  });
  recordLeftOut(leftOut);
  if (cms?.use) await writeLastUsed(args.cache, usedVersions);
  const untranslated = indonesian.flatMap((collection) => collection.untranslated ?? []);
  recordUntranslated(untranslated);
  if (untranslated.length > 0)
    reporter.warn(
      `Shown in English on the Indonesian pages, for want of Indonesian text:\n${untranslated.map((u) => `  - ${u}`).join("\n")}`,
    );
  const byLocale: Record<Locale, LoadedCollection[]> = { en: loaded, id: indonesian };
  // (an Indonesian body names images of its own)
  const needed = new Set(
    [...loaded, ...indonesian].flatMap(({ collection, entries }) =>
      entries.flatMap((entry) => builtInImagePaths(collection.fields, entry)),
    ),
  );
  const images = await builtInImages(args, path.join(contentDir(), "images"), needed);
  if (images.missing.length > 0) {
    reporter.panicOnBuild(
      `Images the content names that are not in content/images:\n${images.missing.map((p) => `  - ${p}`).join("\n")}`,
    );
    return;
  }
  const pages = Object.fromEntries(LOCALES.map((locale) => [locale, entryPages(byLocale[locale], locale)])) as Record<
    Locale,
    EntryPage[][]
  >;
  for (const locale of LOCALES) {
    const ids = createContentNodes(args, locale, byLocale[locale], byLocale[DEFAULT_LOCALE], pages, images.ids);
    createPortfolioOrder(args, locale, ids);
  }
  if (cms?.use) await sourceVisitorComments(args, cms.apiURL, cms.required);
};

/** What validates a CMS entry's images: a built-in path exists, a CMS image's File node arrived. */
function cmsFiles({ getNode }: SourceArgs) {
  return {
    imageExists: (relativePath: string) => existsSync(path.join(contentDir(), "images", relativePath)),
    fileNodeExists: (id: string) => getNode(id)?.internal.type === "File",
  };
}

/** Downloads a CMS media address into a File node (cms-block-images.ts); a failure is named by validation. */
function downloadInto({ actions, createNodeId, getCache, reporter }: SourceArgs, apiURL: string): Download {
  return async (url) => {
    try {
      const node = await createRemoteFileNode({
        url: new URL(url, apiURL).href,
        createNode: actions.createNode,
        createNodeId,
        getCache,
      });
      return node.id;
    } catch (error) {
      reporter.warn(
        `The image ${url} of a rich text from the CMS could not be downloaded: ${(error as Error).message}`,
      );
      return null;
    }
  };
}

/**
 * The nodes of one language: English ones keep the ids they had before there were languages. Returns
 * each collection's node ids in the editors' order, by node type.
 */
function createContentNodes(
  { actions, createNodeId, createContentDigest }: SourceArgs,
  locale: Locale,
  loaded: LoadedCollection[],
  english: LoadedCollection[],
  pages: Record<Locale, EntryPage[][]>,
  builtInFiles: Map<string, string>,
) {
  const sitePaths = pageAddressesIn(pages[DEFAULT_LOCALE], pages[locale]);
  const ordered = new Map<string, string[]>();
  loaded.forEach(({ collection, entries, inEnglish }, c) => {
    entries.forEach((entry, position) => {
      const addressed = locale === DEFAULT_LOCALE ? entry : localizeValues(collection.fields, entry, locale, sitePaths);
      const linked = linkImages(collection.fields, addressed, {
        builtIn: (relativePath) => builtInFiles.get(relativePath),
        locale,
      });
      const fields = Object.fromEntries(
        Object.entries(linked).map(([key, value]) => [NODE_FIELD_RENAMES[key] ?? key, value]),
      );
      const page = pages[locale][c][position];
      const own = page ? { ...page, englishSlug: pages[DEFAULT_LOCALE][c][position]?.slug } : {};
      const key = nodeKey(collection.type, collection.single ? "single" : String(entry.id ?? position), locale);
      const lang = inEnglish?.[position] ? DEFAULT_LOCALE : locale;
      const node = {
        ...fields,
        ...referenceKeys(collection.fields, entry, locale, createNodeId),
        ...isoDates(collection.fields, entry),
        ...(collection.single ? {} : { position }),
        ...own,
        ...keptInEnglish(collection.fields, entry, english[c].entries[position], lang),
        locale,
        lang,
        ...("id" in collection.fields ? { linkKey: linkKey(locale, entry.id) } : {}),
      };
      // the digest of everything the node holds: Gatsby keeps a cached node whose digest is unchanged
      const id = createNodeId(key);
      actions.createNode({
        ...node,
        id,
        internal: { type: collection.type, contentDigest: createContentDigest(node) },
      });
      if (!ordered.has(collection.type)) ordered.set(collection.type, []);
      ordered.get(collection.type)!.push(id);
    });
  });
  return ordered;
}

/**
 * Beside each text another language may keep in English (a job title), the language it is in: English where it is
 * English's own text.
 */
function keptInEnglish(fields: Fields, entry: Entry, englishEntry: Entry | undefined, lang: string) {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) =>
      field.kind === "String" && field.mayStayEnglish
        ? [[`${name}Lang`, englishEntry !== undefined && entry[name] === englishEntry[name] ? DEFAULT_LOCALE : lang]]
        : [],
    ),
  );
}

/** Beside each day (written "12 March 2025"), the same day as 2025-03-12 (dateIso). */
function isoDates(fields: Fields, entry: Entry) {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) =>
      field.kind === "String" && field.format === "date" && typeof entry[name] === "string"
        ? [[`${name}Iso`, isoDate(entry[name] as string)]]
        : [],
    ),
  );
}

/** What createNodeId makes an entry's node id of: English nodes keep the ids they had before there were languages. */
const nodeKey = (type: string, entryId: string, locale: Locale) =>
  `${type}-${entryId}${locale === DEFAULT_LOCALE ? "" : `-${locale}`}`;

/**
 * Beside each reference the schema resolves, what finds the entries it names in `locale`
 * (content-schema.ts): one entry's link key, a list's node ids.
 */
function referenceKeys(fields: Fields, entry: Entry, locale: Locale, createNodeId: SourceArgs["createNodeId"]) {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]): Array<[string, string | string[]]> => {
      if (field.kind !== "String" || !field.ref?.as) return [];
      const value = entry[name];
      if (Array.isArray(value))
        return [[nodeIdsField(name), value.map((id) => createNodeId(nodeKey(field.ref!.type, String(id), locale)))]];
      return [[linkKeysField(name), linkKey(locale, value)]];
    }),
  );
}
