// The folders at the top of public/ that hold no page, so listing the pages skips them (30,000 of
// 36,000 files at 1,000 projects + 1,000 articles, 1.5-3.7 s of every publish to list): images and
// bundles' assets, page and slice data, share images, the search index, Partytown, static/'s own
// folders, nginx's files from the after-build pass, and Gatsby's slices (public/_gatsby/slices/):
// pages are stitched from them, and a slice the after-build pass changed is one Gatsby writes again
// next build, stitching it into every page, which the pass then rewrites. The after-build pass and the
// tests' list of built pages read it (scripts/site-files.mjs, which may not import src/gatsby/, keeps
// its own).
export const FOLDERS_WITHOUT_PAGES: ReadonlySet<string> = new Set([
  "static",
  "page-data",
  "slice-data",
  "share",
  "pagefind",
  "_gatsby",
  "~partytown",
  "images",
  "vendor",
  ".nginx",
]);
