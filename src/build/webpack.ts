import type { GatsbyNode } from "gatsby";

// CSS Modules are scoped, so the order of their rules in the shared stylesheet does not matter;
// without this, mini-css-extract warns whenever two pages import modules in a different order.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig();
  const extract = config.plugins.find((plugin: { constructor: { name: string } }) => plugin.constructor.name === "MiniCssExtractPlugin");
  if (extract) {
    extract.options.ignoreOrder = true;
    actions.replaceWebpackConfig(config);
  }
};
