import type { IGatsbyImageData } from "gatsby-plugin-image";

type ImageFile = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null | undefined;

/** The image data of a queried File, or null when the content has no image. */
export function imageData(file: ImageFile): IGatsbyImageData | null {
  return file?.childImageSharp?.gatsbyImageData ?? null;
}

/** The image's alternative text from the CMS's media library, else the component's own (often "" for decorative images). */
export function imageAlt(file: { readonly alt: string | null } | null | undefined, fallback: string): string {
  return file?.alt ?? fallback;
}
