import React from "react";
import type { GatsbySSR } from "gatsby";
import { Preloader } from "./src/components/layout/preloader";
import { localeOfPath } from "./src/rules/locales";

export { wrapPageElement } from "./src/i18n/wrap-page";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setPreBodyComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: localeOfPath(pathname) });
  setPreBodyComponents([<Preloader key="preloader" />]);
};
