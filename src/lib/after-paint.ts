// A built page ends with what it does not need for its first paint: the whole stylesheet (the page
// inlines its critical part, src/node/critical-css.ts) and Gatsby's scripts (webpack runtime, React,
// the app) as <script async>. Left there, they download beside the page's largest image and, on a
// fast load, run before its first frame. After the build a small loader starts them instead: after
// window load (the eager images are in) and two frames (a frame is shown a little after it is
// painted), or at once when the visitor presses a key or touches the page before that, or when the
// tab is hidden (nothing to paint). On a slow connection the largest image then has the bandwidth to
// itself; the price is hydration that starts later by about that image's download time. Without
// JavaScript the stylesheet is linked in <noscript>. The files and their sizes are unchanged
// (DESIGN.md's first-load budget counts the same scripts).
//
// The loader's text is the same on every page and every build (the files are in its data-
// attributes), so the Content-Security-Policy keeps one hash for it.
const GATSBY_SCRIPT = /<script src="(\/[^"]+\.js)" async><\/script>/g;
const STYLESHEET_AT_END = /<link rel="stylesheet" href="(\/[^"]+\.css)"\/>(?=<\/body>)/;

const AFTER_PAINT_LOADER =
  "(function(c){var d=c.dataset,done=0,t=['pointerdown','keydown','touchstart'];" +
  "function add(tag,props){var e=document.createElement(tag);for(var k in props)e[k]=props[k];document.body.appendChild(e)}" +
  "function go(){if(done)return;done=1;t.forEach(function(n){removeEventListener(n,go,true)});" +
  "JSON.parse(d.styles).forEach(function(u){add('link',{rel:'stylesheet',href:u})});" +
  "JSON.parse(d.scripts).forEach(function(u){add('script',{src:u})})}" +
  "function painted(){document.hidden?go():requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})}" +
  "t.forEach(function(n){addEventListener(n,go,true)});" +
  "document.readyState==='complete'?painted():addEventListener('load',painted)" +
  "})(document.currentScript)";

/** The page with its end-of-body stylesheet and Gatsby's <script async> files started by the loader; unchanged when it has no such scripts. */
export function withFilesAfterPaint(html: string): string {
  const scripts = [...html.matchAll(GATSBY_SCRIPT)].map((m) => m[1]);
  if (scripts.length === 0) return html;
  const stylesheet = STYLESHEET_AT_END.exec(html)?.[1];
  const styles = stylesheet ? [stylesheet] : [];
  const noscript = stylesheet ? `<noscript><link rel="stylesheet" href="${stylesheet}"/></noscript>` : "";
  const loader = `<script data-styles='${JSON.stringify(styles)}' data-scripts='${JSON.stringify(scripts)}'>${AFTER_PAINT_LOADER}</script>`;
  return html
    .replace(STYLESHEET_AT_END, "")
    .replace(GATSBY_SCRIPT, "")
    .replace(/<\/body>/, () => `${noscript}${loader}</body>`);
}

/** The files the loader of a built page starts after its first paint, as written in its data- attributes. */
export function filesAfterPaint(html: string): { styles: string[]; scripts: string[] } {
  const loader = /<script data-styles='([^']*)' data-scripts='([^']*)'>/.exec(html);
  return loader ? { styles: JSON.parse(loader[1]) as string[], scripts: JSON.parse(loader[2]) as string[] } : { styles: [], scripts: [] };
}
