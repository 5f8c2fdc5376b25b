// A built page ends with what it does not need for its first paint: the whole stylesheet (the page
// inlines its critical part, src/gatsby/after-build/critical-css.ts) and Gatsby's scripts (webpack runtime, React,
// the app) as <script async>. Left there, they download beside the page's largest image and, on a
// fast load, run before its first frame. After the build a small loader, first in the body, starts
// them instead: after the first paint (its paint-timing entry: the frame is shown) and once the first
// screen's images (not lazy, their top inside the viewport: the largest paint's among them) are in,
// or at once when the visitor presses a key or touches the page before that, or when the tab is
// hidden (nothing to paint). With them it preloads what Gatsby's app would only ask for once it has
// run, one and two round trips later: the page's chunks and its data (src/gatsby/after-build/hydration-files.ts).
// On a slow phone the largest image keeps the bandwidth to itself, and the page is interactive one
// download after it instead of three. (Waiting for the whole page's load instead cost about 0.1-0.5
// s; not waiting for the image doubled Lighthouse's LCP on /, and waiting only for fetchpriority=high
// images let the scripts into Lighthouse's LCP on /single-portfolio.) Without
// JavaScript the stylesheet is linked in <noscript>. The files and their sizes are unchanged
// (the first-load budget of __tests__/site/budgets.test.ts counts the same scripts).
//
// Until the page is interactive the loader also holds what the visitor does to a control (a button,
// a tab, a switch, a checkbox): the click is stopped before the browser acts on it, and replayed once
// React has hydrated (gatsby-browser.tsx calls window.__replayHeldActions), so a tap at first sight
// takes effect exactly once (taps repeated on a control that did not answer yet count once) and no
// control shows a state its content does not. A form is never submitted natively (its fields would
// end up in the URL): its submit is held once, the form shown as busy (aria-busy, data-held), and
// submitted through React when it can be, with what was typed and the button that sent it. A held
// tap also starts the files at once. Links are left alone: plain links throughout. When one of
// Gatsby's scripts fails to load, React never takes over: the loader then lets controls be plain HTML
// again (held taps are dropped), and still never lets a form submit natively.
//
// The loader's text is the same on every page and every build (the files are in its data-
// attributes), so the Content-Security-Policy keeps one hash for it. (No "<" in it: tests find it so.)
const GATSBY_SCRIPT = /<script src="(\/[^"]+\.js)" async><\/script>/g;
const STYLESHEET_AT_END = /<link rel="stylesheet" href="(\/[^"]+\.css)"\/>(?=<\/body>)/;

const AFTER_PAINT_LOADER = [
  "(function(c,w){var d=c.dataset,done=0,lost=0,t=['pointerdown','keydown','touchstart'],h=['click','submit'],held=[],styled=0;",
  "function add(tag,props){var e=document.createElement(tag);for(var k in props)e[k]=props[k];document.body.appendChild(e)}",
  "function go(){if(done)return;done=1;t.forEach(function(n){removeEventListener(n,go,true)});",
  "JSON.parse(d.styles).forEach(function(u){add('link',{rel:'stylesheet',href:u})});",
  "JSON.parse(d.scripts).forEach(function(u){add('script',{src:u,onerror:fail})});",
  // what Gatsby's app would fetch only once it runs, one or two round trips later: the page's chunks
  // (webpack's own script tags then take them from the preload) and its data (Gatsby's requests)
  "JSON.parse(d.preload||'[]').forEach(function(u){var j=/[.]json$/.test(u),l=document.createElement('link');l.rel='preload';l.href=u;",
  "l.setAttribute('as',j?'fetch':'script');j&&l.setAttribute('crossorigin','anonymous');document.head.appendChild(l)})}",
  // the first screen's images (the largest paint's among them) keep the bandwidth until they are in
  "function big(){var n=0,one=function(){--n||go()};[].forEach.call(document.images,function(i){",
  "if(!i.complete&&i.getAttribute('loading')!=='lazy'&&innerHeight>i.getBoundingClientRect().top){n++;i.addEventListener('load',one);i.addEventListener('error',one)}});n||go()}",
  // the first paint as the browser reports it (shown, not only drawn: two animation frames come
  // sooner than that in Chromium); two frames where paint timing is missing
  "function painted(){if(document.hidden)return go();var P=w.PerformanceObserver,o;",
  "if(P&&(P.supportedEntryTypes||[]).indexOf('paint')+1){o=new P(function(l){l.getEntries().forEach(function(e){if(e.name==='first-contentful-paint'){o.disconnect();setTimeout(big)}})});o.observe({type:'paint',buffered:true})}",
  "else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(big)})})}",
  "function free(e){e.removeAttribute('data-held');e.removeAttribute('aria-busy')}",
  // a script did not load, so React will not take over: controls work as in plain HTML again, held
  // actions are dropped, and a form is still never submitted natively
  "function fail(){lost=1;removeEventListener('click',hold,true);held.splice(0);[].forEach.call(document.querySelectorAll('[data-held]'),free)}",
  // a submit, or a click on a control (a submit button's click holds its form, with that button)
  "function hold(e){var el=e.target,f=e.type==='submit'?el:null,b=f?e.submitter:null;",
  "if(!f){el=el.closest&&el.closest('button,input[type=submit],input[type=image],[role=tab],[role=switch],input[type=checkbox],input[type=radio]');",
  "if(!el||el.disabled||el.closest('a'))return;if(el.form&&(el.type==='submit'||el.type==='image')){f=el.form;b=el}}",
  "e.preventDefault();e.stopPropagation();if(lost)return;go();",
  "if(!styled){styled=1;add('style',{textContent:'[data-held]{cursor:progress}form[data-held] [type=submit]{opacity:.7}'})}",
  // once per control or form, however often it was tapped
  "var x=f||el;if(x.hasAttribute('data-held'))return;x.setAttribute('data-held','');",
  "if(!f)return held.push(function(){free(el);el.click()});",
  "f.setAttribute('aria-busy','true');",
  "held.push(function(){free(f);f.requestSubmit?f.requestSubmit(b||null):b?b.click():f.dispatchEvent(new Event('submit',{bubbles:true,cancelable:true}))})}",
  "t.forEach(function(n){addEventListener(n,go,true)});h.forEach(function(n){addEventListener(n,hold,true)});",
  // each replayed on its own: one that throws is reported and stops neither the others nor React
  "w.__replayHeldActions=function(){h.forEach(function(n){removeEventListener(n,hold,true)});",
  "held.splice(0).forEach(function(a){try{a()}catch(x){setTimeout(function(){throw x})}})};",
  "painted()",
  "})(document.currentScript,window)",
].join("");

