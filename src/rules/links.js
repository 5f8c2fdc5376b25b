"use strict";
// The addresses content may put into an href (SPEC section 9). Plain CommonJS without dependencies, so
// cms/ can require it as it does slug.js; the site's build checks every link with it, the built-in
// content's and the CMS's alike (src/data/model/content-validate.ts).
//
// Allowed: a secure web address, an email or phone link, or a path of this site. Anything else
// (javascript:, data:, http:, a typo such as "htps://...") is refused, so an editor's mistake never
// becomes a link on the site. A browser reads "\" as "/" and drops tabs and newlines inside an
// address, so "/\evil.example", "/\t/evil.example" and "//evil.example" all lead to another host:
// no backslash, whitespace or control character anywhere, and no second "/" or "\" after the first.

/** One character of an address: anything but whitespace, a backslash and control characters. */
const CHAR = "[^\\s\\\\\\u0000-\\u001f\\u007f]";
const HTTPS = `https://[a-z0-9.-]+\\.[a-z]{2,}(?::\\d+)?(?:[/?#]${CHAR}*)?`;
const MAILTO = "mailto:[^\\s@\\\\\\u0000-\\u001f\\u007f]+@[^\\s@\\\\\\u0000-\\u001f\\u007f]+";
const TEL = "tel:\\+?[0-9][0-9 ().-]*";
/** A path of this site: "/" not followed by another "/" or "\" (which would name a host). */
const PATH = `/(?![/\\\\])${CHAR}*`;

const SITE_PATH = new RegExp(`^${PATH}$`);
const SAFE_URL = new RegExp(`^(?:${HTTPS}|${MAILTO}|${TEL}|${PATH})$`, "i");

const SAFE_URL_RULE = "an https: address, a mailto: or tel: link, or a path of this site starting with /";
const SITE_PATH_RULE = "an address on this site starting with /";

/** @param {unknown} value @returns {value is string} */
const isSafeUrl = (value) => typeof value === "string" && SAFE_URL.test(value);

/** A path of this site only (the menu's links). @param {unknown} value @returns {value is string} */
const isSitePath = (value) => typeof value === "string" && SITE_PATH.test(value);

module.exports = { SAFE_URL_RULE, SITE_PATH_RULE, isSafeUrl, isSitePath };
