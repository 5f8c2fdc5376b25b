export interface FaqLike {
  readonly category: string;
  readonly order: number;
}
export interface FaqCategoryLike {
  readonly contentId: string;
  readonly show: boolean;
}

/** Categories shown on the FAQ page: hidden only when show is false. */
export function visibleCategories<C extends FaqCategoryLike>(categories: ReadonlyArray<C>): C[] {
  return categories.filter((c) => c.show !== false);
}

/** One category's questions, sorted by order. */
export function faqsOf<F extends FaqLike>(faqs: ReadonlyArray<F>, category: string): F[] {
  return faqs.filter((f) => f.category === category).sort((a, b) => a.order - b.order);
}

/**
 * The contact page's accordion (SPEC section 2): the first three general FAQs, the first process
 * FAQ, all support FAQs, then the fourth general FAQ.
 */
export function contactPageFaqs<F extends FaqLike>(faqs: ReadonlyArray<F>): F[] {
  const general = faqsOf(faqs, "general");
  return [
    ...general.slice(0, 3),
    ...faqsOf(faqs, "process").slice(0, 1),
    ...faqsOf(faqs, "support"),
    ...general.slice(3, 4),
  ];
}
