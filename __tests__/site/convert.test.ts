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

describe("/contact-us", () => {
  const html = builtHtml("/contact-us");
  const text = textOf(html);
  it("has the heading, page title, form, contact information and the map placeholder", () => {
    expect(text).toContain("Let's Build Something Together");
    expect(html).toMatch(/<title[^>]*>Contact Us \| Nusakode<\/title>/);
    expect(html).toMatch(/<form[^>]*aria-label="Contact form"/);
    expect(html).toMatch(/href="https:\/\/wa.me\/6281234567890" target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain('href="mailto:hello@nusakode.id"');
    expect(text).toContain("Depok, Indonesia.");
    expect(html).toContain('data-map-state="waiting"');
    expect(html).not.toContain("leaflet-container");
  });
  it("lists the FAQ composition of the spec with the first open", () => {
    const faq = html.match(/id="contact-faq-title"[\s\S]*?<\/section>/)?.[0] ?? "";
    const items = [...faq.matchAll(/aria-expanded="(true|false)"[^>]*><span class="accordion-module--title[^"]*">([^<]+)</g)].map((m) => [m[2], m[1]]);
    expect(items).toEqual([
      ["What does your agency do?", "true"],
      ["Do you work with clients outside Indonesia?", "false"],
      ["How much does a website cost?", "false"],
      ["How do we start working together?", "false"],
      ["Do you offer support after launch?", "false"],
      ["How quickly do you respond to problems?", "false"],
      ["Can you take over a site built by someone else?", "false"],
      ["How long does a typical project take?", "false"],
    ]);
  });
});

it("pages with the rich footer carry the contact form under 'Send us a message'", () => {
  const html = builtHtml("/");
  expect(html).toMatch(/Send us a message<\/h2><form[^>]*aria-label="Contact form"/);
});
