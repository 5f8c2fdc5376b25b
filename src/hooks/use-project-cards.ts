import { graphql, useStaticQuery } from "gatsby";
import type { ProjectCardData } from "../components/sections/project-card";
import { imageData } from "../lib/image-data";
import { useLocaleNodes } from "../i18n/use-locale-nodes";
import { useContentLang } from "../i18n/content-lang";

/** All portfolio projects as cards; the spec's static cards stand in only when there are none. */
export function useProjectCards(): ProjectCardData[] {
  const data = useStaticQuery<Queries.ProjectCardsQuery>(graphql`
    query ProjectCards {
      allProject(sort: { position: ASC }) {
        nodes {
          locale
          lang
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
          locale
          lang
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
  const projects = useLocaleNodes(data.allProject.nodes);
  const cards = useLocaleNodes(data.allProjectCard.nodes);
  const langOf = useContentLang();
  if (projects.length > 0) {
    return projects.map((p) => ({ title: p.title, category: p.category, to: p.pagePath, image: imageData(p.thumbnail), imageAlt: p.thumbnailAlt, lang: langOf(p) }));
  }
  return cards.map((c) => ({ title: c.title, category: c.category, to: c.pagePath, image: imageData(c.image), imageAlt: c.imageAlt, lang: langOf(c) }));
}
