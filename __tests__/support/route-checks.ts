// What every route is checked for in Chromium (__tests__/browser/every-route.test.ts), each check a
// function of a page loaded once: the largest paint (issue #16), fixed-size images, and axe-core.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { hydrated } from "./browser";
import { filesAfterPaint } from "../../src/lib/after-paint";

interface Paint {
  tag: string;
  /** the image's address, "" for text */
  url: string;
  loading: string | null;
  fetchpriority: string | null;
  /** the lowest computed opacity of the element and its ancestors when the entry was reported */
  opacity: number;
  /** the element's opacity transition when the entry was reported, in seconds */
  opacityTransition: number;
  /** the entry's size: the painted area in CSS pixels */
  size: number;
  description: string;
}

declare global {
  interface Window {
    __paints: Paint[];
    /** records the entries reported but not yet handed to the observer's callback */
    __flushPaints: () => void;
  }
}

/** Records, as each entry is reported, what the largest-contentful-paint element looked like then (an init script). */
export function recordPaints() {
  window.__paints = [];
  const opacityTransition = (style: CSSStyleDeclaration) => {
    const properties = style.transitionProperty.split(",").map((p) => p.trim());
    const durations = style.transitionDuration.split(",").map((d) => parseFloat(d) || 0);
    return Math.max(
      0,
      ...properties.map((p, i) => (p === "opacity" || p === "all" ? durations[i % durations.length] : 0)),
    );
  };
  const record = (entries: PerformanceEntryList) => {
    for (const entry of entries as PerformanceEntry[] & { element: Element | null; url: string }[]) {
      const element = entry.element;
      if (!element) continue;
      let opacity = 1;
      for (let e: Element | null = element; e; e = e.parentElement)
        opacity = Math.min(opacity, Number(getComputedStyle(e).opacity));
      window.__paints.push({
        tag: element.tagName,
        url: entry.url,
        loading: element.getAttribute("loading"),
        fetchpriority: element.getAttribute("fetchpriority"),
        opacity,
        opacityTransition: opacityTransition(getComputedStyle(element)),
        size: (entry as unknown as { size: number }).size,
        description:
          element.tagName === "IMG"
            ? `<img src=${entry.url}>`
            : `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 40)}"`,
      });
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: "largest-contentful-paint", buffered: true });
  // The callback runs in a task of its own, which a busy page may run frames after the paint; the
  // entries are in the observer's buffer from the paint on.
  window.__flushPaints = () => record(observer.takeRecords());
}

/**
 * For a page loaded (waitUntil "load") with recordPaints as an init script, from the HTML the server
 * sent: the largest paint is not lazy, not faded in, found in that HTML, and the whole stylesheet and
 * Gatsby's scripts start after the load event (src/lib/after-paint.ts). Returns the element and what
 * is wrong; waits for hydration (the loader's files are then requested).
 */
export async function largestPaintProblems(page: Page, html: string): Promise<{ element: string; problems: string[] }> {
  // Every image that was loading has arrived (load); two frames later its paint has been reported, though
  // maybe not yet handed to the observer's callback (a fresh-clone run read a paragraph as the largest
  // paint while the first screen's image had been painted): the entries waiting are taken too.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => window.__flushPaints());
  await page.waitForFunction(() => window.__paints.length > 0);
  const { paints, largestImage } = await page.evaluate(() => {
    // The largest image of the first screen, sized as the browser sizes a largest-paint candidate: its
    // area inside the viewport, scaled down when the image is shown larger than its natural size. An
    // image that starts invisible and fades in is never reported, so this is compared with the entry.
    const images = [...document.querySelectorAll<HTMLImageElement>("img[data-main-image]")]
      .filter((img) => !img.closest("noscript"))
      .map((img) => {
        const box = img.getBoundingClientRect();
        const width = Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));
        const height = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
        const upscaled = Math.min(1, (img.naturalWidth * img.naturalHeight) / Math.max(1, box.width * box.height));
        return { src: img.currentSrc, area: width * height * upscaled };
      });
    return { paints: window.__paints, largestImage: images.sort((a, b) => b.area - a.area)[0] };
  });
  const paint = paints[paints.length - 1];
  const problems: string[] = [];
  if (paint.loading === "lazy") problems.push('it is loading="lazy"');
  if (paint.opacity < 1) problems.push(`it was painted at opacity ${paint.opacity}`);
  if (paint.opacityTransition > 0) problems.push(`it fades in over ${paint.opacityTransition} s`);
  if (paint.tag === "IMG" && !html.includes(new URL(paint.url).pathname)) problems.push("the HTML does not name it");
  if (largestImage && largestImage.src !== paint.url && largestImage.area > paint.size * 1.1)
    problems.push(
      `the first screen's largest image ${largestImage.src} (${Math.round(largestImage.area)} px²) was never reported as the largest paint: it was invisible when it arrived`,
    );
  // The loader starts the stylesheet and Gatsby's scripts, and preloads what they fetch next, only once
  // the first paint has been shown (its paint-timing entry), so they never compete with it; a preload
  // that Gatsby's own request does not match is fetched twice. (That they also wait for the first
  // screen's images is tested on a throttled phone, first-sight.test.ts.)
  const { styles, scripts, preload } = filesAfterPaint(html);
  await hydrated(page);
  const { firstPaint, files } = await page.evaluate(
    (names) => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      files: names.map((file) => {
        const entries = performance.getEntriesByName(new URL(file, location.href).href);
        return { file, count: entries.length, start: entries[0]?.startTime ?? -1 };
      }),
    }),
    [...styles, ...scripts, ...preload],
  );
  if (styles.length + scripts.length < 4)
    problems.push(`its loader starts ${styles.length + scripts.length} files, not the stylesheet and Gatsby's scripts`);
  for (const { file, count, start } of files) {
    if (count !== 1) problems.push(`${file} was fetched ${count} times`);
    else if (start < firstPaint)
      problems.push(
        `${file} was requested at ${Math.round(start)} ms, before the first paint at ${Math.round(firstPaint)} ms`,
      );
  }
  return { element: `${paint.description} loading=${paint.loading} fetchpriority=${paint.fetchpriority}`, problems };
}

/**
 * Fixed-size images (gatsby-plugin-image's FIXED layout, whose wrapper carries its width and height
 * inline) shown at another size: a flex row must not squeeze a round photo into an oval.
 */
export function fixedImageMisfits(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".gatsby-image-wrapper[style*='width:']")]
      .filter(
        (wrapper) =>
          !wrapper.closest("noscript") && wrapper.style.width.endsWith("px") && wrapper.getClientRects().length > 0,
      )
      .map((wrapper) => {
        const box = wrapper.getBoundingClientRect();
        const size = `${Math.round(box.width)}x${Math.round(box.height)}`;
        return {
          image: wrapper.querySelector("img[data-main-image]")?.getAttribute("src") ?? wrapper.className,
          size,
          wanted: `${parseFloat(wrapper.style.width)}x${parseFloat(wrapper.style.height)}`,
        };
      })
      .filter(({ size, wanted }) => size !== wanted),
  );
}

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe-core's WCAG 2.1 A and AA violations on the page as it is now, one line each with its elements.
 * In legacy mode axe runs in the page itself (its frames included: an image without alt in an iframe is
 * found). The default opens a second page per check to merge the frames' results there: 1.5 s a check
 * against 0.75 s, a minute of the suite over every route.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are reported: axe then skips gathering the passes and incomplete results
  // (median 1.7 s a check against 1.9 s, 16 routes each, alternating).
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
}
