// public/.nginx/csp.conf: the variables deploy/security-headers.conf sends, written by each build so
// the live site and the preview of drafts (src/gatsby/site-preview.ts) are served by the same nginx files.
// An empty value sends no header.
export function nginxHeaderVariables({ policy, preview }: { policy: string; preview: boolean }): string {
  if (policy.includes('"') || policy.includes("$"))
    throw new Error("a Content-Security-Policy with a double quote or a $ cannot be written for nginx");
  return [
    ...setInPieces("content_security_policy", policy),
    // The preview is framed by the CMS admin, as its policy's frame-ancestors says; the live site by nobody.
    `set $frame_options "${preview ? "" : "DENY"}";`,
    `set $robots_tag "${preview ? "noindex, nofollow" : ""}";`,
    "",
  ].join("\n");
}

/**
 * nginx reads no parameter longer than 4096 bytes, and a policy holds one script hash per page (Gatsby
 * writes each page's address into an inline script): the value is set in pieces, each added to the last.
 */
function setInPieces(variable: string, value: string, most = 2000): string[] {
  const pieces: string[] = [];
  let rest = value;
  while (rest.length > most) {
    const cut = rest.lastIndexOf(" ", most);
    const at = cut > 0 ? cut : most;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  pieces.push(rest);
  return pieces.map((piece, i) => `set $${variable} "${i === 0 ? "" : `\${${variable}}`}${piece}";`);
}
