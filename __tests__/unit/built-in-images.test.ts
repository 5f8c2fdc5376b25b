import { builtInImages } from "../../src/node/built-in-images";

const file = (relativePath: string, sourceInstanceName = "images") =>
  ({ id: `file-${relativePath}`, relativePath, sourceInstanceName, internal: { type: "File" } }) as any;

/** existing: the File nodes in the store; cachedOnly: those among them this build has not touched yet */
function api(existing: any[], cachedOnly: any[] = []) {
  const handlers = new Map<string, Set<(action: { payload?: any }) => void>>([["CREATE_NODE", new Set()], ["TOUCH_NODE", new Set()]]);
  const touched = new Set(existing.filter((node) => !cachedOnly.includes(node)).map((node) => node.id));
  const emit = (type: string, payload: any) => handlers.get(type)!.forEach((handler) => handler({ payload }));
  return {
    listening: () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0),
    create: (node: any) => emit("CREATE_NODE", node),
    touch: (node: any) => emit("TOUCH_NODE", node.id),
    api: {
      getNodesByType: (type: string) => (type === "File" ? existing : []),
      getNode: (id: string) => existing.find((node) => node.id === id),
      store: { getState: () => ({ nodesTouched: touched }) },
      emitter: { on: (type: string, h: any) => handlers.get(type)!.add(h), off: (type: string, h: any) => handlers.get(type)!.delete(h) },
    } as any,
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0)); // let pending promises settle

it("answers at once when every named image has its File node", async () => {
  const { api: gatsby, listening } = api([file("home/hero.jpg"), file("team/a.jpg")]);
  const images = await builtInImages(gatsby, new Set(["home/hero.jpg"]));
  expect(images.missing).toEqual([]);
  expect(images.ids.get("home/hero.jpg")).toBe("file-home/hero.jpg");
  expect(listening()).toBe(0);
});

it("waits for the nodes still to come, counting only the images source's File nodes", async () => {
  const { api: gatsby, create, listening } = api([file("home/hero.jpg")]);
  let answered = false;
  const waiting = builtInImages(gatsby, new Set(["home/hero.jpg", "testimonials/maya.jpg"])).then((images) => ((answered = true), images));
  create(file("testimonials/maya.jpg", "uploads"));
  create({ id: "other", internal: { type: "Service" } });
  await settled();
  expect(answered).toBe(false);
  create(file("testimonials/maya.jpg"));
  const images = await waiting;
  expect(images.missing).toEqual([]);
  expect(images.ids.get("testimonials/maya.jpg")).toBe("file-testimonials/maya.jpg");
  expect(listening()).toBe(0);
});

it("names the images that never come when the wait ends", async () => {
  const { api: gatsby, listening } = api([file("home/hero.jpg")]);
  const images = await builtInImages(gatsby, new Set(["home/hero.jpg", "team/gone.jpg"]), 20);
  expect(images.missing).toEqual(["team/gone.jpg"]);
  expect(listening()).toBe(0);
});

it("counts a node kept from the last build only once this build has touched it (Gatsby deletes the untouched)", async () => {
  const cached = file("testimonials/maya.jpg");
  const { api: gatsby, touch, listening } = api([file("home/hero.jpg"), cached], [cached]);
  let answered = false;
  const waiting = builtInImages(gatsby, new Set(["home/hero.jpg", "testimonials/maya.jpg"])).then((images) => ((answered = true), images));
  await settled();
  expect(answered).toBe(false);
  touch(cached);
  const images = await waiting;
  expect(images.missing).toEqual([]);
  expect(images.ids.get("testimonials/maya.jpg")).toBe("file-testimonials/maya.jpg");
  expect(listening()).toBe(0);
});
