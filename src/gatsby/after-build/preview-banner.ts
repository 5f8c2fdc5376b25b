import { previewTime, type SitePreview } from "../site-preview";

// The banner of the preview of drafts, written into every page after the build (src/gatsby/post-build.ts)
// right after <body>, outside the React root: the live site carries none of it, and React never sees it.
const css =
  "#preview-banner{position:relative;z-index:1001;margin:0;padding:.5rem 1rem;background:#fff4d6;color:#1c1c1c;" +
  "border-bottom:2px solid #b7791f;font:500 .9375rem/1.4 system-ui,sans-serif;text-align:center}" +
  "#preview-banner details{text-align:left;max-width:60rem;margin:.25rem auto 0}";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** untranslated: what the Indonesian pages show in English for want of Indonesian text (src/data/nodes/untranslated.ts). */
export function previewBannerHtml({ contentAsOf }: SitePreview, untranslated: readonly string[] = []): string {
  const list =
    untranslated.length === 0
      ? ""
      : `<details><summary>${untranslated.length} ${untranslated.length === 1 ? "entry is" : "entries are"} shown in English on the Indonesian pages, for want of Indonesian text</summary>` +
        `<ul>${untranslated.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul></details>`;
  return (
    `<aside id="preview-banner" aria-label="Preview"><style>${css}</style>` +
    `<strong>Preview of drafts, not the live site.</strong> It shows every entry as saved in the CMS by ` +
    `<time datetime="${contentAsOf.toISOString()}">${previewTime(contentAsOf)}</time>, published or not.${list}</aside>`
  );
}

/**
 * The page with this build's banner after its <body ...> tag. A page the build left as it was (Gatsby
 * rewrites only the pages whose data changed) still has the banner of an earlier build: it is replaced.
 */
export function withPreviewBanner(html: string, preview: SitePreview, untranslated: readonly string[] = []): string {
  const without = html.replace(/<aside id="preview-banner"[\s\S]*?<\/aside>/, "");
  return without.replace(/<body[^>]*>/, (body) => body + previewBannerHtml(preview, untranslated));
}
