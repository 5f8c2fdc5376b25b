import type { IGatsbyImageData } from "gatsby-plugin-image";

type ImageFile = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null | undefined;

/** The image data of a queried File, or null when the content has no image. */
export function imageData(file: ImageFile): IGatsbyImageData | null {
  return file?.childImageSharp?.gatsbyImageData ?? null;
}
