// Gatsby's redirects (createRedirect) as nginx locations: the old address, with and without its
// trailing slash, answers 301 with the new one. Paths are slugs of pages (letters, digits, - _ . ~
// and slashes, checked when the content is read), so they need no quoting.
export interface Redirect {
  fromPath: string;
  toPath: string;
}

export function nginxRedirects(redirects: ReadonlyArray<Redirect>): string {
  const lines = redirects.flatMap(({ fromPath, toPath }) => {
    const bare = fromPath.replace(/\/+$/, "");
    return [bare, `${bare}/`].map((from) => `location = ${from} { return 301 ${toPath}; }`);
  });
  return `# Written by the build (gatsby-node onPostBuild): old page addresses (previousSlugs).\n${lines.join("\n")}\n`;
}
