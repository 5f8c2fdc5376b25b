import { graphql, useStaticQuery } from "gatsby";
import type { ProjectCardData } from "../components/sections/project-card";
import { imageData } from "../lib/image-data";

/** All portfolio projects as cards; the spec's static cards stand in only when there are none. */
export function useProjectCards(): ProjectCardData[] {
  const data = useStaticQuery<Queries.ProjectCardsQuery>(graphql`
    query ProjectCards {
      allProject(sort: { position: ASC }) {
        nodes {
          title
          pagePath
          category
          thumbnail {
            childImageSharp {
              gatsbyImageData(width: 640, aspectRatio: 1.333, placeholder: BLURRED)
            }
          }
          thumbnailAlt
        }
      }
      allProjectCard {
        nodes {
          title
          pagePath
          category
          image {
            childImageSharp {
              gatsbyImageData(width: 640, aspectRatio: 1.333, placeholder: BLURRED)
            }
          }
          imageAlt
        }
      }
    }
  `);
  if (data.allProject.nodes.length > 0) {
    return data.allProject.nodes.map((p) => ({ title: p.title, category: p.category, to: p.pagePath, image: imageData(p.thumbnail), imageAlt: p.thumbnailAlt }));
  }
  return data.allProjectCard.nodes.map((c) => ({ title: c.title, category: c.category, to: c.pagePath, image: imageData(c.image), imageAlt: c.imageAlt }));
}
