/** SPEC section 9: lower case, non-word characters stripped, spaces become hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}
