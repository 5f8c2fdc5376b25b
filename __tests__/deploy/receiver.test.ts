// The receiver (Debian's `webhook` with deploy/hooks.json, as deploy/nusakode-publish-receiver.service
// starts it) in front of the real deploy/publish.sh, whose build is the runner fixture's stub
// (../support/runner-fixture.ts): which calls start a publish and which are refused. The stub is enough
// here: what a call starts is the runner, and the runner's real Gatsby build behind this same
// receiver is publish-pipeline.test.ts's, where every edit goes through it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { stopProcessGroup } from "../support/process-group";
import { runnerFixture, type RunnerFixture } from "../support/runner-fixture";
import { freePort, waitForHttp } from "../support/server";

const root = join(__dirname, "..", "..");
const WEBHOOK = process.env.WEBHOOK_PATH ?? "/usr/bin/webhook";
const hookSecret = randomBytes(32).toString("hex");
let fixture: RunnerFixture;
let receiver: ChildProcess;
let receiverLog = "";
let hookUrl: string;

beforeAll(async () => {
  fixture = await runnerFixture();
  const port = await freePort();
  hookUrl = `http://127.0.0.1:${port}/hooks/publish`;
  receiver = spawn(WEBHOOK, ["-hooks", join(root, "deploy", "hooks.json"), "-template", "-ip", "127.0.0.1", "-port", String(port), "-verbose"], {
    env: { ...fixture.env, DEPLOY_SCRIPTS: join(root, "deploy"), BUILD_HOOK_SECRET: hookSecret },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  receiver.stdout?.on("data", (chunk) => (receiverLog += chunk));
  receiver.stderr?.on("data", (chunk) => (receiverLog += chunk));
  if (!(await waitForHttp(`http://127.0.0.1:${port}/`, () => true, receiver, 10000))) throw new Error(`webhook did not start:\n${receiverLog}`);
}, 30000);

afterAll(async () => {
  if (receiver) await stopProcessGroup(receiver);
  await fixture?.remove();
});

test("the receiver refuses a publish without the secret or with a wrong one (401), and anything but POST", async () => {
  const post = (headers: Record<string, string>) =>
    fetch(hookUrl, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ event: "entry.publish", model: "faq" }) });
  expect((await post({})).status).toBe(401);
  const wrong = `${hookSecret.slice(0, -1)}${hookSecret.endsWith("a") ? "b" : "a"}`;
  expect((await post({ "x-build-hook-secret": wrong })).status).toBe(401);
  expect((await post({ "x-build-hook-secret": "" })).status).toBe(401);
  expect((await fetch(hookUrl, { headers: { "x-build-hook-secret": hookSecret } })).status).toBe(405);
  expect((await post({ "x-build-hook-secret": hookSecret })).status).toBe(202);
  // The runner's own status updates (model publish-status) never start a build.
  const ignored = await fetch(hookUrl, {
    method: "POST",
    headers: { "content-type": "application/json", "x-build-hook-secret": hookSecret },
    body: JSON.stringify({ event: "entry.update", model: "publish-status" }),
  });
  expect(ignored.status).toBe(401);
  // The one right call above (model faq) started the runner, which built once; wait for it to end
  // (the runner holds DEPLOY_ROOT/.lock while it runs). A refused call starts nothing: webhook
  // answers 401 instead of running the command.
  const lockFree = () => spawnSync("flock", ["-n", join(fixture.deployRoot, ".lock"), "true"]).status === 0;
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline && !(fixture.status().state === "idle" && lockFree())) await new Promise((r) => setTimeout(r, 100));
  const context = `runner log:\n${fixture.log()}\nreceiver log:\n${receiverLog.slice(-2000)}`;
  expect([fixture.status(), context]).toEqual([expect.objectContaining({ state: "idle", lastResult: "success", builds: 1 }), context]);
  expect(fixture.log()).toMatch(/live publish received: entry\.publish faq/);
  expect(fixture.log()).not.toMatch(/publish-status/);
}, 90000);
