// The version of each CMS entry the last build used, kept in Gatsby's cache between builds: what
// stands in for an entry the build cannot use now (cms-content.ts), so that entry's page stays as it
// was live. A build after `gatsby clean` (or a code update, which clears the cache) has none: an entry
// it cannot use is then left out until corrected, and editors are told so.
import type { GatsbyCache } from "gatsby";
import type { CmsEntry } from "./cms-values";
import type { LastUsed } from "./cms-content";
import type { Download } from "./cms-block-images";

const KEY = "cms-last-used-versions";

export async function readLastUsed(cache: GatsbyCache): Promise<LastUsed> {
  const stored = ((await cache.get(KEY)) ?? {}) as Record<string, CmsEntry>;
  return (key) => stored[key];
}

/** This build's versions, replacing the last build's: an entry deleted since is forgotten. */
export async function writeLastUsed(cache: GatsbyCache, versions: Map<string, CmsEntry>): Promise<void> {
  await cache.set(KEY, Object.fromEntries(versions));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
/** Every media object in a value (Strapi's media carry a url and a mime type), however deep. */
const mediaIn = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.flatMap(mediaIn)
    : isRecord(value)
      ? typeof value.url === "string" && typeof value.mime === "string"
        ? [value]
        : Object.values(value).flatMap(mediaIn)
      : [];

/**
 * The images of the last used versions of the entries changed since: the source plugin downloads what
 * the entries name now, so an image only the version before names has no File node until this.
 * Unchanged entries (nearly all, on a publish) cost a comparison.
 */
export async function downloadStandInImages(
  current: CmsEntry[],
  lastUsed: LastUsed,
  keyOf: (entry: CmsEntry) => string,
  download: Download,
): Promise<void> {
  for (const entry of current) {
    const before = lastUsed(keyOf(entry));
    if (!before || JSON.stringify(before) === JSON.stringify(entry)) continue;
    for (const media of mediaIn(before)) media.localFile___NODE = await download(String(media.url));
  }
}
