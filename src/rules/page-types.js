"use strict";
// The types whose entries own a page each (SPEC section 2): the one table the build (nodes, pages,
// redirects), the not-found page, and the CMS (preview links, old slugs) read. Adding a page type is a
// row here and a template in src/templates/. Plain CommonJS without dependencies but locales.js, so
// the site (build and browser) and cms/ share it.

const { LOCALES, localePath } = require("./locales");

/**
 * @typedef {"service" | "project" | "article"} PageTypeName
 * @typedef {object} PageType
 * @property {PageTypeName} name        the CMS's singular name, and the key of everything below
 * @property {string} cmsType            the Strapi content type (cms/src/api/<name>/)
 * @property {string} nodeType           the site's GraphQL node type (src/data/model/content-model.ts)
 * @property {string} template           the React template of one entry's page
 * @property {Record<import("./locales").Locale, string>} base  where the pages live, per language
 * @property {boolean} redirectsOldSlugs an entry's earlier slugs (previousSlugs) answer 301 with its page
 * @property {"say" | "list"} whenMissing an unknown slug's not-found page says so, or goes on to the list
 */

/** @param {string} englishBase @returns {PageType["base"]} */
const inEveryLocale = (englishBase) =>
  /** @type {PageType["base"]} */ (
    Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, englishBase)]))
  );

/** @type {readonly PageType[]} */
const PAGE_TYPES = Object.freeze([
  {
    name: "service",
    cmsType: "api::service.service",
    nodeType: "Service",
    template: "src/templates/service.tsx",
    base: inEveryLocale("/service/"),
    redirectsOldSlugs: true,
    whenMissing: "say",
  },
  {
    name: "project",
    cmsType: "api::project.project",
    nodeType: "Project",
    template: "src/templates/project.tsx",
    base: inEveryLocale("/ourworks/"),
    redirectsOldSlugs: true,
    whenMissing: "list",
  },
  {
    name: "article",
    cmsType: "api::blog-post.blog-post",
    nodeType: "BlogPost",
    template: "src/templates/article.tsx",
    base: inEveryLocale("/blog/"),
    redirectsOldSlugs: true,
    whenMissing: "say",
  },
]);

/** @param {PageTypeName} name @returns {PageType} */
function pageType(name) {
  const type = PAGE_TYPES.find((t) => t.name === name);
  if (!type) throw new Error(`No page type "${name}" (src/rules/page-types.js)`);
  return type;
}

/**
 * The address of an entry's page in `locale`; without a slug, the list of the type's pages (the
 * preview of an entry not saved yet).
 * @param {PageTypeName} name @param {import("./locales").Locale} locale @param {string} [slug]
 */
const pageTypePath = (name, locale, slug) => `${pageType(name).base[locale]}${slug ? `${slug}/` : ""}`;

/**
 * The page type an address is under (/id/ourworks/x), when it names an entry of one (one segment under
 * the type's base: /blog/x/, not /blog/category/x/ or /blog/page/2/); else undefined.
 * @param {string} path @returns {PageType | undefined}
 */
const pageTypeOfPath = (path) =>
  PAGE_TYPES.find((type) =>
    Object.values(type.base).some((base) => path.startsWith(base) && /^[^/]+\/?$/.test(path.slice(base.length))),
  );

module.exports = { PAGE_TYPES, pageType, pageTypePath, pageTypeOfPath };
