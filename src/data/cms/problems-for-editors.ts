// Why a build stopped, whole, for the publish runner (deploy/publish.sh) to show editors in Publish status
// and on the preview: Gatsby's log wraps lines at 80 columns and mixes them with everything else, so the
// build also writes each reason it stops for to BUILD_PROBLEMS_FILE when the runner names one.
import { appendFileSync } from "node:fs";

export function recordForEditors(message: string): void {
  const file = process.env.BUILD_PROBLEMS_FILE;
  if (file) appendFileSync(file, `${message.trim()}\n`);
}
