// The CMS tests' stop (__tests__/support/process-group.ts): `npm start` ends at once on SIGTERM while
// the Strapi it started keeps its port a while longer. Here a shell plays npm and node plays Strapi.
import { spawn } from "node:child_process";
import net from "node:net";
import { stopProcessGroup } from "../support/process-group";

/** A shell that ends on SIGTERM, and its node child listening on a port; onTerm is the child's SIGTERM handler. */
async function startGroup(onTerm: string) {
  const server = `const s = require("net").createServer().listen(0, "127.0.0.1", () => console.log(s.address().port)); process.on("SIGTERM", ${onTerm});`;
  const child = spawn("sh", ["-c", 'node -e "$SERVER" & wait'], {
    env: { ...process.env, SERVER: server },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const port = await new Promise<number>((resolve) =>
    child.stdout.once("data", (chunk) => resolve(Number(String(chunk).trim()))),
  );
  return { child, port };
}

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

test("resolves only when the process that outlives its parent has closed its port", async () => {
  const { child, port } = await startGroup("() => setTimeout(() => process.exit(0), 1000)");
  expect(await connects(port)).toBe(true);
  await stopProcessGroup(child);
  expect(child.exitCode !== null || child.signalCode !== null).toBe(true);
  expect(await connects(port)).toBe(false);
});

test("kills what ignores SIGTERM once the grace time is over", async () => {
  const { child, port } = await startGroup("() => {}");
  const started = Date.now();
  await stopProcessGroup(child, 500);
  expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  expect(await connects(port)).toBe(false);
});
