// The portfolio's own pages in each language, its cards a few a page: /ourworks/ in two columns and
// /portfolio-one/ in one (SPEC), each continued at page/2/... as the portfolio grows.
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { createListPages, inEveryLanguage } from "./list-pages";
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from "../rules/locales";
import { pageTypePath } from "../rules/page-types";
import type { SiteSettings } from "../i18n/page-locale";

/** Cards on a page of the portfolio: three rows of two columns. */
export const PROJECTS_PER_PAGE = 6;

// the two-column list lives at the projects' own base (src/rules/page-types.js)
const LISTS = [
  { first: pageTypePath("project", DEFAULT_LOCALE), columns: 2 },
  { first: "/portfolio-one/", columns: 1 },
] as const;

type CardCount = { portfolioCards: { pagePath: string }[] };

/** Makes both lists' pages; false when the cards could not be counted (the build then fails). */
export async function createPortfolioPages(
  { graphql, actions, reporter }: Pick<CreatePagesArgs, "graphql" | "actions" | "reporter">,
  site: Record<Locale, SiteSettings>,
): Promise<boolean> {
  // every entry has a node in each language, so one language's count is every language's
  const result = await graphql<CardCount>(
    `query PortfolioCardCount { portfolioCards(locale: "${LOCALES[0]}") { pagePath } }`,
  );
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not count the portfolio's cards for its pages", result.errors);
    return false;
  }
  for (const list of LISTS) {
    createListPages(actions, {
      component: path.resolve("src/templates/portfolio-list.tsx"),
      languages: inEveryLanguage((locale) => localePath(locale, list.first), result.data.portfolioCards.length),
      perPage: PROJECTS_PER_PAGE,
      context: () => ({ columns: list.columns }),
      site,
    });
  }
  return true;
}
