import { graphql, useStaticQuery } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { imageData } from "../lib/image-data";
import { useLocaleNodes } from "../i18n/use-locale-nodes";
import { useContentLang } from "../i18n/content-lang";

/** What a portfolio card shows (ProjectCard), from a project or, without projects, a spec card. */
export interface ProjectCardData {
  title: string;
  category: string;
  to: string;
  image: IGatsbyImageData | null;
  /** "" when the image only decorates the card (its title is the link) */
  imageAlt: string;
  /** the card's language where it is not the page's (useContentLang) */
  lang?: string;
}

/** A card's image: the project's thumbnail or the spec card's image, at the card's size. */
export const fragment = graphql`
  fragment ProjectCardImage on File {
    childImageSharp {
      gatsbyImageData(width: 640, aspectRatio: 1.333, placeholder: BLURRED)
    }
  }
`;

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
            ...ProjectCardImage
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
            ...ProjectCardImage
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
