import { builtHtml, textOf } from "../support/site-files";

it("/faq: category tabs, first category's questions by order, first open", () => {
  const html = builtHtml("/faq");
  const tabs = [...html.matchAll(/role="tab" aria-selected="(true|false)"[^>]*>([^<]+)</g)].map((m) => [m[2], m[1]]);
  expect(tabs).toEqual([["General", "true"], ["Process", "false"], ["Support", "false"], ["SEO", "false"], ["Marketing", "false"], ["Business", "false"]]);
  const questions = [...html.matchAll(/aria-expanded="(true|false)"[^>]*><span class="accordion-module--title[^"]*">([^<]+)</g)].map((m) => [m[2], m[1]]);
  expect(questions).toEqual([
    ["What does your agency do?", "true"],
    ["Do you work with clients outside Indonesia?", "false"],
    ["How much does a website cost?", "false"],
    ["How long does a typical project take?", "false"],
  ]);
});

describe("/pricing", () => {
  const html = builtHtml("/pricing");
  const text = textOf(html);
  it("defaults to annual prices with the toggle labels in place", () => {
    expect(text).toMatch(/Billed monthly\s+Billed annually/);
    expect(html).toMatch(/role="switch" aria-checked="true"/);
    expect([...html.matchAll(/data-testid="price">\$(\d+)</g)].map((m) => m[1])).toEqual(["299", "499", "299"]);
  });
  it("has the three packages, five features each, the highlighted one, and the links", () => {
    for (const t of ["Web Design Package", "UX/UI Package", "Branding Package", "30-day free trial"]) expect(text).toContain(t);
    expect(html.match(/class="pricing-plans-module--plan[^"]*pricing-plans-module--highlighted/g)).toHaveLength(1);
    expect(html.match(/href="\/pricing"[^>]*>Select the package/g)).toHaveLength(3);
    expect(html).toMatch(/href="\/contact-us">Contact us<\/a>/);
  });
});

it("/testimonial: the testimonial with readable stars and rendered bold and line breaks", () => {
  const html = builtHtml("/testimonial");
  expect(html).toMatch(/role="img" aria-label="Rated 5 out of 5"/);
  expect(html).toContain("<strong>fast even on island connections</strong>");
  expect(html).toMatch(/<br\/>We still talk to them every month/);
});
