// The File nodes of the built-in images the content names, by path under content/images.
// gatsby-source-filesystem ends its sourcing when chokidar says "ready", and chokidar can say so
// without ever reporting some files of a nested folder (paulmillr/chokidar#1011): fresh-clone CI
// builds failed that way ("Cannot return null for non-nullable field Testimonial.image", and later
// a 30 s wait for reports that never came). So the content does not wait on chokidar: every image it
// names and the plugin has not (yet) made a node of gets its File node here, made the way the plugin
// makes it (same id, same owner), so a late report from chokidar only updates the same node.
// A node kept in the cache from the last build counts only once this build has touched it: Gatsby
// deletes every untouched node after sourcing, and a warm build failed that way too.
import path from "node:path";
import { existsSync } from "node:fs";
import type { Actions, Node, Store } from "gatsby";
import { createFileNode } from "gatsby-source-filesystem/create-file-node";
// Gatsby's own id function: the plugin's createNodeId is this one, namespaced with the plugin's name.
import { createNodeId } from "gatsby/dist/utils/create-node-id";

/** the gatsby-source-filesystem instance gatsby-config.ts points at content/images */
const IMAGE_SOURCE = "images";
const FILESYSTEM_PLUGIN = "gatsby-source-filesystem";

interface BuiltInImageApi {
  getNodesByType(type: string): Node[];
  /** Gatsby's store, whose nodesTouched holds the ids created or touched in this build (never cached) */
  store: Pick<Store, "getState">;
  actions: Pick<Actions, "createNode">;
}

interface BuiltInImages {
  ids: Map<string, string>;
  /** paths with no file under content/images */
  missing: string[];
}

export async function builtInImages(
  { getNodesByType, store, actions }: BuiltInImageApi,
  imagesDir: string,
  needed: Set<string>,
): Promise<BuiltInImages> {
  const ids = new Map<string, string>();
  const touched = (store.getState() as { nodesTouched: Set<string> }).nodesTouched;
  getNodesByType("File")
    .filter((node) => touched.has(node.id) && node.sourceInstanceName === IMAGE_SOURCE)
    .forEach((node) => ids.set(String(node.relativePath), node.id));
  const unreported = [...needed].filter((relativePath) => !ids.has(relativePath));
  const missing = unreported.filter((relativePath) => !existsSync(path.join(imagesDir, relativePath)));
  for (const relativePath of unreported.filter((p) => !missing.includes(p))) {
    const node = await createFileNode(
      path.join(imagesDir, relativePath),
      (id: string) => createNodeId(id, FILESYSTEM_PLUGIN),
      {
        name: IMAGE_SOURCE,
        path: imagesDir,
      },
    );
    // The owner named as gatsby-source-filesystem's own createRemoteFileNode names it: File is its type.
    await actions.createNode(node, { name: FILESYSTEM_PLUGIN });
    ids.set(relativePath, node.id);
  }
  return { ids, missing };
}
