// Readable text of a DOM node: every text node outside script, style, noscript and template, joined
// with spaces (so "<span>Billed monthly</span><span>Billed annually</span>" reads as two phrases),
// whitespace collapsed. Visually hidden text counts: screen readers read it.
const SKIPPED = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"]);

export function textIn(node: Node): string {
  const parts: string[] = [];
  const walk = (current: Node) => {
    for (const child of Array.from(current.childNodes)) {
      if (child.nodeType === 3) parts.push(child.nodeValue ?? "");
      else if (child.nodeType === 1 && !SKIPPED.has((child as Element).tagName)) walk(child);
    }
  };
  walk(node);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}
