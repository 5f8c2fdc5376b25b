// What the build shows in English on the pages of another language because it has no text in it yet,
// for editors: sourcing records it (source-content.ts), the post-build writes it where the publish
// runner (deploy/publish.sh: "Publish status") and the preview's banner read it. Both run in the
// build's main process.
let found: string[] = [];

export function recordUntranslated(lines: string[]): void {
  found = lines;
}

export const untranslatedContent = (): readonly string[] => found;
