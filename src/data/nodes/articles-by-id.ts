// The query field `articlesById(locale, contentIds)`: the articles of those ids, in that order (an
// article page's related articles, which src/gatsby/blog-pages.ts chooses and puts in its context).
//
// A page depends on those articles only, not on every article: `allBlogPost(filter: {contentId: {in:
// ...}})` would make Gatsby re-run every article page's query for any article's edit (2,706 queries
// at 1,000 articles, most of an article's publish, issue 52). Which articles a page shows is in its
// context, so when that changes Gatsby re-runs the query anyway.
import type { NodeModel } from "./node-model";

interface Args {
  locale: string;
  contentIds: string[];
}

async function articlesById({ locale, contentIds }: Args, nodeModel: NodeModel) {
  if (contentIds.length === 0) return [];
  const query = { filter: { locale: { eq: locale }, contentId: { in: contentIds } } };
  const found = [...(await nodeModel.findAll({ type: "BlogPost", query }, { track: false })).entries];
  const articles = contentIds.flatMap((id) => found.filter((article) => article.contentId === id));
  nodeModel.trackPageDependencies(articles);
  return articles;
}

export const articlesByIdField = {
  articlesById: {
    type: "[BlogPost!]!",
    args: { locale: "String!", contentIds: "[String!]!" },
    resolve: (_source: unknown, args: Args, context: { nodeModel: NodeModel }) => articlesById(args, context.nodeModel),
  },
};
