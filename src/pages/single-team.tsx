import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { SkillBar } from "../components/ui/skill-bar";
import { SocialLinks } from "../components/ui/social-links";
import { imageAlt, imageData } from "../lib/image-data";
import { imageLoading } from "../lib/image-priority";
import * as styles from "./single-team.module.css";

/** The fixed profile of the first team member. */
export default function SingleTeamPage({ data }: PageProps<Queries.SingleTeamPageQuery>) {
  const member = data.allTeamMember.nodes[0];
  const profile = data.teamProfile;
  if (!member || !profile) return null;
  const image = imageData(member.image);
  return (
    <Layout richFooter>
      <div className="container">
        <Breadcrumb category="Team" current={member.name} />
        <div className={styles.profile}>
          {image && <GatsbyImage image={image} alt={imageAlt(member.image, `Portrait of ${member.name}`)} className={styles.photo} {...imageLoading("high")} />}
          <div>
            <h1>{member.name}</h1>
            <p className={styles.designation}>{member.designation}</p>
            {profile.biography.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <dl className={styles.attributes}>
              {profile.attributes.map((a) => (
                <div key={a.label}>
                  <dt>{a.label}</dt>
                  <dd>{a.value}</dd>
                </div>
              ))}
            </dl>
            <SocialLinks links={data.siteSettings?.socialLinks ?? []} label={`${member.name} on social media`} className={styles.social} />
          </div>
        </div>
        <div className={styles.columns}>
          <section>
            <h2>Qualifications</h2>
            <ul>
              {profile.qualifications.map((q) => (
                <li key={q}>{q}</li>
              ))}
            </ul>
          </section>
          <section>
            <h2>Skills</h2>
            {profile.skills.map((s) => (
              <SkillBar key={s.name} name={s.name} percent={s.percent} />
            ))}
          </section>
        </div>
      </div>
    </Layout>
  );
}

export const query = graphql`
  query SingleTeamPage {
    allTeamMember(sort: { position: ASC }, limit: 1) {
      nodes {
        name
        designation
        image {
          alt
          childImageSharp {
            gatsbyImageData(width: 420, aspectRatio: 0.833, placeholder: BLURRED)
          }
        }
      }
    }
    teamProfile {
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
    siteSettings {
      socialLinks {
        name
        icon
        url
      }
    }
  }
`;

export const Head: HeadFC = ({ location }) => <Seo title="Team member" description="Profile of a Nusakode team member: biography, qualifications, contact details and skills." pathname={location.pathname} />;
