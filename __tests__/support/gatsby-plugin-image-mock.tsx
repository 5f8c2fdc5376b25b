import React from "react";

export const getImage = (data: unknown) => data ?? undefined;
export function GatsbyImage({ alt }: { alt: string }) {
  return <img alt={alt} />;
}
