"use strict";
// CORS_ORIGINS, comma-separated origins ("https://cms.nusakode.id, https://preview.nusakode.id"), as
// the exact list Strapi's cors middleware compares a request's Origin with. "*" is refused: with
// credentials it would grant every site the editors' cookies.

function corsOrigins(setting, name = "CORS_ORIGINS") {
  const origins = String(setting)
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      throw new Error(`${name}: "${origin}" is not an origin (scheme://host[:port], no path or "*")`);
    }
  }
  return origins;
}

module.exports = { corsOrigins };
