import faqs from "../../content/faqs.json";
import { contactPageFaqs, faqsOf, visibleCategories } from "../../src/lib/faq";
import { priceFor } from "../../src/lib/pricing";
import { isLocalHost } from "../../src/lib/hosts";

it("composes the contact page FAQs in the spec's order", () => {
  expect(contactPageFaqs(faqs).map((f) => f.id)).toEqual([
    "faq-1",
    "faq-2",
    "faq-3",
    "faq-5",
    "faq-8",
    "faq-9",
    "faq-10",
    "faq-4",
  ]);
});

it("composes from order, not file position", () => {
  const shuffled = [
    { id: "g4", category: "general", order: 4 },
    { id: "s2", category: "support", order: 2 },
    { id: "g1", category: "general", order: 1 },
    { id: "p2", category: "process", order: 2 },
    { id: "g3", category: "general", order: 3 },
    { id: "p1", category: "process", order: 1 },
    { id: "s1", category: "support", order: 1 },
    { id: "g2", category: "general", order: 2 },
  ];
  expect(contactPageFaqs(shuffled).map((f) => f.id)).toEqual(["g1", "g2", "g3", "p1", "s1", "s2", "g4"]);
});

it("sorts a category by order and hides categories whose show is false", () => {
  expect(
    faqsOf(
      [
        { category: "seo", order: 2 },
        { category: "seo", order: 1 },
        { category: "general", order: 0 },
      ],
      "seo",
    ).map((f) => f.order),
  ).toEqual([1, 2]);
  expect(
    visibleCategories([
      { contentId: "a", show: true },
      { contentId: "b", show: false },
    ]).map((c) => c.contentId),
  ).toEqual(["a"]);
});

it("chooses the price by billing period (1 = Annually, 2 = Monthly)", () => {
  const prices = [
    { id: 1, value: 499 },
    { id: 2, value: 599 },
  ];
  expect(priceFor(prices, "annually")).toBe(499);
  expect(priceFor(prices, "monthly")).toBe(599);
  expect(priceFor([], "monthly")).toBeNull();
});

it.each([
  ["localhost", true],
  ["127.0.0.1", true],
  ["192.168.1.20", true],
  ["dev.192.168.0.5.nip.io", true],
  ["nusakode.id", false],
  ["example.com", false],
  ["10.0.0.2", false],
])("isLocalHost(%j) is %j", (host, local) => {
  expect(isLocalHost(host)).toBe(local);
});
