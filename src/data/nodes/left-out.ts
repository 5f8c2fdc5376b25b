// The CMS entries the build could not use and left out (src/data/cms/cms-content.ts), each with why and
// what the site shows instead, for editors: sourcing records them, the post-build writes them where the
// publish runner (deploy/publish.sh: "Publish status") and the preview's banner read them. Both run in
// the build's main process.
let found: string[] = [];

export function recordLeftOut(lines: string[]): void {
  found = lines;
}

export const leftOutContent = (): readonly string[] => found;
