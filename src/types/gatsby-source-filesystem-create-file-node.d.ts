// The plugin's own File-node maker (create-file-node.js): public in the package, untyped in its index.d.ts.
declare module "gatsby-source-filesystem/create-file-node" {
  import type { NodeInput } from "gatsby";
  export function createFileNode(
    pathToFile: string,
    createNodeId: (input: string) => string,
    pluginOptions: { name: string; path: string },
  ): Promise<NodeInput & { id: string; relativePath: string; sourceInstanceName: string }>;
}
