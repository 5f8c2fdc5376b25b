"use strict";
// "Open preview" in the Content Manager (config/admin.js): the page of the preview of drafts where an
// entry shows, with the editors' secret (PREVIEW_SECRET), which the preview's nginx checks
// (deploy/preview-access.conf). The preview itself is built by the runner's preview target on every
// save (build-hook.js, PREVIEW_HOOK_URL).

const { isSlug } = require("../../src/rules/slug");
const { isSitePath } = require("../../src/rules/links");
const { isLocale, localePath, DEFAULT_LOCALE } = require("../../src/rules/locales");
const { PAGE_TYPES, pageTypePath } = require("../../src/rules/page-types");

// Where each content type is seen on the site (the root README's table of where content lives).
const PAGES = {
  home: "/",
  "how-we-work": "/",
  "marquee-slide": "/about-us/",
  "about-us": "/about-us/",
  "about-team-member": "/about-us/",
  approach: "/single-service/",
  "pricing-plan": "/pricing/",
  "project-card": pageTypePath("project", DEFAULT_LOCALE),
  "team-member": "/team/",
  "team-profile": "/single-team/",
  testimonial: "/testimonial/",
  faq: "/faq/",
  "faq-category": "/faq/",
  comment: "/single-blog/",
  "blog-sidebar": "/single-blog/",
  // contact details, social links, footer: most visible on the contact page
  "site-setting": "/contact-us/",
};
// Types with a page of their own per entry (PAGE_TYPES) open it, found by the entry's slug.
// A fixed page's SEO entry opens the page its `page` field names.
const PAGE_FIELD = { "page-seo": "page" };

function previewSettings() {
  const url = (process.env.PREVIEW_URL || "").trim().replace(/\/$/, "");
  const secret = process.env.PREVIEW_SECRET || "";
  if (!url) return undefined;
  const origin = new URL(url).origin;
  if (secret.length < 32 || !/^[A-Za-z0-9]+$/.test(secret)) {
    throw new Error(
      "PREVIEW_SECRET must be at least 32 letters and digits (openssl rand -hex 32) when PREVIEW_URL is set",
    );
  }
  return { url, origin, secret };
}

/**
 * The path of the page showing this entry, in the language being edited; null for a type no page
 * shows (Publish status, what visitors send: a visitor comment is read in the admin).
 */
async function previewPath(strapi, uid, params) {
  const path = await englishPath(strapi, uid, params);
  return path && isLocale(params.locale) ? localePath(params.locale, path) : path;
}

async function englishPath(strapi, uid, { documentId, locale, status }) {
  const name = uid.startsWith("api::") ? uid.slice("api::".length).split(".")[0] : undefined;
  if (!name) return null;
  if (PAGES[name]) return PAGES[name];
  if (PAGE_FIELD[name]) {
    const entry = documentId
      ? await strapi
          .documents(uid)
          .findOne({ documentId, locale, status: status || "draft", fields: [PAGE_FIELD[name]] })
      : null;
    const page = entry && entry[PAGE_FIELD[name]];
    return typeof page === "string" && isSitePath(page) ? (page.endsWith("/") ? page : `${page}/`) : "/";
  }
  const pageType = PAGE_TYPES.find((type) => type.cmsType === uid);
  if (!pageType) return null;
  const entry = documentId
    ? await strapi.documents(uid).findOne({ documentId, locale, status: status || "draft", fields: ["slug"] })
    : null;
  // An entry not saved yet, or without a slug: its list page.
  return pageTypePath(pageType.name, DEFAULT_LOCALE, entry && isSlug(entry.slug) ? entry.slug : undefined);
}

/** The preview part of config/admin.js; disabled without PREVIEW_URL. */
function previewConfig() {
  const settings = previewSettings();
  if (!settings) return { enabled: false };
  return {
    enabled: true,
    config: {
      allowedOrigins: [settings.origin],
      async handler(uid, params) {
        const path = await previewPath(strapi, uid, params);
        return path ? `${settings.url}${path}?preview=${settings.secret}` : null;
      },
    },
  };
}

module.exports = { previewConfig, previewPath, PAGES, PAGE_FIELD };
