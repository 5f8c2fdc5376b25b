import path from "node:path";
import type { GatsbyNode } from "gatsby";
// css-loader's own naming function (loader-utils, which css-loader requires; no typings)
// eslint-disable-next-line @typescript-eslint/no-require-imports -- resolved from css-loader's folder, as it does
const { interpolateName } = require(
  require.resolve("loader-utils", { paths: [path.dirname(require.resolve("css-loader"))] }),
) as { interpolateName: (context: object, name: string, options: object) => string };

/** What the page renderer keeps of the build's environment: GATSBY_* and Gatsby's own. */
const RENDERER_ENV = /^process\.env\.(GATSBY_\w+|NODE_ENV|PUBLIC_DIR|BUILD_STAGE|CYPRESS_SUPPORT)$/;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  // The page renderer bundles Gatsby's node-fetch 2, whose whatwg-url 5 asks for Node's own `punycode`,
  // deprecated since Node 21: the build then prints " ERROR  UNKNOWN" and a DEP0040 warning. Gatsby
  // marks every Node builtin external; the npm package of the same code (a dependency of ours) is
  // required instead.
  if (stage === "build-html") {
    const config = getConfig();
    const builtins = (config.externals ?? []).find(
      (external: unknown) => typeof external === "object" && external !== null && "punycode" in external,
    );
    if (builtins) builtins.punycode = "commonjs punycode/";
    // Gatsby writes every variable of the build's environment into the page renderer (the browser's
    // bundles get GATSBY_* only), so a build whose environment differs from the one before, in any
    // variable (the runner's NODE_OPTIONS, GRAPHQL_TYPEGEN, the hook's PUBLISH_*), gets a new renderer
    // and renders every page again: the first publish after a clean build took 192.9 s at 1,000
    // projects + 1,000 articles, not 28.5 (issue 52). The pages read GATSBY_* only, as in the browser.
    const define = config.plugins.find(
      (plugin: { constructor: { name: string } }) => plugin.constructor.name === "DefinePlugin",
    );
    if (define)
      define.definitions = Object.fromEntries(
        Object.entries(define.definitions).filter(([key]) => !key.startsWith("process.env.") || RENDERER_ENV.test(key)),
      );
    actions.replaceWebpackConfig(config);
    return;
  }
  if (stage !== "build-javascript" && stage !== "develop") return;
  // CSS Modules are scoped, so the order of their rules in the shared stylesheet does not matter;
  // without ignoreOrder, mini-css-extract warns whenever two pages import modules in a different order.
  // experimentalUseImportModule: each CSS file is compiled in the main compilation, not in a child
  // compilation of its own. Child compilations run only when their module is not in webpack's cache,
  // and their hashes go into the compilation hash every page's HTML carries: so the build after a
  // clean build or a code update got another hash, restitched every page and had every page's HTML
  // done again after the build (28 s more at 1,000 projects + 1,000 articles), and the runner copied
  // them all. With it the hash is the same from the first build on.
  const config = getConfig();
  const extract = config.plugins.find(
    (plugin: { constructor: { name: string } }) => plugin.constructor.name === "MiniCssExtractPlugin",
  );
  if (extract) {
    extract.options.ignoreOrder = true;
    extract.options.experimentalUseImportModule = true;
    for (const cssModules of cssModulesOptions(config.module.rules)) cssModules.getLocalIdent = classNameAsInPages;
    actions.replaceWebpackConfig(config);
  }
};

type LoaderContext = { resourcePath: string };
type CssModules = { getLocalIdent?: typeof classNameAsInPages };

/** The CSS Modules options of every css-loader in these webpack rules. */
function cssModulesOptions(rules: unknown): CssModules[] {
  if (Array.isArray(rules)) return rules.flatMap(cssModulesOptions);
  if (!rules || typeof rules !== "object") return [];
  const rule = rules as { loader?: string; options?: { modules?: unknown }; use?: unknown; oneOf?: unknown };
  const own =
    rule.loader?.includes("css-loader") && typeof rule.options?.modules === "object"
      ? [rule.options.modules as CssModules]
      : [];
  return [...own, ...cssModulesOptions(rule.use), ...cssModulesOptions(rule.oneOf)];
}

/**
 * A CSS module's class name as the pages' HTML has it (the page renderer's css-loader): css-loader's own
 * naming (defaultGetLocalIdent), without the match resource that mini-css-extract's importModule request
 * gives the module and css-loader puts into the name's hash (the stylesheet's classes then matched no
 * element of the pages).
 */
function classNameAsInPages(
  context: LoaderContext,
  name: string,
  local: string,
  options: { context: string; hashPrefix: string },
) {
  const file = path.relative(options.context, context.resourcePath);
  return interpolateName(context, name, { ...options, content: `${options.hashPrefix}${file}\x00${local}` }).replace(
    /\[local\]/gi,
    local,
  );
}
