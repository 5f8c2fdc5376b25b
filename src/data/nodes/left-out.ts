// The CMS entries the build could not use and left out (src/data/cms/cms-content.ts), each with why and
// what the site shows instead, for editors: sourcing records them, the post-build writes them where the
// publish runner (deploy/publish.sh: "Publish status", and the entry's own page in the admin) and the
// preview's banner read them. Both run in the build's main process.
import type { LeftOut } from "../cms/cms-content";

let found: LeftOut[] = [];

export function recordLeftOut(entries: LeftOut[]): void {
  found = entries;
}

export const leftOutContent = (): readonly LeftOut[] => found;
