// An image of a CMS entry, as the mapping hands it on: the media's address, the File node
// gatsby-source-strapi downloaded it into (null when the download failed: the plugin only logs
// "err" and leaves localFile empty), and the alternative text the editor gave it in Strapi.
export interface CmsImage {
  cmsImage: string;
  fileNodeId: string | null;
  alt: string | null;
}

export function isCmsImage(value: unknown): value is CmsImage {
  return typeof value === "object" && value !== null && typeof (value as CmsImage).cmsImage === "string";
}
