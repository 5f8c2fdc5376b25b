// The link rule the site and cms/ share (src/rules/links.js).
import { isSafeUrl, isSitePath } from "../../src/rules/links";

it("takes https:, mailto:, tel: and paths of the site", () => {
  for (const url of [
    "https://wa.me/6281234567890",
    "https://www.linkedin.com/company/nusakode",
    "https://example.com",
    "https://example.com/a.b?c=d#e",
    "mailto:hello@nusakode.id",
    "tel:+62 812-3456-7890",
    "/contact-us",
    "/",
  ]) {
    expect([url, isSafeUrl(url)]).toEqual([url, true]);
  }
});

it("refuses script, data and plain-http addresses, other hosts' paths and typos", () => {
  for (const url of [
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "http://example.com",
    "//evil.example/x",
    "htps://example.com",
    "https://",
    "https://localhost",
    "www.example.com",
    "mailto:",
    "tel:call-me",
    "https://exa mple.com",
    5,
    null,
  ]) {
    expect([url, isSafeUrl(url)]).toEqual([url, false]);
  }
});

// A browser reads "\" as "/" and drops tabs and newlines: each of these leads to another host.
const otherHosts = [
  "/\\evil.example",
  "/\\\\",
  "//host",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/a\\b",
  "/a\u0000b",
  "/a\u007fb",
];

it("refuses a path that a browser reads as another host's address, and backslashes or tabs anywhere", () => {
  for (const url of [
    ...otherHosts,
    "https://good.example/\\evil.example",
    "https://good.example/a\tb",
    "mailto:a\\b@example.com",
  ]) {
    expect([url, isSafeUrl(url)]).toEqual([url, false]);
  }
});

it("takes as a menu link only a path of this site, by the same rule", () => {
  for (const path of ["/", "/contact-us", "/service/web-development/", "/id/faq/#pricing"])
    expect([path, isSitePath(path)]).toEqual([path, true]);
  for (const path of [...otherHosts, "https://example.com/", "contact-us", "", undefined])
    expect([path, isSitePath(path)]).toEqual([path, false]);
});
