import React from "react";
import { parseRichText } from "../../lib/rich-text";

/** Content text with its line breaks and **bold** markers as elements; never as HTML. */
export function RichText({ text, className, lang }: { text: string; className?: string; lang?: string }) {
  const lines = parseRichText(text);
  return (
    <p className={className} lang={lang}>
      {lines.map((segments, i) => (
        <React.Fragment key={i}>
          {i > 0 && <br />}
          {segments.map((s, j) =>
            s.bold ? <strong key={j}>{s.text}</strong> : <React.Fragment key={j}>{s.text}</React.Fragment>,
          )}
        </React.Fragment>
      ))}
    </p>
  );
}
