import { usePageLocale } from "./page-locale";

/**
 * The nodes of the page's language, from a static query (which cannot take the page's language as
 * a variable, so it asks for every language's nodes with their locale).
 */
export function useLocaleNodes<T extends { readonly locale: string }>(nodes: readonly T[]): T[] {
  const { locale } = usePageLocale();
  return nodes.filter((node) => node.locale === locale);
}
