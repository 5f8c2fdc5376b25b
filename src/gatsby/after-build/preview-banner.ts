import { previewTime, type SitePreview } from "../site-preview";

// The banner of the preview of drafts, written into every page after the build (src/gatsby/post-build.ts)
// right after <body>, outside the React root: the live site carries none of it, and React never sees it.
const css =
  "#preview-banner{position:relative;z-index:1001;margin:0;padding:.5rem 1rem;background:#fff4d6;color:#1c1c1c;" +
  "border-bottom:2px solid #b7791f;font:500 .9375rem/1.4 system-ui,sans-serif;text-align:center}" +
  "#preview-banner details{text-align:left;max-width:60rem;margin:.25rem auto 0}" +
  "#preview-banner .left-out{text-align:left;max-width:60rem;margin:.5rem auto 0;padding:.5rem .75rem;background:#fdecea;border-left:4px solid #b3261e}" +
  "#preview-banner .left-out ul{margin:.25rem 0 0;padding-left:1.25rem}" +
  "#preview-state:not(:empty){display:block;font-weight:600}";

/**
 * Where the drafts after this page stand, from the runner's state (deploy/publish.sh: status.json,
 * served to editors by deploy/preview-access.conf): a save later than this page's drafts is said to be
 * building, and once a build of later drafts is served (or its failure page), the page reloads itself,
 * so an editor never reads an older preview as if it were current. The same text on every page: one
 * hash in the CSP (connect-src 'self' lets it ask).
 */
export const PREVIEW_STATE_URL = "/__preview/status.json";
const stateScript =
  `(function(){var b=document.getElementById("preview-banner"),s=document.getElementById("preview-state");` +
  `var mine=Date.parse(b.querySelector("time").getAttribute("datetime"));` +
  `var at=function(t){return new Date(t).toLocaleTimeString("en-GB",{hour:"2-digit",minute:"2-digit",second:"2-digit",hour12:false,timeZone:"UTC"})+" UTC"};` +
  `var check=function(){fetch(${JSON.stringify(PREVIEW_STATE_URL)},{cache:"no-store",credentials:"same-origin"}).then(function(r){return r.ok?r.json():null}).then(function(st){` +
  `if(st&&Date.parse(st.builtContentAsOf)>mine){location.reload();return}` +
  `var saved=st?Date.parse(st.lastRequestAt):NaN,text=saved>mine?"A newer draft, saved at "+at(saved)+", is being built: this page shows it by itself when it is ready.":"";` +
  `if(s.textContent!==text)s.textContent=text;setTimeout(check,3000)},function(){setTimeout(check,10000)})};check()})();`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * untranslated: what the Indonesian pages show in English for want of Indonesian text (src/data/nodes/untranslated.ts);
 * leftOut: the drafts the build could not use, each with why and what the preview shows instead
 * (src/data/nodes/left-out.ts), in view on every page: an editor looking for a change finds why it is not there.
 */
export function previewBannerHtml(
  { contentAsOf }: SitePreview,
  untranslated: readonly string[] = [],
  leftOut: readonly string[] = [],
): string {
  const notShown =
    leftOut.length === 0
      ? ""
      : `<div class="left-out"><strong>Not in this preview: ${leftOut.length === 1 ? "a draft" : `${leftOut.length} drafts`} the build could not use. Correct ${leftOut.length === 1 ? "it" : "them"} in the CMS and save.</strong>` +
        `<ul>${leftOut.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul></div>`;
  const list =
    untranslated.length === 0
      ? ""
      : `<details><summary>${untranslated.length} ${untranslated.length === 1 ? "entry is" : "entries are"} shown in English on the Indonesian pages, for want of Indonesian text</summary>` +
        `<ul>${untranslated.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul></details>`;
  return (
    `<aside id="preview-banner" aria-label="Preview"><style>${css}</style>` +
    `<strong>Preview of drafts, not the live site.</strong> It shows every entry as saved in the CMS by ` +
    `<time datetime="${contentAsOf.toISOString()}">${previewTime(contentAsOf)}</time>, published or not.` +
    `<span id="preview-state" role="status"></span>${notShown}${list}<script>${stateScript}</script></aside>`
  );
}

/**
 * The page with this build's banner after its <body ...> tag. A page the build left as it was (Gatsby
 * rewrites only the pages whose data changed) still has the banner of an earlier build: it is replaced.
 */
export function withPreviewBanner(
  html: string,
  preview: SitePreview,
  untranslated: readonly string[] = [],
  leftOut: readonly string[] = [],
): string {
  const without = html.replace(/<aside id="preview-banner"[\s\S]*?<\/aside>/, "");
  return without.replace(/<body[^>]*>/, (body) => body + previewBannerHtml(preview, untranslated, leftOut));
}
