/** Pages kept out of search indexes and the sitemap: the not-found page and the account pages. */
export const NOINDEX_PATHS = ["/404", "/404.html", "/dev-404-page", "/sign-in", "/sign-up", "/reset-password", "/coming-soon"];
