// The File nodes of the built-in images the content names, by path under content/images.
// gatsby-source-filesystem ends its sourcing when chokidar says "ready", and chokidar can say so
// before it has reported every file of a nested folder (paulmillr/chokidar#1011): a fresh-clone CI
// build once linked no image to the testimonials ("Cannot return null for non-nullable field
// Testimonial.image"). So the content waits for the nodes it needs, as they are created or touched.
// A node kept in the cache from the last build does not count until this build has touched it:
// Gatsby deletes every untouched node after sourcing, and a warm build failed that way too.
import type { Node, Store } from "gatsby";

/** the gatsby-source-filesystem instance gatsby-config.ts points at content/images */
const IMAGE_SOURCE = "images";
/** Far beyond the milliseconds a late chokidar report takes; reached only if a file never comes. */
const BUILT_IN_IMAGE_WAIT_MS = 30_000;

/** CREATE_NODE carries the node, TOUCH_NODE its id */
type NodeAction = { payload?: Node | string };

interface Emitter {
  on(type: string, handler: (action: NodeAction) => void): void;
  off(type: string, handler: (action: NodeAction) => void): void;
}

interface BuiltInImageApi {
  getNodesByType(type: string): Node[];
  getNode(id: string): Node | undefined;
  /** Gatsby's store, whose nodesTouched holds the ids created or touched in this build (never cached) */
  store: Pick<Store, "getState">;
  emitter: Emitter;
}

interface BuiltInImages {
  ids: Map<string, string>;
  /** paths still without a File node when the wait ended */
  missing: string[];
}

export function builtInImages({ getNodesByType, getNode, store, emitter }: BuiltInImageApi, needed: Set<string>, waitMs = BUILT_IN_IMAGE_WAIT_MS): Promise<BuiltInImages> {
  const ids = new Map<string, string>();
  const add = (node: Node | undefined) => {
    if (node?.internal.type === "File" && node.sourceInstanceName === IMAGE_SOURCE) ids.set(String(node.relativePath), node.id);
  };
  const missing = () => [...needed].filter((relativePath) => !ids.has(relativePath));
  const touched = (store.getState() as { nodesTouched: Set<string> }).nodesTouched;
  getNodesByType("File")
    .filter((node) => touched.has(node.id))
    .forEach(add);
  if (missing().length === 0) return Promise.resolve({ ids, missing: [] });
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      emitter.off("CREATE_NODE", seen);
      emitter.off("TOUCH_NODE", seen);
      resolve({ ids, missing: missing() });
    };
    const seen = ({ payload }: NodeAction) => {
      add(typeof payload === "string" ? getNode(payload) : payload);
      if (missing().length === 0) done();
    };
    const timer = setTimeout(done, waitMs);
    emitter.on("CREATE_NODE", seen);
    emitter.on("TOUCH_NODE", seen);
  });
}
