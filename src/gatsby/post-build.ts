import path from "node:path";
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync, type Dirent } from "node:fs";
import type { GatsbyNode } from "gatsby";
import { contactConfig } from "../lib/contact-config";
import { contentSecurityPolicy, inlineScriptHashes } from "./after-build/csp";
import { validImageMarkup } from "./after-build/image-markup";
import { nginxHeaderVariables } from "./after-build/nginx-headers";
import { criticalCssShapes, withCriticalCss } from "./after-build/critical-css";
import { nginxRedirects, type Redirect } from "./after-build/nginx-redirects";
import { withPreviewBanner } from "./after-build/preview-banner";
import { hasGatsbyScripts, withFilesAfterPaint } from "../lib/after-paint";
import { hydrationFiles, readStats } from "./after-build/hydration-files";
import { withSharedPagePathScript } from "./after-build/page-path-script";
import { sharePageOf, writeShareImages } from "./after-build/share-images";
import { pageFactsCache, type PageFacts } from "./after-build/page-facts";
import { sitePreview } from "./site-preview";
import { untranslatedContent } from "../data/nodes/untranslated";
import { leftOutContent } from "../data/nodes/left-out";
import { writeSearchIndex } from "./after-build/search-index";
import { writeSubjectFeeds } from "./after-build/subject-feeds";
import { FOLDERS_WITHOUT_PAGES } from "./after-build/folders-without-pages";

// After the build: each page's CSS, only the critical part inline (./critical-css.ts), valid HTML from
// gatsby-plugin-image's lazy images (src/gatsby/after-build/image-markup.ts), the whole stylesheet and Gatsby's scripts
// started after the first paint (src/lib/after-paint.ts), and
// the Content-Security-Policy for nginx with the hashes of every inline script the pages carry
// (public/.nginx/csp.conf, included by deploy/nginx.conf; nginx never serves that folder), and the
// redirects from pages' old addresses (public/.nginx/redirects.conf, included beside it), and what the
// Indonesian pages show in English (public/.nginx/untranslated.txt) and the CMS entries the build left out
// (left-out.txt), both for the runner's Publish status, and
// each page's share image where an editor set none (./after-build/share-images.ts, cached in .cache/share-images/),
// each category's feed (./after-build/subject-feeds.ts), and the site search's index (./after-build/search-index.ts).
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  const publicDir = path.join(__dirname, "..", "..", "public");
  const htmlFiles = pageFiles(publicDir);
  const preview = sitePreview(process.env);
  const stats = readStats(publicDir);
  const cache = pageFactsCache(path.join(publicDir, ".."), !preview);
  const facts = new Map<string, PageFacts>();
  let read = 0;
  for (const entry of htmlFiles) {
    const fullPath = path.join(entry.parentPath, entry.name);
    const page = path.relative(publicDir, fullPath);
    const known = cache.known(page, statSync(fullPath));
    if (known) {
      facts.set(page, known); // done by an earlier build, and not written since
      continue;
    }
    const html = readFileSync(fullPath, "utf8");
    read += 1;
    // the page path first: the files to preload are those of the page Gatsby's app will show
    const pathShared = withSharedPagePathScript(html);
    const preload = hasGatsbyScripts(pathShared) ? hydrationFiles(publicDir, pathShared, stats) : [];
    const marked = withFilesAfterPaint(validImageMarkup(await withCriticalCss(pathShared, publicDir)), preload);
    const fixed = preview
      ? withPreviewBanner(
          marked,
          preview,
          untranslatedContent(),
          leftOutContent().map(({ line }) => line),
        )
      : marked;
    if (fixed !== html) writeFileSync(fullPath, fixed);
    const { size, mtimeMs } = statSync(fullPath);
    facts.set(page, { size, mtimeMs, scriptHashes: inlineScriptHashes(fixed), share: sharePageOf(fixed) });
  }
  cache.save(facts);
  const scriptHashes = new Set([...facts.values()].flatMap((page) => page.scriptHashes));
  const sharePages = [...facts.values()].flatMap((page) => (page.share ? [page.share] : []));
  const shared = await writeShareImages({
    publicDir,
    cacheDir: path.join(publicDir, "..", ".cache", "share-images"),
    pages: sharePages,
  });
  reporter.info(
    `Share images: ${shared.images} (${shared.drawn} drawn, ${shared.placed} placed in public/share/ from .cache/share-images, the others unchanged) in ${(shared.ms / 1000).toFixed(1)} s`,
  );
  const subjectFeeds = await writeSubjectFeeds(graphql, publicDir);
  reporter.info(`Subject feeds: ${subjectFeeds} (a category's articles, beside its list)`);
  const search = await writeSearchIndex(publicDir, facts);
  reporter.info(
    `Search index: ${search.pages} pages in ${search.languages} languages (public/pagefind/)${search.unchanged ? ", kept: no entry page changed" : ""} in ${(search.ms / 1000).toFixed(1)} s`,
  );
  reporter.info(
    `After the build: ${read} of ${facts.size} pages read and done (the others unchanged since an earlier build did them); their critical CSS found for ${criticalCssShapes()} page shapes`,
  );
  const policy = contentSecurityPolicy({
    scriptHashes: [...scriptHashes],
    emailOrigin: contactConfig().emailOrigin,
    visitorFormsOrigin: contactConfig().visitorFormsOrigin,
    frameAncestors: preview ? [preview.adminOrigin] : [],
  });
  mkdirSync(path.join(publicDir, ".nginx"), { recursive: true });
  const header = `# Written by the build (gatsby-node onPostBuild): ${scriptHashes.size} inline script hashes${preview ? "; a preview of drafts" : ""}.\n`;
  writeFileSync(
    path.join(publicDir, ".nginx", "csp.conf"),
    header + nginxHeaderVariables({ policy, preview: Boolean(preview) }),
  );
  // The preview is never indexed: nginx sends noindex and refuses anyone without the editors' secret.
  if (preview) writeFileSync(path.join(publicDir, "robots.txt"), "User-agent: *\nDisallow: /\n");
  reporter.info(
    `Content-Security-Policy for nginx: ${scriptHashes.size} inline script hashes (public/.nginx/csp.conf)`,
  );
  const redirects: Redirect[] = store.getState().redirects;
  writeFileSync(path.join(publicDir, ".nginx", "redirects.conf"), nginxRedirects(redirects));
  reporter.info(`Redirects for nginx: ${redirects.length} old page addresses (public/.nginx/redirects.conf)`);
  writeFileSync(
    path.join(publicDir, ".nginx", "untranslated.txt"),
    untranslatedContent()
      .map((line) => `${line}\n`)
      .join(""),
  );
  writeFileSync(
    path.join(publicDir, ".nginx", "left-out.txt"),
    leftOutContent()
      .map(({ line }) => `${line}\n`)
      .join(""),
  );
  writeFileSync(path.join(publicDir, ".nginx", "left-out.json"), JSON.stringify(leftOutContent()));
};

/** The HTML files of the pages in public/. */
function pageFiles(publicDir: string, dir = publicDir): Dirent[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return dir === publicDir && FOLDERS_WITHOUT_PAGES.has(entry.name)
        ? []
        : pageFiles(publicDir, path.join(dir, entry.name));
    return entry.isFile() && entry.name.endsWith(".html") ? [entry] : [];
  });
}
