// The build's table of contents: each Gatsby API hands its work to one module of src/node/.
export { onPreInit } from "./src/node/pre-init";
export { onPreBootstrap } from "./src/node/pre-bootstrap";
export { createSchemaCustomization, createResolvers } from "./src/node/schema";
export { sourceNodes } from "./src/node/source-content";
export { createPages } from "./src/node/pages";
export { onCreateWebpackConfig } from "./src/node/webpack";
export { onPostBuild } from "./src/node/post-build";
