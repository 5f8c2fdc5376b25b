import { graphql, useStaticQuery } from "gatsby";
import { useLocaleNodes } from "../i18n/use-locale-nodes";

/** The site chrome's content: navigation, contact block, social links, footers. */
export function useSiteSettings(): Queries.SiteSettingsQuery["allSiteSettings"]["nodes"][number] {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      allSiteSettings {
        nodes {
          locale
          lang
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
    }
  `);
  const [settings] = useLocaleNodes(data.allSiteSettings.nodes);
  if (!settings) throw new Error("content/site.json was not loaded");
  return settings;
}
