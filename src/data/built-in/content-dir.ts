import path from "node:path";

/** The built-in content; CONTENT_DIR lets tests point the build at another copy. */
export const contentDir = () =>
  path.resolve(process.env.CONTENT_DIR ?? path.join(__dirname, "..", "..", "..", "content"));
