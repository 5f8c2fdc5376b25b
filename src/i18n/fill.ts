/** A fixed text with its {name} placeholders filled: fill("{count} posts", { count: 3 }). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
