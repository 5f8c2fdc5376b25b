// The version of each CMS entry the last build used, kept in Gatsby's cache between builds: what
// stands in for an entry the build cannot use now (cms-content.ts), so that entry's page stays as it
// was live. A build after `gatsby clean` (or a code update, which clears the cache) has none: an entry
// it cannot use is then left out until corrected, and editors are told so.
import type { GatsbyCache } from "gatsby";
import type { CmsEntry } from "./cms-values";
import type { LastUsed } from "./cms-content";

const KEY = "cms-last-used-versions";

export async function readLastUsed(cache: GatsbyCache): Promise<LastUsed> {
  const stored = ((await cache.get(KEY)) ?? {}) as Record<string, CmsEntry>;
  return (key) => stored[key];
}

/** This build's versions, replacing the last build's: an entry deleted since is forgotten. */
export async function writeLastUsed(cache: GatsbyCache, versions: Map<string, CmsEntry>): Promise<void> {
  await cache.set(KEY, Object.fromEntries(versions));
}
