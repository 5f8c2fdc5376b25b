// The build's table of contents: each Gatsby API hands its work to one module, of src/data/ (the content
// core: schema and sourcing) or src/gatsby/ (everything else the build does).
export { onPreInit } from "./src/gatsby/pre-init";
export { onPreBootstrap } from "./src/gatsby/pre-bootstrap";
export { createSchemaCustomization } from "./src/data/nodes/schema";
export { sourceNodes } from "./src/data/nodes/source-content";
export { createResolvers } from "./src/data/nodes/resolvers";
export { createPages } from "./src/gatsby/create-pages";
export { onCreatePage } from "./src/gatsby/localized-pages";
export { onCreateWebpackConfig } from "./src/gatsby/webpack";
export { onPostBuild } from "./src/gatsby/post-build";
