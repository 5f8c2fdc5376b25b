export type BillingPeriod = "annually" | "monthly";

/** Price ids of the content: 1 = Annually, 2 = Monthly (SPEC section 3). */
const PRICE_ID: Record<BillingPeriod, number> = { annually: 1, monthly: 2 };

export function priceFor(
  prices: ReadonlyArray<{ readonly id: number; readonly value: number }>,
  period: BillingPeriod,
): number | null {
  return prices.find((p) => p.id === PRICE_ID[period])?.value ?? null;
}
