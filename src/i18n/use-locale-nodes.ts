import { usePageLocale } from "./page-locale";

/**
 * The nodes of one language, from a static query (which cannot take the page's language as a
 * variable, so it asks for every language's nodes with their locale). For a Head export, which gets
 * the page context but not the page's providers.
 */
export const inLocale = <T extends { readonly locale: string }>(nodes: readonly T[], locale: string): T[] => nodes.filter((node) => node.locale === locale);

/** The nodes of the page's language (see inLocale). */
export function useLocaleNodes<T extends { readonly locale: string }>(nodes: readonly T[]): T[] {
  return inLocale(nodes, usePageLocale().locale);
}
