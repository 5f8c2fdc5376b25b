// The images inside the CMS's rich text (blocks fields): gatsby-source-strapi 5.0.4 downloads media
// fields only, so each image block's file is downloaded here, into a File node, and the block's media
// gets the node's id as the plugin gives a media field (localFile___NODE): from then on an image in a
// body goes through the same mapping, validation and image pipeline as any other CMS image.
import type { CmsEntry } from "./cms-values";

/**
 * Downloads one media address (as Strapi gives it: /uploads/x.jpg) into a File node; its id, or null when it failed.
 */
export type Download = (url: string) => Promise<string | null>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The media objects of the image blocks in an entry's fields (blocks are lists of objects with a type). */
function blockMedia(entry: CmsEntry): Record<string, unknown>[] {
  return Object.values(entry).flatMap((value) =>
    Array.isArray(value)
      ? value
          .filter(
            (block) =>
              isRecord(block) && block.type === "image" && isRecord(block.image) && typeof block.image.url === "string",
          )
          .map((block) => block.image as Record<string, unknown>)
      : [],
  );
}

/** Gives every image block of the entries its File node (localFile___NODE), each address downloaded once. */
export async function linkBlockImages(entries: CmsEntry[], download: Download): Promise<void> {
  const media = entries.flatMap(blockMedia);
  const files = new Map<string, Promise<string | null>>();
  for (const item of media) {
    const url = String(item.url);
    if (!files.has(url)) files.set(url, download(url));
    item.localFile___NODE = await files.get(url);
  }
}
