import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { Marquee } from "../components/sections/marquee";
import { TeamGrid } from "../components/sections/team-grid";
import { imageData } from "../lib/image-data";
import { imageLoading } from "../lib/image-priority";
import * as styles from "./about-us.module.css";
import { useTexts } from "../i18n/page-locale";
import { useContentLang } from "../i18n/content-lang";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const texts = useTexts();
  const langOf = useContentLang();
  const about = data.aboutContent;
  if (!about) return null;
  const { storyHeader, storyContent } = about;
  const lang = langOf(about);
  const members = data.allAboutTeamMember.nodes.map((m) => ({ ...m, image: imageData(m.image) }));
  return (
    <Layout richFooter>
      <div className="container">
        <Breadcrumb current={about.pageTitle} currentLang={lang} />
        <header className={styles.story} lang={lang}>
          <h1>
            <span className={styles.highlight}>{storyHeader.title.highlighted}</span> {storyHeader.title.regular}
          </h1>
          <p className={styles.lead}>{storyHeader.description}</p>
        </header>
        <ul className={styles.images}>
          {/* the four story images are the first screen's row at 1280 px; the first is its largest paint */}
          {about.storyImages.map((file, i) => {
            const image = imageData(file);
            return (
              <li key={i}>
                {image && (
                  <GatsbyImage
                    image={image}
                    alt={about.storyImagesAlt[i]}
                    {...imageLoading(i === 0 ? "high" : "eager")}
                  />
                )}
              </li>
            );
          })}
        </ul>
        <div className={styles.columns} lang={lang}>
          {[storyContent.leftColumn, storyContent.rightColumn].map((column) => (
            <section key={column.title}>
              <h2>{column.title}</h2>
              {column.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
      <Marquee slides={data.allMarqueeSlide.nodes} />
      <div className="container">
        <section aria-labelledby="about-team-title">
          <h2 id="about-team-title">{texts.about.teamTitle}</h2>
          <TeamGrid members={members} />
        </section>
        <dl className={styles.stats} lang={lang}>
          {about.stats.map((stat) => (
            <div key={stat.text}>
              <dt>{stat.text}</dt>
              <dd>{stat.number}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Layout>
  );
}

export const query = graphql`
  query AboutPage($locale: String!) {
    aboutContent(locale: { eq: $locale }) {
      lang
      pageTitle
      storyHeader {
        title {
          highlighted
          regular
        }
        description
      }
      storyImages {
        childImageSharp {
          gatsbyImageData(width: 300, aspectRatio: 0.8, placeholder: BLURRED)
        }
      }
      storyImagesAlt
      storyContent {
        leftColumn {
          title
          paragraphs
        }
        rightColumn {
          title
          paragraphs
        }
      }
      stats {
        number
        text
      }
    }
    allMarqueeSlide(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        contentId
        lang
        title
        circle
      }
    }
    allAboutTeamMember(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...TeamCard
      }
    }
  }
`;

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <Seo
    page={pageContext}
    title={pageContext.texts.head.aboutUs.title}
    description={pageContext.texts.head.aboutUs.description}
  />
);
