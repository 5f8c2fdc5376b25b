import path from "node:path";
import os from "node:os";
import fs from "node:fs";
import { createNodeId } from "gatsby/dist/utils/create-node-id";
import { builtInImages } from "../../src/data/built-in/built-in-images";

const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), "built-in-images-"));
for (const relativePath of ["home/hero.jpg", "testimonials/maya.jpg"]) {
  fs.mkdirSync(path.join(imagesDir, path.dirname(relativePath)), { recursive: true });
  fs.writeFileSync(path.join(imagesDir, relativePath), "not really a jpeg");
}
afterAll(() => fs.rmSync(imagesDir, { recursive: true, force: true }));

const file = (relativePath: string, sourceInstanceName = "images") =>
  ({ id: `file-${relativePath}`, relativePath, sourceInstanceName, internal: { type: "File" } }) as any;

/** existing: the File nodes in the store; cachedOnly: those among them this build has not touched yet */
function api(existing: any[], cachedOnly: any[] = []) {
  const touched = new Set(existing.filter((node) => !cachedOnly.includes(node)).map((node) => node.id));
  const created: { node: any; plugin: any }[] = [];
  return {
    created,
    api: {
      getNodesByType: (type: string) => (type === "File" ? existing : []),
      store: { getState: () => ({ nodesTouched: touched }) },
      actions: { createNode: async (node: any, plugin: any) => void created.push({ node, plugin }) },
    } as any,
  };
}

it("uses the nodes gatsby-source-filesystem made in this build and makes none", async () => {
  const { api: gatsby, created } = api([file("home/hero.jpg"), file("testimonials/maya.jpg")]);
  const images = await builtInImages(gatsby, imagesDir, new Set(["home/hero.jpg"]));
  expect(images.ids.get("home/hero.jpg")).toBe("file-home/hero.jpg");
  expect(images.missing).toEqual([]);
  expect(created).toEqual([]);
});

it("makes the node chokidar never reported, as the plugin would: same id, its owner, its source name", async () => {
  const { api: gatsby, created } = api([file("home/hero.jpg"), file("testimonials/maya.jpg", "uploads")]);
  const images = await builtInImages(gatsby, imagesDir, new Set(["home/hero.jpg", "testimonials/maya.jpg"]));
  const absolutePath = path.join(imagesDir, "testimonials/maya.jpg");
  expect(created).toHaveLength(1);
  expect(created[0].plugin).toEqual({ name: "gatsby-source-filesystem" });
  expect(created[0].node).toMatchObject({
    id: createNodeId(absolutePath, "gatsby-source-filesystem"),
    relativePath: "testimonials/maya.jpg",
    sourceInstanceName: "images",
    absolutePath,
    internal: { type: "File" },
  });
  expect(images.ids.get("testimonials/maya.jpg")).toBe(created[0].node.id);
  expect(images.missing).toEqual([]);
});

it("remakes a node kept from the last build that this build has not touched (Gatsby deletes the untouched)", async () => {
  const cached = file("testimonials/maya.jpg");
  const { api: gatsby, created } = api([file("home/hero.jpg"), cached], [cached]);
  const images = await builtInImages(gatsby, imagesDir, new Set(["testimonials/maya.jpg"]));
  expect(created.map(({ node }) => node.relativePath)).toEqual(["testimonials/maya.jpg"]);
  expect(images.missing).toEqual([]);
});

it("names the images that are not on disk and makes no node for them", async () => {
  const { api: gatsby, created } = api([file("home/hero.jpg")]);
  const images = await builtInImages(gatsby, imagesDir, new Set(["home/hero.jpg", "team/gone.jpg"]));
  expect(images.missing).toEqual(["team/gone.jpg"]);
  expect(created).toEqual([]);
});
