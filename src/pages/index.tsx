import React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { AgencyJsonLd } from "../components/layout/agency-json-ld";
import { ServicesGrid } from "../components/sections/services-grid";
import { ProjectsSlider } from "../components/sections/projects-slider";
import { HowWeWork } from "../components/sections/how-we-work";
import { CounterSection } from "../components/sections/counter-section";
import { useProjectCards } from "../hooks/use-project-cards";
import { imageAlt, imageData } from "../lib/image-data";
import { imageLoading } from "../lib/image-priority";
import { pickServices } from "../lib/pick-services";
import * as styles from "./index.module.css";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const projects = useProjectCards();
  const home = data.homeContent;
  if (!home) return null;
  const { hero } = home;
  const heroImage = imageData(hero.thumbnails.main);
  return (
    <Layout richFooter>
      <section className={`container ${styles.hero}`}>
        <div>
          <h1 className={styles.title}>
            <span className={styles.highlight}>{hero.titleHighlighted}</span> {hero.titleRegular}
          </h1>
          <p className={styles.lead}>{hero.description}</p>
          <Link to="/contact-us" className={styles.cta}>
            {hero.ctaText}
          </Link>
          <div className={styles.users}>
            <ul aria-hidden="true">
              {hero.thumbnails.users.map((user, i) => {
                const image = imageData(user);
                return <li key={i}>{image && <GatsbyImage image={image} alt={imageAlt(user, "")} />}</li>;
              })}
            </ul>
            <p>{hero.usersCaption}</p>
          </div>
        </div>
        {heroImage && <GatsbyImage image={heroImage} alt={imageAlt(hero.thumbnails.main, "")} className={styles.image} {...imageLoading("high")} />}
      </section>
      <ServicesGrid services={pickServices(data.allService.nodes, home.serviceIds)} />
      <ProjectsSlider projects={projects} />
      {data.howWeWork && <HowWeWork content={data.howWeWork} />}
      <CounterSection title={home.counterTitle} counters={home.counters} />
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
        usersCaption
        thumbnails {
          main {
            alt
            childImageSharp {
              gatsbyImageData(width: 560, aspectRatio: 1.2, placeholder: BLURRED)
            }
          }
          users {
            alt
            childImageSharp {
              gatsbyImageData(width: 48, height: 48, layout: FIXED, placeholder: BLURRED)
            }
          }
        }
      }
      serviceIds
      counterTitle
      counters {
        id
        start
        end
        suffix
        label
      }
    }
    allService(sort: { position: ASC }) {
      nodes {
        ...ServiceCardFields
      }
    }
    howWeWork {
      title
      paragraphs
      steps {
        id
        number
        title
        content
        isOpen
      }
    }
  }
`;

export const Head: HeadFC = ({ location }) => (
  <>
    <Seo title="Digital agency in Depok, Indonesia" pathname={location.pathname} />
    <AgencyJsonLd />
  </>
);
