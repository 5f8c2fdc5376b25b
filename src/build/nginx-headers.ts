// public/.nginx/csp.conf: the variables deploy/security-headers.conf sends, written by each build so
// the live site and the preview of drafts (src/build/site-preview.ts) are served by the same nginx files.
// An empty value sends no header.
export function nginxHeaderVariables({ policy, preview }: { policy: string; preview: boolean }): string {
  if (policy.includes('"')) throw new Error("a Content-Security-Policy with a double quote cannot be written for nginx");
  return [
    `set $content_security_policy "${policy}";`,
    // The preview is framed by the CMS admin, as its policy's frame-ancestors says; the live site by nobody.
    `set $frame_options "${preview ? "" : "DENY"}";`,
    `set $robots_tag "${preview ? "noindex, nofollow" : ""}";`,
    "",
  ].join("\n");
}
