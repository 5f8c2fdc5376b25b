import { createHash } from "node:crypto";
import { contentSecurityPolicy, inlineScriptHashes } from "../../src/gatsby/after-build/csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("hashes inline scripts, module scripts included, once each; skips external scripts and JSON-LD", () => {
  const html = [
    '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/faq";/*]]>*/</script>',
    '<script type="module">const e=1;</script>',
    '<script src="/app.js" async></script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script type="module">const e=1;</script>',
  ].join("");
  expect(inlineScriptHashes(html)).toEqual([sha('/*<![CDATA[*/window.pagePath="/faq";/*]]>*/'), sha("const e=1;")]);
});

test("the policy allows the site, its inline scripts by hash, WebAssembly (the search), reCAPTCHA, the email API and the map tiles only", () => {
  const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], emailOrigin: "https://api.emailjs.com" });
  expect(policy).toBe(
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-abc' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/; " +
      "style-src 'self' 'unsafe-inline'; img-src 'self' data: https://tile.openstreetmap.org; font-src 'self' data:; " +
      "connect-src 'self' https://api.emailjs.com; frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/; " +
      "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  );
  expect(policy).not.toMatch(/(?<!wasm-)unsafe-eval|script-src[^;]*unsafe-inline/); // WebAssembly only, never eval
});
