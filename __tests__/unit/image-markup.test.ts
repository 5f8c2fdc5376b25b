import { validImageMarkup } from "../../src/gatsby/after-build/image-markup";

test("lazy images get real src and srcset; loading stays lazy", () => {
  const html =
    '<picture><source type="image/webp" data-srcset="/a.webp 64w" sizes="64px"/><img data-gatsby-image-ssr="" data-main-image="" sizes="64px" decoding="async" loading="lazy" data-src="/a.jpg" data-srcset="/a.jpg 64w" alt=""/></picture>';
  expect(validImageMarkup(html)).toBe(
    '<picture><source type="image/webp" srcset="/a.webp 64w" sizes="64px"/><img data-gatsby-image-ssr="" data-main-image="" sizes="64px" decoding="async" loading="lazy" src="/a.jpg" srcset="/a.jpg 64w" alt=""/></picture>',
  );
});

test('the size keeper loses role=presentation (alt="" already says it), and other markup is untouched', () => {
  expect(validImageMarkup('<img alt="" role="presentation" aria-hidden="true" src="data:x"/>')).toBe(
    '<img alt="" aria-hidden="true" src="data:x"/>',
  );
  expect(validImageMarkup('<div data-src="x">data-src="y"</div>')).toBe('<div data-src="x">data-src="y"</div>');
});

test("the page's largest image (fetchpriority=high) is decoded with its frame; other images stay async", () => {
  const high =
    '<img data-gatsby-image-ssr="" fetchpriority="high" data-main-image="" style="opacity:0" decoding="async" loading="eager" src="/a.jpg" alt=""/>';
  expect(validImageMarkup(high)).toBe(high.replace('decoding="async"', 'decoding="sync"'));
  const eager = '<img data-main-image="" decoding="async" loading="eager" src="/b.jpg" alt=""/>';
  expect(validImageMarkup(eager)).toBe(eager);
});
