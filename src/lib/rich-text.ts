export type RichSegment = { text: string; bold: boolean };

/**
 * Parses the only markup content may carry: line breaks and **bold** markers. Anything else,
 * HTML included, stays plain text; the renderer turns the result into React elements.
 */
export function parseRichText(source: string): RichSegment[][] {
  return source.split(/\r?\n/).map((line) =>
    line
      .split(/(\*\*[^*]+\*\*)/g)
      .filter((part) => part !== "")
      .map((part) =>
        /^\*\*[^*]+\*\*$/.test(part) ? { text: part.slice(2, -2), bold: true } : { text: part, bold: false },
      ),
  );
}
