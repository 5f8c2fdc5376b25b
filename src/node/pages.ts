// A page per service and per project, at the address its node carries (pagePath).
import path from "node:path";
import type { GatsbyNode } from "gatsby";

// Typegen reads only gatsby-node.ts itself, so this query's result is typed here.
type PageNodes = { nodes: ReadonlyArray<{ contentId: string; pagePath: string }> };
type PageSlugs = { allService: PageNodes; allProject: PageNodes };

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PageSlugs>(`
    query PageSlugs {
      allService(sort: { position: ASC }) {
        nodes {
          contentId
          pagePath
        }
      }
      allProject(sort: { position: ASC }) {
        nodes {
          contentId
          pagePath
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query services and projects for their pages", result.errors);
    return;
  }
  for (const service of result.data.allService.nodes) {
    actions.createPage({
      path: service.pagePath,
      component: path.resolve("src/templates/service.tsx"),
      context: { contentId: service.contentId },
    });
  }
  for (const project of result.data.allProject.nodes) {
    actions.createPage({ path: project.pagePath, component: path.resolve("src/templates/project.tsx"), context: { contentId: project.contentId } });
  }
};
