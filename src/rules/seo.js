"use strict";
// What an editor may set for how a page appears in search results and link previews: the limits the
// build checks and the CMS checks at save, in one place (a canonical address is a site path, links.js's
// rule, as the model and the CMS's save rules say). Plain CommonJS without dependencies, so cms/ can
// require it.

/** Longest title for search results: Google cuts longer ones at about 60 characters. */
const SEO_TITLE_MAX = 60;
/** Longest description: search engines cut them at about 160 characters. */
const SEO_DESCRIPTION_MAX = 160;

/**
 * @typedef {object} SeoValues  one page's SEO fields, each optional (empty: the page's own texts)
 * @property {string | null} [metaTitle]
 * @property {string | null} [metaDescription]
 * @property {unknown} [shareImage]       an image, or nothing (the build then makes one)
 * @property {string | null} [shareImageAlt]
 * @property {string | null} [canonicalPath]
 * @property {boolean | null} [noindex]
 */

/**
 * @typedef {object} PageSeo  an editor's SEO values as a page's head uses them (src/lib/page-seo.ts),
 * each null when the editor left it empty (the page's own title and description, a drawn share image)
 * @property {string | null} metaTitle
 * @property {string | null} metaDescription
 * @property {string | null} canonicalPath
 * @property {boolean | null} noindex
 * @property {{ src: string, width: number, height: number, alt: string } | null} shareImage  resized to 1200 x 630
 */

/**
 * The problems of one page's SEO values across their fields, each the field's name and the rule it breaks; [] when
 * none.
 * @param {SeoValues} seo
 * @returns {Array<{ field: keyof SeoValues, rule: string }>}
 */
function seoProblems(seo) {
  const problems = [];
  const length = (value) => (typeof value === "string" ? [...value.trim()].length : 0);
  if (length(seo.metaTitle) > SEO_TITLE_MAX)
    problems.push({
      field: "metaTitle",
      rule: `at most ${SEO_TITLE_MAX} characters (it has ${length(seo.metaTitle)}): search results cut longer titles`,
    });
  if (length(seo.metaDescription) > SEO_DESCRIPTION_MAX)
    problems.push({
      field: "metaDescription",
      rule: `at most ${SEO_DESCRIPTION_MAX} characters (it has ${length(seo.metaDescription)}): search results cut longer descriptions`,
    });
  if (seo.shareImage && length(seo.shareImageAlt) === 0)
    problems.push({
      field: "shareImageAlt",
      rule: "written when a share image is set: what the image shows, for people who cannot see it",
    });
  return problems;
}

module.exports = { SEO_TITLE_MAX, SEO_DESCRIPTION_MAX, seoProblems };
