import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { Link } from "../i18n/link";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { AgencyJsonLd } from "../components/layout/agency-json-ld";
import { ServicesGrid } from "../components/sections/services-grid";
import { ProjectsSlider } from "../components/sections/projects-slider";
import { HowWeWork } from "../components/sections/how-we-work";
import { CounterSection } from "../components/sections/counter-section";
import { imageData } from "../lib/image-data";
import { imageLoading } from "../lib/image-priority";
import * as styles from "./index.module.css";
import { useContentLang } from "../i18n/content-lang";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const langOf = useContentLang();
  const home = data.homeContent;
  if (!home) return null;
  const { hero } = home;
  const heroImage = imageData(hero.thumbnails.main);
  return (
    <Layout richFooter>
      <section className={`container ${styles.hero}`} lang={langOf(home)}>
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
                return <li key={i}>{image && <GatsbyImage image={image} alt={hero.thumbnails.usersAlt[i]} />}</li>;
              })}
            </ul>
            <p>{hero.usersCaption}</p>
          </div>
        </div>
        {heroImage && (
          <GatsbyImage
            image={heroImage}
            alt={hero.thumbnails.mainAlt}
            className={styles.image}
            {...imageLoading("high")}
          />
        )}
      </section>
      <ServicesGrid services={home.services} />
      <ProjectsSlider projects={data.portfolioCards} />
      {data.howWeWork && <HowWeWork content={data.howWeWork} />}
      <CounterSection title={home.counterTitle} counters={home.counters} lang={langOf(home)} />
    </Layout>
  );
}

export const query = graphql`
  query HomePage($locale: String!) {
    homeContent(locale: { eq: $locale }) {
      lang
      hero {
        titleHighlighted
        titleRegular
        description
        ctaText
        usersCaption
        thumbnails {
          main {
            childImageSharp {
              gatsbyImageData(width: 560, aspectRatio: 1.2, placeholder: BLURRED)
            }
          }
          mainAlt
          users {
            childImageSharp {
              gatsbyImageData(width: 48, height: 48, layout: FIXED, placeholder: BLURRED)
            }
          }
          usersAlt
        }
      }
      services {
        ...ServiceCardFields
      }
      counterTitle
      counters {
        id
        start
        end
        suffix
        label
      }
    }
    # the slider: the portfolio's first six (SPEC), in the editors' order
    portfolioCards(locale: $locale, limit: 6) {
      ...PortfolioCardFields
    }
    howWeWork(locale: { eq: $locale }) {
      lang
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

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <>
    <Seo page={pageContext} title={pageContext.texts.head.home.title} />
    <AgencyJsonLd site={pageContext.site} />
  </>
);