// A loader this module wrote before, and its <noscript> stylesheet.
const EARLIER_LOADER = /<script data-styles='([^']*)' data-scripts='[^']*'(?: data-preload='[^']*')?>[^<]*<\/script>/;
const EARLIER_NOSCRIPT = /<noscript><link rel="stylesheet" href="[^"]+"\/><\/noscript>/;

/**
 * The page with its end-of-body stylesheet and Gatsby's <script async> files started by the loader;
 * unchanged when it has no such scripts. An incremental build can stitch Gatsby's scripts (their
 * slice) into a page written by an earlier build, loader included: that loader is replaced, keeping
 * its stylesheet, so a page never runs the app twice.
 */
export function withFilesAfterPaint(html: string, preload: string[] = []): string {
  const scripts = [...html.matchAll(GATSBY_SCRIPT)].map((m) => m[1]);
  if (scripts.length === 0) return html;
  const earlier = EARLIER_LOADER.exec(html);
  const stylesheet =
    STYLESHEET_AT_END.exec(html)?.[1] ?? (earlier ? (JSON.parse(earlier[1]) as string[])[0] : undefined);
  const styles = stylesheet ? [stylesheet] : [];
  const noscript = stylesheet ? `<noscript><link rel="stylesheet" href="${stylesheet}"/></noscript>` : "";
  const preloaded = preload.length ? ` data-preload='${JSON.stringify(preload)}'` : "";
  const loader = `<script data-styles='${JSON.stringify(styles)}' data-scripts='${JSON.stringify(scripts)}'${preloaded}>${AFTER_PAINT_LOADER}</script>`;
  return html
    .replace(EARLIER_LOADER, "")
    .replace(EARLIER_NOSCRIPT, "")
    .replace(STYLESHEET_AT_END, "")
    .replace(GATSBY_SCRIPT, "")
    .replace(/<body[^>]*>/, (body) => `${body}${loader}`)
    .replace(/<\/body>/, () => `${noscript}</body>`);
}

/**
 * Whether the page still has Gatsby's own <script async> files (it was written by this build, not done by
 * withFilesAfterPaint).
 */
export const hasGatsbyScripts = (html: string): boolean => new RegExp(GATSBY_SCRIPT.source).test(html);

/** The files the loader of a built page starts after its first paint, as written in its data- attributes. */
export function filesAfterPaint(html: string): { styles: string[]; scripts: string[]; preload: string[] } {
  const loader = /<script data-styles='([^']*)' data-scripts='([^']*)'(?: data-preload='([^']*)')?>/.exec(html);
  if (!loader) return { styles: [], scripts: [], preload: [] };
  return {
    styles: JSON.parse(loader[1]) as string[],
    scripts: JSON.parse(loader[2]) as string[],
    preload: JSON.parse(loader[3] ?? "[]") as string[],
  };
}

/**
 * The JavaScript files a built page runs on first load (__tests__/site/budgets.test.ts counts their gzip bytes):
 * every `<script src>` of its HTML, the files its loader starts after the first paint, and its page
 * component's chunk group (`componentChunks`: webpack.stats.json's assetsByChunkName for the page's
 * componentChunkName, shared chunks included). Paths without the leading slash, each once. Shared by
 * __tests__/site/budgets.test.ts and the benchmarks (scripts/site-files.mjs), so both count alike.
 */
export function firstLoadScripts(html: string, componentChunks: string[]): string[] {
  const inHtml = [...html.matchAll(/<script\b[^>]*?\ssrc=["']?([^"'\s>]+)/g)].map((match) => match[1]);
  return [
    ...new Set(
      [...inHtml, ...filesAfterPaint(html).scripts, ...componentChunks]
        .map((src) => src.replace(/^\//, ""))
        .filter((src) => src.endsWith(".js")),
    ),
  ];
}
