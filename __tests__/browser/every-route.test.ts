// Every route (one page of each page type per language, see below) at 375 px, the English ones at
// 1280 px too, loaded once for three checks (support/route-checks.ts):
// - issue #16, the largest paint arrives with the first: the largest-contentful-paint entry's element is
//   not lazy-loaded, is painted without a fade (fully opaque, no opacity transition, when the browser
//   reports it), and when it is an image the browser found it in the HTML the server sent; the whole
//   stylesheet and Gatsby's scripts are requested only after the load event, so they never share the
//   bandwidth with it. (Layout shift is left to Lighthouse's CLS in `npm run bench`: single loads here
//   showed rare sub-0.003 shifts of the header and pricing toggle during hydration, on the build before
//   issue #16 too, which would make a strict check flaky.)
// - fixed-size images (avatars, sidebar thumbnails) are shown at exactly their size;
// - axe-core finds no WCAG 2.1 A or AA violation once the page has hydrated and settled (the
//   preloader gone), and the console stays clean. accessibility.test.ts checks the states a visitor opens.
import { openPage, siteUrl, waitForSettled } from "../support/browser";
import { builtPages } from "../support/built-pages";
import { LOCALES, localeOfPath, DEFAULT_LOCALE } from "../../src/rules/locales";
import { pageTypeOfPath } from "../../src/rules/page-types";
import { SUBJECTS } from "../../src/rules/article-subjects";
import { axeViolations, fixedImageMisfits, largestPaintProblems, recordPaints } from "../support/route-checks";

// The pages of one page type (src/rules/page-types.js: services, projects, articles) share a template,
// and so do the lists of one article subject (src/rules/article-subjects.js: a category's, a tag's): the
// first in each language stands for all of them, which keeps this file's cost from growing with the
// content. The Indonesian pages are the English templates with other words: checked on phones (375 px),
// where most visitors are and text runs longest; the English at both widths.
const all = builtPages().map((page) => page.route);
const kindOf = (route: string) => {
  const path = `${route}/`;
  const type = pageTypeOfPath(path);
  if (type) return `the ${type.name} pages`;
  const subject = SUBJECTS.find((s) => LOCALES.some((locale) => path.startsWith(s.base[locale])));
  return subject && `the ${subject.kind} lists`;
};
const standIns = new Set(
  LOCALES.flatMap((locale) => {
    const ofLocale = all.filter((route) => localeOfPath(route) === locale);
    return [...new Set(ofLocale.map(kindOf))].map((kind) => ofLocale.find((route) => kindOf(route) === kind));
  }),
);
const routes = all.filter((route) => !kindOf(route) || standIns.has(route));
const routesAt = (width: number) => routes.filter((route) => width === 375 || localeOfPath(route) === DEFAULT_LOCALE);

describe.each([375, 1280])("at %i px", (width) => {
  test.each(routesAt(width))(
    "%s: the largest paint is not lazy, not faded in and in the HTML; fixed images at their size; no WCAG 2.1 A/AA violations",
    async (route) => {
      const { page, errors } = await openPage(width);
      await page.addInitScript(recordPaints);
      const response = await page.goto(siteUrl(route), { waitUntil: "load" });
      const largestPaint = await largestPaintProblems(page, (await response?.text()) ?? "");
      const fixedImages = await fixedImageMisfits(page);
      await waitForSettled(page);
      const violations = await axeViolations(page);
      expect({ largestPaint, fixedImages, violations, errors }).toEqual({
        largestPaint: { element: largestPaint.element, problems: [] },
        fixedImages: [],
        violations: [],
        errors: [],
      });
    },
  );
});
