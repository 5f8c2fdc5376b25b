import { builtInImages } from "../../src/node/built-in-images";

const file = (relativePath: string, sourceInstanceName = "images") =>
  ({ id: `file-${relativePath}`, relativePath, sourceInstanceName, internal: { type: "File" } }) as any;

function api(existing: any[]) {
  const handlers = new Set<(action: { payload?: any }) => void>();
  return {
    handlers,
    create: (node: any) => handlers.forEach((handler) => handler({ payload: node })),
    api: { getNodesByType: (type: string) => (type === "File" ? existing : []), emitter: { on: (_: string, h: any) => handlers.add(h), off: (_: string, h: any) => handlers.delete(h) } } as any,
  };
}

it("answers at once when every named image has its File node", async () => {
  const { api: gatsby, handlers } = api([file("home/hero.jpg"), file("team/a.jpg")]);
  const images = await builtInImages(gatsby, new Set(["home/hero.jpg"]));
  expect(images.missing).toEqual([]);
  expect(images.ids.get("home/hero.jpg")).toBe("file-home/hero.jpg");
  expect(handlers.size).toBe(0);
});

it("waits for the nodes still to come, counting only the images source's File nodes", async () => {
  const { api: gatsby, create, handlers } = api([file("home/hero.jpg")]);
  let answered = false;
  const waiting = builtInImages(gatsby, new Set(["home/hero.jpg", "testimonials/maya.jpg"])).then((images) => ((answered = true), images));
  create(file("testimonials/maya.jpg", "uploads"));
  create({ id: "other", internal: { type: "Service" } });
  await new Promise((resolve) => setTimeout(resolve, 0)); // let pending promises settle
  expect(answered).toBe(false);
  create(file("testimonials/maya.jpg"));
  const images = await waiting;
  expect(images.missing).toEqual([]);
  expect(images.ids.get("testimonials/maya.jpg")).toBe("file-testimonials/maya.jpg");
  expect(handlers.size).toBe(0);
});

it("names the images that never come when the wait ends", async () => {
  const { api: gatsby, handlers } = api([file("home/hero.jpg")]);
  const images = await builtInImages(gatsby, new Set(["home/hero.jpg", "team/gone.jpg"]), 20);
  expect(images.missing).toEqual(["team/gone.jpg"]);
  expect(handlers.size).toBe(0);
});
