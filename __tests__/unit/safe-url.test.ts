import { isSafeUrl } from "../../src/data/safe-url";

it("takes https:, mailto:, tel: and paths of the site", () => {
  for (const url of ["https://wa.me/6281234567890", "https://www.linkedin.com/company/nusakode", "https://example.com", "mailto:hello@nusakode.id", "tel:+62 812-3456-7890", "/contact-us", "/"]) {
    expect([url, isSafeUrl(url)]).toEqual([url, true]);
  }
});

it("refuses script, data and plain-http addresses, other hosts' paths and typos", () => {
  for (const url of ["javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "http://example.com", "//evil.example/x", "htps://example.com", "https://", "https://localhost", "www.example.com", "mailto:", "tel:call-me", "https://exa mple.com"]) {
    expect([url, isSafeUrl(url)]).toEqual([url, false]);
  }
});
