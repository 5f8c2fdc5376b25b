import { graphql, useStaticQuery } from "gatsby";
import { inLocale, useLocaleNodes } from "../i18n/use-locale-nodes";

/** One language's site settings, as the site's one static query of them has them. */
export type SiteSettings = Queries.SiteSettingsQuery["allSiteSettings"]["nodes"][number];

/**
 * Every language's site settings: for the site chrome, the head tags (Seo) and the agency's JSON-LD.
 * The only static query of them, so every page downloads one answer (page-data/sq): keep it to the
 * fields those use.
 */
function useAllSiteSettings(): readonly SiteSettings[] {
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
          map {
            center {
              lat
              lng
            }
          }
        }
      }
    }
  `);
  return data.allSiteSettings.nodes;
}

/** The site chrome's content: navigation, contact block, social links, footers. */
export function useSiteSettings(): SiteSettings {
  const [settings] = useLocaleNodes(useAllSiteSettings());
  if (!settings) throw new Error("content/site.json was not loaded");
  return settings;
}

/** The site settings in `locale`, for a Head export (which gets the page context, not the page's providers). */
export function useSiteSettingsIn(locale: string): SiteSettings | undefined {
  const [settings] = inLocale(useAllSiteSettings(), locale);
  return settings;
}
