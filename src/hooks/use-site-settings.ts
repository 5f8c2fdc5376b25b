import { graphql, useStaticQuery } from "gatsby";

/** The site chrome's content: navigation, contact block, social links, footers. */
export function useSiteSettings(): Queries.SiteSettingsQuery["siteSettings"] & object {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      siteSettings {
        name
        description
        siteUrl
        logo
        navigation {
          label
          to
          children {
            label
            to
          }
        }
        contact {
          title
          description
          phone
          chatUrl
          email
          address
        }
        socialLinks {
          name
          icon
          url
        }
        footers {
          main {
            logo
            copyright
          }
          account {
            logo
            copyright
          }
        }
      }
    }
  `);
  if (!data.siteSettings) throw new Error("content/site.json was not loaded");
  return data.siteSettings;
}
