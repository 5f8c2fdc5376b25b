/**
 * How a gatsby-plugin-image image loads, by where it sits on the page:
 * - "high": the page's largest paint (its largest-contentful-paint element at 375 or 1280 px, or on
 *   Lighthouse's phone): loaded eagerly, fetched with high priority, painted as soon as it arrives;
 * - "eager": another image in the first screen: loaded eagerly (found in the HTML) but fetched with
 *   low priority, so on a slow connection it does not share the bandwidth with the largest paint
 *   (Chromium would otherwise raise it to Medium or High), and painted as soon as it arrives;
 * - "lazy": below the fold: native lazy loading, the blurred preview, then the plugin's fade.
 * "Painted as soon as it arrives" is global.css's rule for `[data-main-image][loading="eager"]`,
 * which overrides the plugin's opacity:0 and its fade.
 */
export type ImagePriority = "high" | "eager" | "lazy";

/** The GatsbyImage props for a priority. React 18 passes `fetchpriority` through only in lower case. */
export function imageLoading(priority: ImagePriority): { loading: "eager" | "lazy"; fetchpriority?: "high" | "low" } {
  if (priority === "high") return { loading: "eager", fetchpriority: "high" };
  if (priority === "eager") return { loading: "eager", fetchpriority: "low" };
  return { loading: priority };
}

/** The priority of the i-th image of a grid whose first `firstRow` images are in the first screen. */
export function gridImagePriority(index: number, firstRow: number): ImagePriority {
  if (index === 0 && firstRow > 0) return "high";
  return index < firstRow ? "eager" : "lazy";
}
