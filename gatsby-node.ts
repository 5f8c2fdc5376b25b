// The build's table of contents: each Gatsby API hands its work to one module, of src/data/ (the content
// core: schema and sourcing) or src/build/ (everything else the build does).
export { onPreInit } from "./src/build/pre-init";
export { onPreBootstrap } from "./src/build/pre-bootstrap";
export { createSchemaCustomization } from "./src/data/schema";
export { sourceNodes } from "./src/data/source-content";
export { createPages } from "./src/build/pages";
export { onCreatePage } from "./src/build/localized-pages";
export { onCreateWebpackConfig } from "./src/build/webpack";
export { onPostBuild } from "./src/build/post-build";
