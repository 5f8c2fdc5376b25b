// Stops a process started with `detached: true` together with everything it started. The child
// alone is not enough: `npm start` exits at once on SIGTERM while the Strapi it started still
// answers on its port for a while, and a test that stopped the CMS then found it up.
import type { ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/**
 * Whether a process of the group still runs, from /proc (Linux): `kill(-pgid, 0)` would also count
 * zombies, which a container without an init that reaps orphans keeps for ever.
 */
const groupAlive = (pgid: number) =>
  readdirSync("/proc").some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      return false; // ended while we looked
    }
    // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so read after the last ")"
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(pgrp) === pgid && state !== "Z";
  });

const signalGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group ended meanwhile
  }
};

/**
 * SIGTERM to the group, SIGKILL to what is left after graceMs; resolves once no process of the
 * group is alive. The group has no exit event of its own, so its state is checked every 100 ms.
 */
export async function stopProcessGroup(child: ChildProcess, graceMs = 20000): Promise<void> {
  const pid = child.pid;
  if (!pid) return;
  signalGroup(pid, "SIGTERM");
  const killAt = Date.now() + graceMs;
  let killed = false;
  while (groupAlive(pid)) {
    if (!killed && Date.now() >= killAt) {
      signalGroup(pid, "SIGKILL");
      killed = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
