// The receiver (Debian's `webhook` with deploy/hooks.json, as deploy/nusakode-publish-receiver.service
// starts it) in front of the real deploy/publish.sh, whose build is the runner fixture's stub
// (../support/runner-fixture.ts): which calls start a publish and which are refused. The stub is enough
// here: what a call starts is the runner, and the runner's real Gatsby build behind this same
// receiver is publish-pipeline.test.ts's, where every edit goes through it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { signedHeaders } from "../../cms/src/build-hook";
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
  receiver = spawn(
    WEBHOOK,
    ["-hooks", join(root, "deploy", "hooks.json"), "-template", "-ip", "127.0.0.1", "-port", String(port), "-verbose"],
    {
      env: { ...fixture.env, DEPLOY_SCRIPTS: join(root, "deploy"), BUILD_HOOK_SECRET: hookSecret },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  receiver.stdout?.on("data", (chunk) => (receiverLog += chunk));
  receiver.stderr?.on("data", (chunk) => (receiverLog += chunk));
  if (!(await waitForHttp(`http://127.0.0.1:${port}/`, () => true, receiver, 10000)))
    throw new Error(`webhook did not start:\n${receiverLog}`);
}, 30000);

afterAll(async () => {
  if (receiver) await stopProcessGroup(receiver);
  await fixture?.remove();
});

/** A call as the CMS sends it (cms/src/build-hook.js): the body signed with the secret, its time inside. */
function call(
  data: Record<string, unknown>,
  { secret = hookSecret, sendBody }: { secret?: string; sendBody?: string } = {},
) {
  const body = JSON.stringify({ createdAt: new Date().toISOString(), ...data });
  return fetch(hookUrl, {
    method: "POST",
    headers: signedHeaders(body, String(data.event), { BUILD_HOOK_SECRET: secret }),
    body: sendBody ?? body,
  });
}

test("the receiver takes a call signed with the secret, and refuses (401, logged) one unsigned, signed otherwise, or changed after signing; anything but POST", async () => {
  const publish = { event: "entry.publish", model: "faq" };
  const plain = (headers: Record<string, string>) =>
    fetch(hookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ ...publish, createdAt: new Date().toISOString() }),
    });
  expect((await plain({})).status).toBe(401);
  expect((await plain({ "x-build-hook-secret": hookSecret })).status).toBe(401); // the secret alone, unsigned
  const wrong = `${hookSecret.slice(0, -1)}${hookSecret.endsWith("a") ? "b" : "a"}`;
  expect((await call(publish, { secret: wrong })).status).toBe(401);
  const signed = JSON.stringify({ ...publish, createdAt: new Date().toISOString() });
  // Changed after signing: webhook answers a signature that does not match with 500 and logs it.
  const changed = await call(publish, { sendBody: signed.replace("faq", "service") });
  expect([changed.status, await changed.text()]).toEqual([500, "Error occurred while evaluating hook rules."]);
  expect(receiverLog).toMatch(/error evaluating hook: invalid payload signature/);
  expect((await call({ event: "entry.publish", model: "faq", createdAt: "yesterday" })).status).toBe(401); // no time the runner can check
  expect((await fetch(hookUrl, { headers: { "x-build-hook-secret": hookSecret } })).status).toBe(405);
  expect(receiverLog).toMatch(
    /publish got matched, but didn't get triggered because the trigger rules were not satisfied/,
  );
  expect((await call(publish)).status).toBe(202);
  // The runner's own status updates (model publish-status) never start a build.
  expect((await call({ event: "entry.update", model: "publish-status" })).status).toBe(401);
  // The one right call above (model faq) started the runner, which built once; wait for it to end
  // (the runner holds DEPLOY_ROOT/.lock while it runs). A refused call starts nothing: webhook
  // answers 401 instead of running the command.
  await idle();
  const context = `runner log:\n${fixture.log()}\nreceiver log:\n${receiverLog.slice(-2000)}`;
  expect([fixture.status(), context]).toEqual([
    expect.objectContaining({ state: "idle", lastResult: "success", builds: 1 }),
    context,
  ]);
  expect(fixture.log()).toMatch(/live publish received: entry\.publish faq/);
  expect(fixture.log()).not.toMatch(/publish-status/);
}, 90000);

test("a signed call replayed later than HOOK_MAX_AGE is refused by the runner and logged; nothing is built", async () => {
  const builds = fixture.status().builds;
  const old = { event: "entry.publish", model: "faq", createdAt: new Date(Date.now() - 10 * 60 * 1000).toISOString() };
  expect((await call(old)).status).toBe(202); // webhook cannot tell the time: the runner does
  await until(() =>
    /refused a live call signed at \S+, 60\d s ago \(HOOK_MAX_AGE=300\): a call replayed\? Nothing built\./.test(
      fixture.log(),
    ),
  );
  await idle();
  expect(fixture.status().builds).toBe(builds);
}, 60000);

const lockFree = () => spawnSync("flock", ["-n", join(fixture.deployRoot, ".lock"), "true"]).status === 0;
async function until(done: () => boolean, ms = 60000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !done()) await new Promise((r) => setTimeout(r, 100));
}
const idle = () => until(() => fixture.status().state === "idle" && lockFree());
