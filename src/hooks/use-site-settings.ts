import { usePageLocale, type SiteSettings } from "../i18n/page-locale";

/** The site chrome's content in the page's language: navigation, contact block, social links, footers. */
export const useSiteSettings = (): SiteSettings => usePageLocale().site;
