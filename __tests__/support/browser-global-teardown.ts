import type { ChildProcess } from "node:child_process";

export default async function teardown() {
  const child = (globalThis as Record<string, unknown>).__SITE_SERVER__ as ChildProcess | undefined;
  if (child?.pid) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      child.kill("SIGTERM");
    }
  }
}
