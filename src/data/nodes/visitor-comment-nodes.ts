// One VisitorComment node per comment a visitor wrote and an editor published (src/data/cms/
// visitor-comments.ts), shown under its article in its own language only. Without a CMS there are none.
import type { GatsbyNode } from "gatsby";
import { fetchVisitorComments } from "../cms/visitor-comments";
import { restGet } from "../cms/cms-locale";
import { siteDate } from "../../rules/dates";
import { recordForEditors } from "../cms/problems-for-editors";

type SourceArgs = Parameters<NonNullable<GatsbyNode["sourceNodes"]>>[0];

export const visitorCommentTypeDefs = `type VisitorComment implements Node @dontInfer {
  contentId: String!
  locale: String!
  post: String!
  author: String!
  comment: String!
  date: String!
  dateIso: String!
  publishedAt: String!
  replyTo: String
}`;

/** A failed fetch stops the build with CMS_REQUIRED (as the CMS's other content does), else the articles show none. */
export async function sourceVisitorComments(
  { actions, createNodeId, createContentDigest, reporter }: SourceArgs,
  apiURL: string,
  required: boolean,
) {
  let comments;
  try {
    comments = await fetchVisitorComments(restGet(apiURL, process.env.STRAPI_TOKEN));
  } catch (error) {
    const message = `The visitors' comments could not be fetched from ${apiURL}: ${(error as Error).message}`;
    if (required) {
      recordForEditors(message);
      reporter.panicOnBuild(message);
    } else reporter.warn(`${message}; the articles show none`);
    return;
  }
  for (const comment of comments) {
    const node = { ...comment, date: siteDate(comment.dateIso, comment.locale) ?? comment.dateIso };
    actions.createNode({
      ...node,
      id: createNodeId(`VisitorComment-${comment.contentId}`),
      internal: { type: "VisitorComment", contentDigest: createContentDigest(node) },
    });
  }
  reporter.info(`CMS: VisitorComment: ${comments.length} published`);
}
