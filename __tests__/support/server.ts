// Starts `gatsby serve` on a free loopback port for the browser tests.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Polls `url` until `ready` accepts an answer (true), the process it waits for has exited, or
 * `timeoutMs` has passed (false).
 */
export async function waitForHttp(
  url: string,
  ready: (response: Response) => boolean,
  child: ChildProcess,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if (ready(await fetch(url))) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

export async function startGatsbyServe(port: number): Promise<ChildProcess> {
  const root = join(__dirname, "..", "..");
  const child = spawn(
    join(root, "node_modules", ".bin", "gatsby"),
    ["serve", "--host", "127.0.0.1", "--port", String(port)],
    {
      cwd: root,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
      stdio: "ignore",
      detached: true,
    },
  );
  if (await waitForHttp(`http://127.0.0.1:${port}/`, (response) => response.ok, child, 60000)) return child;
  child.kill();
  throw new Error(`gatsby serve did not answer on port ${port} within 60 s`);
}
