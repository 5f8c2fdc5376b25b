// No page scrolls sideways on a phone: every page of the built site (the sitemap's, and the rest),
// hydrated with its whole stylesheet, is no wider than a 390 px screen, nor a 360 px one (the same
// load, the viewport narrowed: layout is computed again). Code blocks scroll inside themselves;
// long words and addresses wrap.
import { loadHydrated, openPage, siteUrl } from "../support/browser";
import { builtPages } from "../support/built-pages";

const WIDTHS = [390, 360];
const routes = builtPages().map((page) => page.route);

test(`no page is wider than a phone's screen (${WIDTHS.join(" and ")} px)`, async () => {
  const { page } = await openPage(WIDTHS[0]);
  const tooWide: string[] = [];
  for (const route of routes) {
    await loadHydrated(page, siteUrl(route));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) tooWide.push(`${route} at ${width} px: ${scrollWidth} px wide`);
    }
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  }
  expect(routes.length).toBeGreaterThan(60);
  expect(tooWide).toEqual([]);
}, 300000);
