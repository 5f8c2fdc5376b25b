// A link that opens in a new tab must not hand the opener over: target="_blank" with rel naming
// both noopener and noreferrer, in any order and among any other tokens.
export function opensSafelyInNewTab(link: Element): boolean {
  const rel = (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
  return link.getAttribute("target") === "_blank" && rel.includes("noopener") && rel.includes("noreferrer");
}
