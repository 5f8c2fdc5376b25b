import { slugify } from "./slug";

/** A project's address: its own slug, else the title rule of SPEC section 9. */
export function projectSlug(project: { slug?: string | null; title: string }): string {
  return project.slug && project.slug.trim() !== "" ? project.slug : slugify(project.title);
}
