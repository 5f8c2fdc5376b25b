import { withPreviewBanner } from "../../src/build/preview-banner";
import { nginxHeaderVariables } from "../../src/build/nginx-headers";
import { sitePreview } from "../../src/build/site-preview";

test("a live build is no preview; a preview needs the admin's origin and reads the time the runner gives", () => {
  expect(sitePreview({})).toBeUndefined();
  expect(sitePreview({ SITE_PREVIEW: "false", PREVIEW_ADMIN_ORIGIN: "https://cms.nusakode.id" })).toBeUndefined();
  expect(sitePreview({ SITE_PREVIEW: "true", PREVIEW_ADMIN_ORIGIN: "https://cms.nusakode.id/", PREVIEW_CONTENT_AS_OF: "2026-11-22T08:15:02.120Z" })).toEqual({
    adminOrigin: "https://cms.nusakode.id",
    contentAsOf: new Date("2026-11-22T08:15:02.120Z"),
  });
  expect(() => sitePreview({ SITE_PREVIEW: "true" })).toThrow('SITE_PREVIEW=true needs PREVIEW_ADMIN_ORIGIN, the CMS admin\'s origin (https://cms.example.com), got ""');
  expect(() => sitePreview({ SITE_PREVIEW: "true", PREVIEW_ADMIN_ORIGIN: "https://cms.nusakode.id/admin" })).toThrow("PREVIEW_ADMIN_ORIGIN must be an origin only");
  expect(() => sitePreview({ SITE_PREVIEW: "true", PREVIEW_ADMIN_ORIGIN: "https://cms.nusakode.id", PREVIEW_CONTENT_AS_OF: "soon" })).toThrow('PREVIEW_CONTENT_AS_OF must be an ISO time, got "soon"');
});

test("the preview banner says when the drafts were read, once per page, replacing an earlier build's", () => {
  const page = '<html><body class="x"><div id="___gatsby"></div></body></html>';
  const first = withPreviewBanner(page, { adminOrigin: "https://cms.nusakode.id", contentAsOf: new Date("2026-11-22T08:15:02Z") });
  expect(first).toContain('<body class="x"><aside id="preview-banner" aria-label="Preview">');
  expect(first).toContain('<time datetime="2026-11-22T08:15:02.000Z">22 November 2026, 08:15:02 UTC</time>');
  const second = withPreviewBanner(first, { adminOrigin: "https://cms.nusakode.id", contentAsOf: new Date("2026-11-22T09:00:00Z") });
  expect(second.match(/preview-banner"/g)).toHaveLength(1);
  expect(second).toContain("22 November 2026, 09:00:00 UTC");
  expect(second).not.toContain("08:15:02");
});

test("nginx's header variables: the live site is never framed nor marked noindex; the preview the other way round", () => {
  expect(nginxHeaderVariables({ policy: "default-src 'self'", preview: false })).toBe(
    `set $content_security_policy "default-src 'self'";\nset $frame_options "DENY";\nset $robots_tag "";\n`,
  );
  expect(nginxHeaderVariables({ policy: "frame-ancestors https://cms.nusakode.id", preview: true })).toBe(
    `set $content_security_policy "frame-ancestors https://cms.nusakode.id";\nset $frame_options "";\nset $robots_tag "noindex, nofollow";\n`,
  );
  expect(() => nginxHeaderVariables({ policy: 'a "quoted" policy', preview: false })).toThrow("double quote");
});
