// Checks that entries name each other correctly: the home page's services and each FAQ's category.
import type { LoadedCollection } from "./content-loader";

const entriesOf = (loaded: LoadedCollection[], type: string) => loaded.find((l) => l.collection.type === type)?.entries ?? [];

/** Problems in the form "HomeContent: field serviceIds[1] names no service (service-9)". */
export function referenceProblems(loaded: LoadedCollection[]): string[] {
  const serviceIds = new Set(entriesOf(loaded, "Service").map((s) => s.id));
  const categoryIds = new Set(entriesOf(loaded, "FaqCategory").map((c) => c.id));
  const problems: string[] = [];
  const home = entriesOf(loaded, "HomeContent")[0];
  ((home?.serviceIds as unknown[] | undefined) ?? []).forEach((id, i) => {
    if (!serviceIds.has(id)) problems.push(`home: field serviceIds[${i}] names no service (${String(id)})`);
  });
  entriesOf(loaded, "Faq").forEach((faq) => {
    if (!categoryIds.has(faq.category)) problems.push(`FAQ "${String(faq.title)}": field category names no FAQ category (${String(faq.category)})`);
  });
  return problems;
}
