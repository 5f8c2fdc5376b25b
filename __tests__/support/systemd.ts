// systemd's own rating of a unit file's sandboxing, without a running systemd (`--offline=yes`):
// Debian's `systemd` package (scripts/test.sh installs it when missing). The system calls a unit's
// filter allows, and those a command makes (Debian's `strace`).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

export interface Exposure {
  /** The "Overall exposure level" (0 = fully sandboxed, 10 = not at all; below 5.0 is "OK"). */
  score: number;
  /** What systemd-analyze said about the file itself (unknown keys, bad values), one entry a line. */
  warnings: string[];
  output: string;
}

export function securityExposure(unitFile: string): Exposure {
  const result = spawnSync("systemd-analyze", ["security", "--offline=yes", unitFile], { encoding: "utf8" });
  if (result.error) throw result.error;
  const match = /Overall exposure level for \S+: (\d+(?:\.\d+)?)/.exec(result.stdout);
  if (!match)
    throw new Error(
      `systemd-analyze security printed no overall exposure for ${unitFile} (exit ${result.status}):\n${result.stdout}${result.stderr}`,
    );
  return {
    score: Number(match[1]),
    warnings: result.stderr.split("\n").filter((line) => line.trim()),
    output: result.stdout,
  };
}

/** `systemd-analyze verify` of a unit file: its complaints (unknown keys, bad values), one entry a line. */
export function verifyWarnings(unitFile: string): string[] {
  const result = spawnSync("systemd-analyze", ["verify", unitFile], { encoding: "utf8" });
  if (result.error) throw result.error;
  return `${result.stdout}${result.stderr}`.split("\n").filter((line) => line.trim());
}

/**
 * The system calls a unit's SystemCallFilter= lines allow (an allow list, then "~" lists it takes
 * away), each @group expanded by `systemd-analyze syscall-filter`.
 */
export function allowedSystemCalls(unitFile: string): Set<string> {
  const result = spawnSync("systemd-analyze", ["syscall-filter"], { encoding: "utf8" });
  if (result.error) throw result.error;
  const groups = new Map<string, string[]>();
  let group = "";
  for (const line of result.stdout.split("\n")) {
    if (line.startsWith("@")) groups.set((group = line.trim()), []);
    else if (group && line.trim() && !line.trim().startsWith("#")) groups.get(group)!.push(line.trim());
  }
  const expand = (names: string[]): string[] =>
    names.flatMap((name) => (name.startsWith("@") ? expand(groups.get(name) ?? []) : [name]));
  const filters = [...readFileSync(unitFile, "utf8").matchAll(/^SystemCallFilter=(.*)$/gm)].map((match) =>
    match[1].trim(),
  );
  if (filters.length === 0 || filters[0].startsWith("~"))
    throw new Error(`${unitFile} has no allow list in SystemCallFilter=`);
  const allowed = new Set<string>();
  for (const filter of filters) {
    const names = expand(filter.replace(/^~/, "").split(/\s+/));
    for (const name of names) {
      if (filter.startsWith("~")) allowed.delete(name);
      else allowed.add(name);
    }
  }
  return allowed;
}

/** The system calls a command and every process it starts make (strace -f, Debian's `strace`). */
export function systemCallsOf(command: string, args: string[], cwd: string): Set<string> {
  const trace = join(mkdtempSync(join(tmpdir(), "nusakode-strace-")), "trace");
  const result = spawnSync("strace", ["-f", "-qq", "-o", trace, command, ...args], { cwd, encoding: "utf8" });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(" ")} under strace: exit ${result.status}\n${result.stdout}${result.stderr}`,
    );
  const calls = readFileSync(trace, "utf8")
    .split("\n")
    .map((line) => /^\d+\s+([a-z0-9_]+)\(/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
  rmSync(dirname(trace), { recursive: true, force: true });
  return new Set(calls);
}
