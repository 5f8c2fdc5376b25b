import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { SkillBar } from "../components/ui/skill-bar";
import { SocialLinks } from "../components/ui/social-links";
import { imageData } from "../lib/image-data";
import { imageLoading } from "../lib/image-priority";
import * as styles from "./single-team.module.css";
import { useTexts } from "../i18n/page-locale";
import { fill } from "../i18n/fill";
import { useContentLang } from "../i18n/content-lang";

/** The team profile, of the team member it names. */
export default function SingleTeamPage({ data }: PageProps<Queries.SingleTeamPageQuery>) {
  const texts = useTexts();
  const langOf = useContentLang();
  const profile = data.teamProfile;
  if (!profile) return null;
  const { member } = profile;
  const image = imageData(member.image);
  const lang = langOf(profile);
  return (
    <Layout richFooter>
      <div className="container">
        <Breadcrumb category="Team" categoryLabel={texts.breadcrumb.team} current={member.name} />
        <div className={styles.profile}>
          {image && (
            <GatsbyImage image={image} alt={member.imageAlt} className={styles.photo} {...imageLoading("high")} />
          )}
          <div>
            <h1>{member.name}</h1>
            <p className={styles.designation} lang={langOf({ lang: member.designationLang })}>
              {member.designation}
            </p>
            {profile.biography.map((p) => (
              <p key={p} lang={lang}>
                {p}
              </p>
            ))}
            <dl className={styles.attributes} lang={lang}>
              {profile.attributes.map((a) => (
                <div key={a.label}>
                  <dt>{a.label}</dt>
                  <dd>{a.value}</dd>
                </div>
              ))}
            </dl>
            <SocialLinks
              links={data.siteSettings?.socialLinks ?? []}
              label={fill(texts.team.onSocialMedia, { name: member.name })}
              className={styles.social}
            />
          </div>
        </div>
        <div className={styles.columns}>
          <section>
            <h2>{texts.team.qualifications}</h2>
            <ul lang={lang}>
              {profile.qualifications.map((q) => (
                <li key={q}>{q}</li>
              ))}
            </ul>
          </section>
          <section>
            <h2>{texts.team.skills}</h2>
            {profile.skills.map((s) => (
              <SkillBar key={s.name} name={s.name} percent={s.percent} lang={lang} />
            ))}
          </section>
        </div>
      </div>
    </Layout>
  );
}

export const query = graphql`
  query SingleTeamPage($locale: String!) {
    teamProfile(locale: { eq: $locale }) {
      lang
      member {
        lang
        name
        designation
        designationLang
        image {
          childImageSharp {
            gatsbyImageData(width: 420, aspectRatio: 0.833, placeholder: BLURRED)
          }
        }
        imageAlt
      }
      biography
      qualifications
      attributes {
        label
        value
      }
      skills {
        name
        percent
      }
    }
    siteSettings(locale: { eq: $locale }) {
      socialLinks {
        name
        icon
        url
      }
    }
  }
`;

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <Seo
    page={pageContext}
    title={pageContext.texts.head.singleTeam.title}
    description={pageContext.texts.head.singleTeam.description}
  />
);
