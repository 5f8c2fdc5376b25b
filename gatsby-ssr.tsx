import React from "react";
import type { GatsbySSR } from "gatsby";
import { Preloader } from "./src/components/layout/preloader";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setPreBodyComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
  setPreBodyComponents([<Preloader key="preloader" />]);
};
