// The Nu Html Checker (vnu-jar, run with the machine's Java) over every built page: zero errors.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtPages } from "../support/built-pages";
import { publicDir } from "../support/site-files";

const vnuJar = require.resolve("vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

function vnuErrors(files: string[]): VnuMessage[] {
  // vnu writes its JSON report to stderr and exits 1 when it found errors
  const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  const report = JSON.parse(run.stderr || run.stdout) as { messages?: VnuMessage[] };
  return (report.messages ?? []).filter((m) => m.type === "error");
}

test("every built page is valid HTML", () => {
  const files = [...builtPages().map((p) => p.file), join(publicDir, "404.html")];
  const errors = vnuErrors(files).map(
    (m) => `${m.url.replace(`file:${publicDir}`, "")}: ${m.message} ${m.extract ?? ""}`,
  );
  expect(errors).toEqual([]);
}, 120000);

test("the checker does report invalid HTML", () => {
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    writeFileSync(
      join(dir, "bad.html"),
      '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><dl><div><dd>1</dd><dt>a</dt></div></dl></body></html>',
    );
    expect(vnuErrors([join(dir, "bad.html")]).length).toBeGreaterThan(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60000);
