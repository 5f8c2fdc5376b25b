// Numbers a visitor reads (counters, prices, counts, ratings), written the way the page's language
// writes them: "12,000" and "$299" in English (SPEC sections 2 and 9), "12.000" and "US$299" in
// Indonesian. Always by the page's language, never the browser's: the HTML built on the server and the
// browser's first render must read the same, or React's hydration fails.
import type { Locale } from "../rules/locales";

/** The Intl locale of each page language. */
const INTL_LOCALE: Record<Locale, string> = { en: "en-US", id: "id-ID" };

/**
 * The pricing content's prices are whole US dollars. Each language shows the same amount in the same
 * currency, only written its way: "$299" in English, "US$299" in Indonesian (where "$" alone could as
 * well be Singapore's or Australia's dollar; Rupiah is written "Rp").
 */
const PRICE_CURRENCY = "USD";

const formats = new Map<string, Intl.NumberFormat>();
function format(locale: Locale, kind: "number" | "price"): Intl.NumberFormat {
  const key = `${locale}:${kind}`;
  let nf = formats.get(key);
  if (!nf) {
    const options: Intl.NumberFormatOptions =
      kind === "price"
        ? { style: "currency", currency: PRICE_CURRENCY, minimumFractionDigits: 0, maximumFractionDigits: 0 }
        : {};
    nf = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    formats.set(key, nf);
  }
  return nf;
}

/** A number with the language's digit grouping: 12,000 (en), 12.000 (id). */
export function formatNumber(value: number, locale: Locale): string {
  return format(locale, "number").format(value);
}

/** A price of the pricing content: $299 (en), US$299 (id). */
export function formatPrice(value: number, locale: Locale): string {
  return format(locale, "price").format(value);
}
