import { stopNginx, type RunningNginx } from "./nginx";

export default async function teardown() {
  stopNginx((globalThis as Record<string, unknown>).__NGINX__ as RunningNginx | undefined);
}
