import { graphql, useStaticQuery } from "gatsby";
import type { ProjectCardData } from "../components/sections/project-card";
import { projectSlug } from "../lib/project-slug";
import { imageData } from "../lib/image-data";

/** All portfolio projects as cards; the spec's static cards stand in only when there are none. */
export function useProjectCards(): ProjectCardData[] {
  const data = useStaticQuery<Queries.ProjectCardsQuery>(graphql`
    query ProjectCards {
      allProject(sort: { position: ASC }) {
        nodes {
          title
          slug
          category
          thumbnail {
            childImageSharp {
              gatsbyImageData(width: 640, aspectRatio: 1.333, placeholder: BLURRED)
            }
          }
        }
      }
      allProjectCard {
        nodes {
          title
          slug
          category
          image {
            childImageSharp {
              gatsbyImageData(width: 640, aspectRatio: 1.333, placeholder: BLURRED)
            }
          }
        }
      }
    }
  `);
  if (data.allProject.nodes.length > 0) {
    return data.allProject.nodes.map((p) => ({ title: p.title, category: p.category, to: `/ourworks/${projectSlug(p)}/`, image: imageData(p.thumbnail) }));
  }
  return data.allProjectCard.nodes.map((c) => ({ title: c.title, category: c.category, to: `/ourworks/${c.slug}/`, image: imageData(c.image) }));
}
