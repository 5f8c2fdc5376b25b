// Share images (issue 38): the picture a link preview shows (Open Graph, Twitter). Where an editor set
// none, the build draws one per page (src/gatsby/after-build/share-images.ts) at the address this module
// derives from the page's address; the head (src/components/layout/seo.tsx) names the same address.

/** The size link previews ask for (Open Graph's and Twitter's large card): 1.91 : 1. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The folder of the drawn images in public/ (nginx serves it like other unhashed images: a day, then revalidate). */
export const SHARE_IMAGE_DIR = "/share/";

/**
 * The address of the image the build draws for a page: "/" is /share/index.png, "/about-us/" (or
 * "/about-us") /share/about-us.png, "/id/" /share/id.png, "/id/about-us/" /share/id/about-us.png.
 * Every page has its own (no English page is called "id"; the 404 page and its copy 404.html share one).
 */
export function shareImagePath(pagePath: string): string {
  const trimmed = pagePath
    .split(/[?#]/)[0]
    .replace(/^\/+|\/+$/g, "")
    .replace(/\.html$/, "");
  return `${SHARE_IMAGE_DIR}${trimmed || "index"}.png`;
}

/** Whether an address is one of the drawn images (an editor's image lives elsewhere). */
export const isDrawnShareImage = (path: string): boolean => path.startsWith(SHARE_IMAGE_DIR) && path.endsWith(".png");
