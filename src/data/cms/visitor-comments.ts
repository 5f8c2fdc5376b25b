// The comments visitors wrote and editors published (the CMS's "Visitor comment": one language each,
// never translated, so not content of the model): fetched with the build's token, which reads published
// entries only, and handed on as each article page's own. Text only: nothing here is read as HTML.
import { strapiQuery } from "./cms-locale";
import { isLocale, type Locale } from "../../rules/locales";

export interface VisitorComment {
  /** the CMS's documentId: what a reply names */
  contentId: string;
  locale: Locale;
  /** the article's content id (its postId) */
  post: string;
  author: string;
  comment: string;
  /** when an editor published it, and that day in Jakarta ("2026-11-28") */
  publishedAt: string;
  dateIso: string;
  replyTo: string | null;
}

type Get = (path: string) => Promise<{ status: number; body: unknown }>;
type Entry = {
  documentId: string;
  language: string;
  author: string;
  comment: string;
  publishedAt: string;
  post?: { postId?: string } | null;
  replyTo?: { documentId?: string } | null;
};

/** The day of a time in Jakarta, as an ISO date. */
const jakartaDay = (time: string) => new Date(time).toLocaleDateString("en-CA", { timeZone: "Asia/Jakarta" });

/**
 * Every published visitor comment on an article, oldest first; one without an article or a known language is left out.
 */
export async function fetchVisitorComments(get: Get): Promise<VisitorComment[]> {
  const comments: VisitorComment[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const query = strapiQuery({
      status: "published",
      sort: ["publishedAt:asc", "id:asc"],
      populate: { post: { fields: ["postId"] }, replyTo: { fields: ["documentId"] } },
      pagination: { page, pageSize: 100 },
    });
    const { status, body } = await get(`/api/visitor-comments?${query}`);
    if (status !== 200) throw new Error(`HTTP ${status} for visitor-comments`);
    const { data, meta } = body as { data: Entry[]; meta: { pagination: { pageCount: number } } };
    for (const entry of data) {
      if (!entry.post?.postId || !isLocale(entry.language)) continue;
      comments.push({
        contentId: entry.documentId,
        locale: entry.language,
        post: entry.post.postId,
        author: entry.author,
        comment: entry.comment,
        publishedAt: entry.publishedAt,
        dateIso: jakartaDay(entry.publishedAt),
        replyTo: entry.replyTo?.documentId ?? null,
      });
    }
    pages = meta.pagination.pageCount;
  }
  return comments;
}
