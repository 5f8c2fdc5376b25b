/**
 * Pages kept out of search indexes and the sitemap: the not-found page, the account pages and the site's own search.
 */
export const NOINDEX_PATHS = [
  "/404",
  "/404.html",
  "/dev-404-page",
  "/sign-in",
  "/sign-up",
  "/reset-password",
  "/coming-soon",
  "/search",
];
