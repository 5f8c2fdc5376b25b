import { freePort, startGatsbyServe } from "./server";

export default async function setup() {
  const port = await freePort();
  const child = await startGatsbyServe(port);
  process.env.SITE_URL_GATSBY = `http://127.0.0.1:${port}`;
  (globalThis as Record<string, unknown>).__SITE_SERVER__ = child;
}
