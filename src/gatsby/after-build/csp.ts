// The Content-Security-Policy the site needs, and nothing more: its own files, the hashes of the
// inline scripts Gatsby writes into each page, the reCAPTCHA script and frame, the email API, the CMS's form route and
// the map tiles. Styles allow 'unsafe-inline' because Gatsby inlines the critical CSS and
// gatsby-plugin-image uses style attributes (the HTTP Observatory does not penalise it in style-src).
import { createHash } from "node:crypto";

export const RECAPTCHA_SCRIPT_ORIGINS = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];
export const RECAPTCHA_FRAME_ORIGINS = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"];
export const MAP_TILE_ORIGIN = "https://tile.openstreetmap.org";

/** The 'sha256-...' source of every inline script a browser would run (not JSON-LD data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = "", body]) => body.length > 0 && !/\ssrc=/.test(attributes) && isJavaScript(attributes))
    .map(([, , body]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  return [...new Set(hashes)];
}

function isJavaScript(attributes: string): boolean {
  const type = attributes.match(/\stype="([^"]*)"/)?.[1];
  return type === undefined || type === "" || type === "module" || /^(text|application)\/javascript$/.test(type);
}

/** frameAncestors: who may frame the pages; nobody on the live site, the CMS admin for the preview. */
export function contentSecurityPolicy({
  scriptHashes,
  emailOrigin,
  visitorFormsOrigin = "",
  frameAncestors = [],
}: {
  scriptHashes: string[];
  emailOrigin: string;
  visitorFormsOrigin?: string;
  frameAncestors?: string[];
}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // wasm-unsafe-eval: the site search compiles Pagefind's WebAssembly (not JavaScript's eval)
    "script-src": ["'self'", "'wasm-unsafe-eval'", ...[...scriptHashes].sort(), ...RECAPTCHA_SCRIPT_ORIGINS],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", MAP_TILE_ORIGIN],
    // swiper's stylesheet carries its icon font as a data: URI
    "font-src": ["'self'", "data:"],
    // the email API and the CMS's route for the forms it keeps (src/lib/visitor-form-send.ts)
    "connect-src": [
      "'self'",
      new URL(emailOrigin).origin,
      ...(visitorFormsOrigin ? [new URL(visitorFormsOrigin).origin] : []),
    ],
    "frame-src": RECAPTCHA_FRAME_ORIGINS,
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": frameAncestors.length ? frameAncestors : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}
