// Where a page of a list (the blog's articles, the portfolio's projects) stands: page 1 at the list's
// address, page n at <address>page/n/ (src/gatsby/list-pages.ts makes them).

/** One page of a list: the slice of the items it shows (skip, limit) and its place among the pages. */
export interface ListPlace {
  skip: number;
  limit: number;
  /** from 1 */
  page: number;
  pageCount: number;
  /** every page's address, in order */
  pagePaths: string[];
}

/** The address of page `n` (from 1) of the list whose first page is at `first`. */
export const listPagePath = (first: string, n: number) => (n === 1 ? first : `${first}page/${n}/`);
