import { useLocale } from "./page-locale";

/** A content node, or anything holding its `lang`: the language its text is actually in. */
export type InLanguage = { readonly lang: string } | null | undefined;

/**
 * The `lang` attribute of an element holding a content entry's text: the entry's language where it is
 * not the page's (an entry with no Indonesian text yet shows in English on an /id/ page, and screen
 * readers should pronounce it as English), else undefined, so no attribute. Put it on the element that
 * holds only the entry's text, never around the page's fixed texts or its formatted numbers.
 *
 *   const langOf = useContentLang();
 *   <p lang={langOf(service)}>{service.shortDescription}</p>
 */
export function useContentLang(): (node: InLanguage) => string | undefined {
  const locale = useLocale();
  return (node) => (node && node.lang !== locale ? node.lang : undefined);
}
