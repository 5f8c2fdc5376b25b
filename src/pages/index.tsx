import React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { imageData } from "../lib/image-data";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import * as styles from "./index.module.css";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const hero = data.homeContent?.hero;
  const heroImage = imageData(hero?.thumbnails.main);
  return (
    <Layout richFooter>
      {hero && (
        <section className={`container ${styles.hero}`}>
          <div>
            <h1 className={styles.title}>
              <span className={styles.highlight}>{hero.titleHighlighted}</span> {hero.titleRegular}
            </h1>
            <p className={styles.lead}>{hero.description}</p>
            <Link to="/contact-us" className={styles.cta}>
              {hero.ctaText}
            </Link>
          </div>
          {heroImage && <GatsbyImage image={heroImage} alt="" loading="eager" className={styles.image} />}
        </section>
      )}
    </Layout>
  );
}

export const query = graphql`
  query HomePage {
    homeContent {
      hero {
        titleHighlighted
        titleRegular
        description
        ctaText
        thumbnails {
          main {
            childImageSharp {
              gatsbyImageData(width: 600, placeholder: BLURRED)
            }
          }
        }
      }
    }
  }
`;

export const Head: HeadFC = ({ location }) => <Seo title="Digital agency in Depok, Indonesia" pathname={location.pathname} />;
