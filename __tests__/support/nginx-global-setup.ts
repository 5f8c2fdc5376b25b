import { freePort } from "./server";
import { startNginx } from "./nginx";

export default async function setup() {
  const port = await freePort();
  (globalThis as Record<string, unknown>).__NGINX__ = await startNginx(port);
  process.env.SITE_URL_NGINX = `http://127.0.0.1:${port}`;
}
