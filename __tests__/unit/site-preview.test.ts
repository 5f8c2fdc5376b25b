import { withPreviewBanner } from "../../src/gatsby/after-build/preview-banner";
import { nginxHeaderVariables } from "../../src/gatsby/after-build/nginx-headers";
import { sitePreview } from "../../src/gatsby/site-preview";
import { inlineScriptHashes } from "../../src/gatsby/after-build/csp";

test("a live build is no preview; a preview needs the admin's origin and reads the time the runner gives", () => {
  expect(sitePreview({})).toBeUndefined();
  expect(sitePreview({ SITE_PREVIEW: "false", PREVIEW_ADMIN_ORIGIN: "https://cms.nusakode.id" })).toBeUndefined();
  expect(
    sitePreview({
      SITE_PREVIEW: "true",
      PREVIEW_ADMIN_ORIGIN: "https://cms.nusakode.id/",
      PREVIEW_CONTENT_AS_OF: "2026-11-22T08:15:02.120Z",
    }),
  ).toEqual({
    adminOrigin: "https://cms.nusakode.id",
    contentAsOf: new Date("2026-11-22T08:15:02.120Z"),
  });
  expect(() => sitePreview({ SITE_PREVIEW: "true" })).toThrow(
    'SITE_PREVIEW=true needs PREVIEW_ADMIN_ORIGIN, the CMS admin\'s origin (https://cms.example.com), got ""',
  );
  expect(() => sitePreview({ SITE_PREVIEW: "true", PREVIEW_ADMIN_ORIGIN: "https://cms.nusakode.id/admin" })).toThrow(
    "PREVIEW_ADMIN_ORIGIN must be an origin only",
  );
  expect(() =>
    sitePreview({
      SITE_PREVIEW: "true",
      PREVIEW_ADMIN_ORIGIN: "https://cms.nusakode.id",
      PREVIEW_CONTENT_AS_OF: "soon",
    }),
  ).toThrow('PREVIEW_CONTENT_AS_OF must be an ISO time, got "soon"');
});

test("the preview banner says when the drafts were read, once per page, replacing an earlier build's", () => {
  const page = '<html><body class="x"><div id="___gatsby"></div></body></html>';
  const first = withPreviewBanner(page, {
    adminOrigin: "https://cms.nusakode.id",
    contentAsOf: new Date("2026-11-22T08:15:02Z"),
  });
  expect(first).toContain('<body class="x"><aside id="preview-banner" aria-label="Preview">');
  expect(first).toContain('<time datetime="2026-11-22T08:15:02.000Z">22 November 2026, 08:15:02 UTC</time>');
  const second = withPreviewBanner(first, {
    adminOrigin: "https://cms.nusakode.id",
    contentAsOf: new Date("2026-11-22T09:00:00Z"),
  });
  expect(second.match(/<aside id="preview-banner"/g)).toHaveLength(1);
  expect(second).toContain("22 November 2026, 09:00:00 UTC");
  expect(second).not.toContain("08:15:02");
  // the script that follows the runner's state is the same on every page of every build: one CSP hash
  expect(inlineScriptHashes(second)).toEqual(inlineScriptHashes(first));
  expect(inlineScriptHashes(first)).toHaveLength(1);
});

test("the preview banner lists what the Indonesian pages show in English, escaped", () => {
  const page = "<html><body><div></div></body></html>";
  const preview = { adminOrigin: "https://cms.nusakode.id", contentAsOf: new Date("2026-11-22T08:15:02Z") };
  expect(withPreviewBanner(page, preview)).not.toContain("<details>");
  const listed = withPreviewBanner(page, preview, [
    'CMS Service (id), entry "service-2": title',
    "CMS <Faq> (id): missing",
  ]);
  expect(listed).toContain(
    "<summary>2 entries are shown in English on the Indonesian pages, for want of Indonesian text</summary>",
  );
  expect(listed).toContain(
    "<li>CMS Service (id), entry &quot;service-2&quot;: title</li><li>CMS &lt;Faq&gt; (id): missing</li>",
  );
});

test("the preview banner names, in view, each draft the build could not use, escaped", () => {
  const page = "<html><body><div></div></body></html>";
  const preview = { adminOrigin: "https://cms.nusakode.id", contentAsOf: new Date("2026-11-22T08:15:02Z") };
  expect(withPreviewBanner(page, preview)).not.toContain("Not in this preview");
  const one = withPreviewBanner(
    page,
    preview,
    [],
    [
      'Site settings > Social links > Twitter > Profile address must be an https: address, got "<x>". Not published: the version published before stays on the site.',
    ],
  );
  expect(one).toContain(
    "<strong>Not in this preview: a draft the build could not use. Correct it in the CMS and save.</strong>",
  );
  expect(one).toContain(
    "<li>Site settings &gt; Social links &gt; Twitter &gt; Profile address must be an https: address, got &quot;&lt;x&gt;&quot;. Not published: the version published before stays on the site.</li>",
  );
  expect(withPreviewBanner(page, preview, [], ["a", "b"])).toContain(
    "Not in this preview: 2 drafts the build could not use. Correct them in the CMS and save.",
  );
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

test("a policy longer than nginx takes in one parameter (a hash per page) is set in pieces, each added to the last", () => {
  const hashes = Array.from({ length: 120 }, (_, i) => `'sha256-${String(i).padStart(43, "x")}='`);
  const policy = `default-src 'self'; script-src 'self' ${hashes.join(" ")}`;
  const lines = nginxHeaderVariables({ policy, preview: false })
    .split("\n")
    .filter((line) => line.startsWith("set $content_security_policy"));
  expect(lines.length).toBeGreaterThan(2);
  expect(lines.every((line) => line.length < 4096)).toBe(true);
  expect(lines[1]).toMatch(/^set \$content_security_policy "\$\{content_security_policy\} '/);
  // what nginx ends up with: the pieces joined
  const joined = lines.map((line) => /"(?:\$\{content_security_policy\})?(.*)";$/.exec(line)![1]).join("");
  expect(joined).toBe(policy);
});
