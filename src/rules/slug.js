"use strict";
// Page addresses (SPEC section 9). Plain CommonJS without dependencies, so the site (build and
// browser) and the CMS (cms/src/seed, cms/src/slug-problems.js) follow the same rule from one place.

/**
 * The characters a slug may hold: Strapi's uid fields allow these, and nginx takes them unquoted.
 * Not a leading dot: "." and ".." would be the page's own folder or its parent (/service/../ is
 * /), and ".x" a hidden path the server answers with 404 (deploy/site.conf).
 */
const SLUG = /^(?!\.)[A-Za-z0-9._~-]+$/;
const SLUG_RULE = "a slug (letters, digits, - _ . ~, not starting with .)";

/** @param {unknown} value @returns {value is string} */
const isSlug = (value) => typeof value === "string" && SLUG.test(value);

/** Lower case, non-word characters stripped, spaces become hyphens. @param {string} text */
function slugify(text) {
  return text
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}

/**
 * The slug of an entry with a page of its own (a service, a project): its own slug when it has one
 * (an empty or blank one counts as none), else its title's. Undefined when it has neither.
 * @param {{ slug?: unknown, title?: unknown }} entry
 * @returns {string | undefined}
 */
function pageSlug(entry) {
  if (typeof entry.slug === "string" && entry.slug.trim() !== "") return entry.slug;
  return typeof entry.title === "string" ? slugify(entry.title) : undefined;
}

module.exports = { SLUG_RULE, isSlug, slugify, pageSlug };
