// Starts `gatsby serve` on a free loopback port for the browser tests.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function startGatsbyServe(port: number): Promise<ChildProcess> {
  const root = join(__dirname, "..", "..");
  const child = spawn(join(root, "node_modules", ".bin", "gatsby"), ["serve", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
    detached: true,
  });
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill();
  throw new Error(`gatsby serve did not answer on port ${port} within 60 s`);
}
