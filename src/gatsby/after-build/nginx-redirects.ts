// Gatsby's redirects (createRedirect) as nginx locations: the old address, with and without its
// trailing slash, answers 301 with the new one. nginx takes the paths unquoted, which is safe for
// slugs (src/rules/slug.js, checked when the content is read) and checked again here, so a path that
// slipped past the content check fails the build instead of writing nginx configuration.
import { isSlug } from "../../rules/slug";

export interface Redirect {
  fromPath: string;
  toPath: string;
}

const isPagePath = (path: string) =>
  path.startsWith("/") &&
  path
    .split("/")
    .slice(1, path.endsWith("/") ? -1 : undefined)
    .every(isSlug);

export function nginxRedirects(redirects: ReadonlyArray<Redirect>): string {
  const lines = redirects.flatMap(({ fromPath, toPath }) => {
    const unsafe = [fromPath, toPath].find((path) => !isPagePath(path));
    if (unsafe !== undefined)
      throw new Error(
        `Redirect ${fromPath} -> ${toPath}: ${JSON.stringify(unsafe)} is not a path of slugs, which nginx could take unquoted`,
      );
    const bare = fromPath.replace(/\/+$/, "");
    return [bare, `${bare}/`].map((from) => `location = ${from} { return 301 ${toPath}; }`);
  });
  return `# Written by the build (gatsby-node onPostBuild): old page addresses (previousSlugs).\n${lines.join("\n")}\n`;
}
