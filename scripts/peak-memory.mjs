// Peak memory of a process tree (a build and every process it starts: Gatsby's workers, sharp's
// children), for the scale bench: /proc polled every 250 ms, the tree's resident memory summed.
// A short-lived child between two polls is missed; Gatsby's workers live through the build.
import { readFileSync, readdirSync } from "node:fs";
import { loadavg } from "node:os";

const PAGE = 4096; // statm counts pages; x86-64 Linux's page size

/**
 * Every live process's parent: pid -> ppid, from /proc/<pid>/stat (the field after the command's closing parenthesis).
 */
function parents() {
  const map = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      map.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // ended meanwhile
    }
  }
  return map;
}

/** Resident bytes of `root` and all its descendants now. */
export function treeRss(root) {
  const parent = parents();
  const inTree = new Set([root]);
  // parents can come after children in /proc's order: repeat until no process joins
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parent)
      if (!inTree.has(pid) && inTree.has(ppid)) {
        inTree.add(pid);
        grew = true;
      }
  }
  let bytes = 0;
  for (const pid of inTree) {
    try {
      bytes += Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * PAGE;
    } catch {
      // ended meanwhile
    }
  }
  return bytes;
}

/** Starts polling `root`'s tree; stop() returns the peak (MiB) and the 1-minute load average's range meanwhile. */
export function watchPeakMemory(root, everyMs = 250) {
  let peak = 0;
  const loads = [loadavg()[0]];
  let ticks = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(root));
    if (++ticks % 20 === 0) loads.push(loadavg()[0]); // every 5 s
  }, everyMs);
  return () => {
    clearInterval(timer);
    loads.push(loadavg()[0]);
    return { peakMiB: Math.round(peak / 2 ** 20), loadMin: Math.min(...loads), loadMax: Math.max(...loads) };
  };
}
