// gatsby-plugin-image renders lazy images with data-src/data-srcset (no src) and its size keeper
// as <img alt="" role="presentation">, both invalid HTML. After the build the attributes get their
// real names: the browser then lazy-loads natively (loading="lazy" stays), before any JavaScript,
// and the plugin's hydration finds nothing left to swap. The page's largest image (fetchpriority="high",
// src/lib/image-priority.ts) is decoded with the frame it arrives in, not after it (the plugin always
// writes decoding="async"), so it is painted with the page, not one busy main-thread task later.
export function validImageMarkup(html: string): string {
  return html
    .replace(/<img\b[^>]*? fetchpriority="high"[^>]*>/g, (img) => img.replace(' decoding="async"', ' decoding="sync"'))
    .replace(/(<(?:img|source)\b[^>]*?) data-src="/g, '$1 src="')
    .replace(/(<(?:img|source)\b[^>]*?) data-srcset="/g, '$1 srcset="')
    .replace(/<img alt="" role="presentation" /g, '<img alt="" ');
}
