import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const publicDir = join(__dirname, "..", "..", "public");

/** The built HTML of a route, e.g. "/" or "/404". Fails clearly when the site was not built. */
export function builtHtml(route: string): string {
  const file = route.endsWith(".html") ? join(publicDir, route) : join(publicDir, route, "index.html");
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return readFileSync(file, "utf8");
}
