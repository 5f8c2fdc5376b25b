import React from "react";
import type { WrapPageElementBrowserArgs } from "gatsby";
import { PageLocaleProvider, pageLocaleAt, type PageLocale } from "./page-locale";

/** gatsby-browser's and gatsby-ssr's wrapPageElement: the page's language for every component. */
export const wrapPageElement = ({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) => (
  <PageLocaleProvider value={pageLocaleAt(props.pageContext as unknown as PageLocale, props.location.pathname)}>
    {element}
  </PageLocaleProvider>
);
