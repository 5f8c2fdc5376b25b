export type ApproachKind = "web" | "blockchain" | "ai" | "uiux";

/**
 * SPEC section 2: the approach is chosen by substring of the slug, in this order: web, blockchain,
 * ai, otherwise ui/ux. 'blockchain' contains 'ai', so blockchain must be tested before ai.
 */
export function approachFor(slug: string): ApproachKind {
  if (slug.includes("web")) return "web";
  if (slug.includes("blockchain")) return "blockchain";
  if (slug.includes("ai")) return "ai";
  return "uiux";
}
