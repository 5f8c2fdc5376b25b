import type { GatsbyNode } from "gatsby";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  // The page renderer bundles Gatsby's node-fetch 2, whose whatwg-url 5 asks for Node's own `punycode`,
  // deprecated since Node 21: the build then prints " ERROR  UNKNOWN" and a DEP0040 warning. Gatsby
  // marks every Node builtin external; the npm package of the same code (a dependency of ours) is
  // required instead.
  if (stage === "build-html") {
    const config = getConfig();
    const builtins = (config.externals ?? []).find((external: unknown) => typeof external === "object" && external !== null && "punycode" in external);
    if (builtins) {
      builtins.punycode = "commonjs punycode/";
      actions.replaceWebpackConfig(config);
    }
    return;
  }
  if (stage !== "build-javascript" && stage !== "develop") return;
  // CSS Modules are scoped, so the order of their rules in the shared stylesheet does not matter;
  // without this, mini-css-extract warns whenever two pages import modules in a different order.
  const config = getConfig();
  const extract = config.plugins.find((plugin: { constructor: { name: string } }) => plugin.constructor.name === "MiniCssExtractPlugin");
  if (extract) {
    extract.options.ignoreOrder = true;
    actions.replaceWebpackConfig(config);
  }
};
