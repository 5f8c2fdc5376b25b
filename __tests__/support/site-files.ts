import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const publicDir = join(__dirname, "..", "..", "public");

/** The built HTML of a route, e.g. "/" or "/404". Fails clearly when the site was not built. */
export function builtHtml(route: string): string {
  const file = route.endsWith(".html") ? join(publicDir, route) : join(publicDir, route, "index.html");
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return readFileSync(file, "utf8");
}

/** The Content-Security-Policy the build wrote for nginx (public/.nginx/csp.conf), its pieces joined. */
export function builtPolicy(): string {
  const conf = readFileSync(join(publicDir, ".nginx", "csp.conf"), "utf8");
  return [...conf.matchAll(/^set \$content_security_policy "(?:\$\{content_security_policy\})?([^"]*)";$/gm)]
    .map((m) => m[1])
    .join("");
}
