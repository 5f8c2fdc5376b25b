import React from "react";
import type { WrapPageElementBrowserArgs } from "gatsby";
import { PageLocaleProvider, type PageLocale } from "./page-locale";

/** gatsby-browser's and gatsby-ssr's wrapPageElement: the page's language for every component. */
export const wrapPageElement = ({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) => (
  <PageLocaleProvider value={props.pageContext as unknown as PageLocale}>{element}</PageLocaleProvider>
);
