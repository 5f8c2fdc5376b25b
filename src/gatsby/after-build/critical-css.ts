// Gatsby inlines the whole site's stylesheet (every page's CSS Modules) into every page. After the
// build each page keeps inline only the rules that match its own HTML (beasties reads the built
// stylesheet and prunes it against the page), and links the whole stylesheet at the end of <body>
// (src/lib/after-paint.ts then starts it after the first paint): it is not render-blocking, it is
// in the browser's cache for the next page, and it styles
// what the page draws later (menus opened, states set by scripts) and client-side navigation. The
// page is fully styled at its first paint, so there is no flash of unstyled content. Gatsby
// rewrites only the pages whose HTML changed, so a page this already did keeps its HTML (no
// gatsby-global-css <style> left): a change here needs `gatsby clean` before the build.
const GATSBY_STYLE = /<style data-href="(\/styles\.[0-9a-f]+\.css)" data-identity="gatsby-global-css">[\s\S]*?<\/style>/;

/** The page's HTML with the critical part of the site's stylesheet inline and the rest linked; unchanged when Gatsby inlined no stylesheet. */
export async function withCriticalCss(html: string, publicDir: string): Promise<string> {
  const inlined = GATSBY_STYLE.exec(html);
  const body = /<body[^>]*>[\s\S]*<\/body>/.exec(html);
  if (!inlined || !body) return html;
  const href = inlined[1];
  const lang = /<html[^>]*>/.exec(html)?.[0] ?? "<html>";
  // Only the stylesheet's rules are taken from beasties' answer: the page itself is not re-serialized.
  const probe = `<!DOCTYPE html>${lang}<head><link rel="stylesheet" href="${href}"></head>${body[0]}</html>`;
  // Imported when used: beasties needs ESM-only packages (css-select), which jest's CommonJS cannot load.
  // Its CommonJS build exports the class itself, its ES build as default: take either.
  const beastiesModule: { default?: typeof import("beasties").default } = await import("beasties");
  const Beasties = beastiesModule.default ?? (beastiesModule as unknown as typeof import("beasties").default);
  const beasties = new Beasties({ path: publicDir, publicPath: "/", preload: "body", reduceInlineStyles: false, pruneSource: false, logLevel: "error" });
  const critical = /<head>\s*<style>([\s\S]*?)<\/style>/.exec(await beasties.process(probe));
  if (!critical) throw new Error(`beasties returned no critical CSS for a page linking ${href}`);
  return html
    .replace(GATSBY_STYLE, () => `<style data-critical-css="${href}">${critical[1]}</style>`)
    .replace(/<\/body>/, () => `<link rel="stylesheet" href="${href}"/></body>`);
}
