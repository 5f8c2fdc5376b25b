// Fixed-size images (avatars, sidebar thumbnails: gatsby-plugin-image's FIXED layout, whose wrapper
// carries its width and height inline) are shown at exactly that size on every route at 375 and
// 1280 px: a flex row with a long name beside it must not squeeze a round photo into an oval.
import { loadHydrated, openPage, siteUrl } from "../support/browser";
import { builtPages } from "../support/built-pages";

const routes = builtPages().map((page) => page.route);

describe.each([375, 1280])("at %i px", (width) => {
  test.each(routes)("%s shows every fixed-size image at its size", async (route) => {
    const { page } = await openPage(width);
    await loadHydrated(page, siteUrl(route));
    const misfits = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>(".gatsby-image-wrapper[style*='width:']")]
        .filter((wrapper) => !wrapper.closest("noscript") && wrapper.style.width.endsWith("px") && wrapper.getClientRects().length > 0)
        .map((wrapper) => {
          const box = wrapper.getBoundingClientRect();
          const size = `${Math.round(box.width)}x${Math.round(box.height)}`;
          return { image: wrapper.querySelector("img[data-main-image]")?.getAttribute("src") ?? wrapper.className, size, wanted: `${parseFloat(wrapper.style.width)}x${parseFloat(wrapper.style.height)}` };
        })
        .filter(({ size, wanted }) => size !== wanted),
    );
    expect(misfits).toEqual([]);
  });
});
