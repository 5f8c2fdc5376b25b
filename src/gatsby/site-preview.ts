// The preview of drafts (deploy/README.md, "Preview"): the same site built from the CMS's drafts for
// editors only. The build runner's preview target sets these variables; a live build has none of them.
//   SITE_PREVIEW=true            source drafts (gatsby-source-strapi status "draft"), show the preview
//                                banner, no sitemap, headers for nginx: noindex, framed by the admin only
//   PREVIEW_ADMIN_ORIGIN         the CMS admin's origin, the only page allowed to frame the preview
//   PREVIEW_CONTENT_AS_OF        when the runner read the CMS (ISO time): every draft saved before is in
export interface SitePreview {
  adminOrigin: string;
  contentAsOf: Date;
}

/** undefined for a live build; throws on a preview build whose settings are wrong. */
export function sitePreview(env: NodeJS.ProcessEnv): SitePreview | undefined {
  if (env.SITE_PREVIEW !== "true") return undefined;
  const adminOrigin = env.PREVIEW_ADMIN_ORIGIN?.trim() ?? "";
  let origin: string;
  try {
    origin = new URL(adminOrigin).origin;
  } catch {
    throw new Error(
      `SITE_PREVIEW=true needs PREVIEW_ADMIN_ORIGIN, the CMS admin's origin (https://cms.example.com), got "${adminOrigin}"`,
    );
  }
  if (origin !== adminOrigin.replace(/\/$/, ""))
    throw new Error(`PREVIEW_ADMIN_ORIGIN must be an origin only (scheme, host, port), got "${adminOrigin}"`);
  const contentAsOf = env.PREVIEW_CONTENT_AS_OF ? new Date(env.PREVIEW_CONTENT_AS_OF) : new Date();
  if (Number.isNaN(contentAsOf.getTime()))
    throw new Error(`PREVIEW_CONTENT_AS_OF must be an ISO time, got "${env.PREVIEW_CONTENT_AS_OF}"`);
  return { adminOrigin: origin, contentAsOf };
}

/** "22 November 2026, 08:15:02 UTC": what the banner says the drafts were read at. */
export function previewTime(date: Date): string {
  const day = date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const time = date.toLocaleTimeString("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hour12: false,
    timeZone: "UTC",
  });
  return `${day}, ${time} UTC`;
}
