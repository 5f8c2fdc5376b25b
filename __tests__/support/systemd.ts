// systemd's own rating of a unit file's sandboxing, without a running systemd (`--offline=yes`):
// Debian's `systemd` package (scripts/test.sh installs it when missing).
import { spawnSync } from "node:child_process";

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
  if (!match) throw new Error(`systemd-analyze security printed no overall exposure for ${unitFile} (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  return { score: Number(match[1]), warnings: result.stderr.split("\n").filter((line) => line.trim()), output: result.stdout };
}

/** `systemd-analyze verify` of a unit file: its complaints (unknown keys, bad values), one entry a line. */
export function verifyWarnings(unitFile: string): string[] {
  const result = spawnSync("systemd-analyze", ["verify", unitFile], { encoding: "utf8" });
  if (result.error) throw result.error;
  return `${result.stdout}${result.stderr}`.split("\n").filter((line) => line.trim());
}
