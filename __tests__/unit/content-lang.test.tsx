// An entry without Indonesian text shows in English on the Indonesian pages, and the element holding
// its text says so (lang="en"), so that screen readers pronounce it as English: never the page's fixed
// texts or numbers around it, and nothing at all when the entry is in the page's language.
import React from "react";
import { inPage } from "../support/page-locale";
import type { SiteSettings } from "../../src/i18n/page-locale";
import siteJson from "../../content/site.json";
import type { Locale } from "../../src/rules/locales";
import type { BlogSubjects } from "../../src/lib/blog-subjects";
import { useContentLang } from "../../src/i18n/content-lang";
import { ServiceCard } from "../../src/components/sections/service-card";
import { ServiceDetail } from "../../src/components/sections/service-detail";
import { ProjectDetail } from "../../src/components/sections/project-detail";
import { ProjectCard, type PortfolioCard } from "../../src/components/sections/project-card";
import { BlogPostCard } from "../../src/components/sections/blog-post-card";
import { BlogSidebar } from "../../src/components/sections/blog-sidebar";
import { FIXED_TEXTS } from "../../src/i18n/fixed-texts";
import { TeamGrid } from "../../src/components/sections/team-grid";
import { TestimonialCard } from "../../src/components/sections/testimonial-card";
import { FaqBrowser } from "../../src/components/sections/faq-browser";
import { PricingPlans } from "../../src/components/sections/pricing-plans";
import { Layout } from "../../src/components/layout/layout";
import HomePage from "../../src/pages/index";
import AboutPage from "../../src/pages/about-us";
import ArticleTemplate from "../../src/templates/article";
import SingleTeamPage from "../../src/pages/single-team";
import ServicesPage from "../../src/pages/service";
import ContactPage from "../../src/pages/contact-us";

// The home page's slider imports swiper's stylesheets by package name, which the CSS stand-in does not match.
jest.mock("swiper/css", () => ({}));
jest.mock("swiper/css/pagination", () => ({}));

// The Node build of the server renderer (the browser build needs TextEncoder, which jsdom lacks).

const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

// Every node of the fixtures has its text in `lang`.
const service = (lang: string) => ({
  contentId: "service-1",
  lang,
  title: "Web Development",
  pagePath: "/service/web-development/",
  shortDescription: "Fast sites.",
  iconType: "css-class",
  icon: "code",
  iconSrc: null,
  iconSrcAlt: "",
  englishSlug: "web-development",
  details: {
    title: "Web Development",
    description: ["We build sites."],
    sections: [{ title: "What we do", points: ["Design"] }],
  },
});
const step = { id: "s1", title: "Discover", description: "We listen." };
const approaches = (lang: string) => ({ lang, web: [step], blockchain: [step], ai: [step], uiux: [step] });
const testimonial = (lang: string) => ({
  contentId: "t1",
  lang,
  rating: 5,
  title: "Great work",
  description: "They **delivered**.",
  author: "Budi",
  designation: "Owner",
  designationLang: lang,
  image: null,
  imageAlt: "",
});
const faq = (lang: string, contentId = "faq-1", category = "general") => ({
  contentId,
  lang,
  category,
  order: 1,
  title: `Question ${contentId}?`,
  text: "Answer.",
});
const post = (lang: string) => ({
  contentId: "post-1",
  lang,
  title: "How we build",
  pagePath: "/blog/how-we-build/",
  category: "Development",
  date: "12 March 2025",
  dateIso: "2025-03-12",
  content: "An excerpt.",
  image: null,
  imageAlt: "",
});
const member = (lang: string) => ({
  contentId: "m1",
  lang,
  name: "Ayu Lestari",
  designation: "Creative Director",
  designationLang: lang,
  image: null,
  imageAlt: "",
});
const siteSettings = (lang: string, locale: Locale = "id") => ({ ...siteJson, locale, lang });

const projectCard = (lang: string) =>
  ({
    lang,
    title: "Warung Rasa",
    pagePath: "/id/ourworks/warung-rasa/",
    category: "Web Development",
    image: null,
    imageAlt: "",
  }) as unknown as PortfolioCard;
const sidebar = (lang: string) =>
  ({
    recentPostEntries: [
      { contentId: "post-1", lang, title: "How we build", pagePath: "/blog/how-we-build/", date: "12 March 2025" },
    ],
  }) as unknown as Queries.BlogSidebarFieldsFragment;
// the sidebar's categories and tags, named by articles in `lang`
const subjects = (lang: string): BlogSubjects => ({
  categories: [{ name: "Business", lang, path: "/id/blog/kategori/business/", count: 1200 }],
  tags: [{ name: "Marketing", lang, path: "/id/blog/tag/marketing/", count: 1 }],
});

const homeData = (lang: string) => ({
  homeContent: {
    lang,
    hero: {
      titleHighlighted: "We build",
      titleRegular: "websites",
      description: "For you.",
      ctaText: "Start",
      usersCaption: "Happy clients",
      thumbnails: { main: null, mainAlt: "", users: [], usersAlt: [] },
    },
    services: [service(lang)],
    counterTitle: "Design, code, and launch",
    counters: [{ id: "c1", start: 0, end: 12000, suffix: null, label: "Hours of code" }],
  },
  portfolioCards: [],
  howWeWork: {
    lang,
    title: "How do we work?",
    paragraphs: ["First."],
    steps: [{ id: "1", number: "01", title: "Project idea", content: "Idea.", isOpen: false }],
  },
});
const aboutData = (lang: string) => ({
  aboutContent: {
    lang,
    pageTitle: "About Us",
    storyHeader: { title: { highlighted: "Our", regular: "story" }, description: "Since 2019." },
    storyImages: [],
    storyImagesAlt: [],
    storyContent: {
      leftColumn: { title: "Our core vision", paragraphs: ["Vision."] },
      rightColumn: { title: "Our main mission", paragraphs: ["Mission."] },
    },
    stats: [{ number: "5+", text: "years of experience" }],
  },
  allMarqueeSlide: { nodes: [{ contentId: "slide-1", lang, title: "Design", circle: false }] },
  allAboutTeamMember: { nodes: [member(lang)] },
});
const singleBlogData = (lang: string) => ({
  article: {
    ...post(lang),
    pagePath: "/blog/how-we-build/",
    dateIso: "2025-03-12",
    updated: null,
    updatedIso: null,
    tags: ["Design"],
    imageCaption: "A caption.",
    authorMember: { name: "Ayu Lestari", designation: "Designer" },
    bodyWords: 460,
    bodyImages: [],
    body: [
      { type: "paragraph", children: [{ type: "text", text: "Body." }] },
      { type: "quote", children: [{ type: "text", text: "A quote." }] },
    ],
  },
  comments: {
    nodes: [
      {
        contentId: "c1",
        lang,
        author: "Budi",
        date: "13 March 2025",
        dateIso: "2025-03-13",
        comment: "Nice post.",
        isReply: false,
        image: null,
        imageAlt: "",
      },
    ],
  },
  visitorComments: { nodes: [] },
  previous: null,
  next: null,
  related: [],
});
const singleTeamData = (lang: string) => ({
  teamProfile: {
    lang,
    member: member(lang),
    biography: ["Bio."],
    qualifications: ["Degree"],
    attributes: [{ label: "Experience", value: "10 years" }],
    skills: [{ name: "Leadership", percent: 90 }],
  },
  siteSettings: { socialLinks: [] },
});
const servicesData = (lang: string) => ({
  allService: { nodes: [service(lang)] },
  approaches: approaches(lang),
  allFaq: { nodes: [faq(lang)] },
  allTestimonial: { nodes: [testimonial(lang)] },
});
const contactData = (lang: string) => ({
  siteSettings: siteSettings(lang),
  allFaq: { nodes: [faq(lang, "faq-1", "general")] },
});
const plan = (lang: string) => ({
  contentId: "plan-1",
  lang,
  title: "Web Design Package",
  description: "For small businesses.",
  features: ["Up to 5 pages"],
  highlighted: false,
  price: [
    { id: 1, value: 2990 },
    { id: 2, value: 399 },
  ],
});

// Each case: what it renders with its entries in `lang`, whether its entries are the site settings (the
// chrome, which the page context carries; else the settings are in the page's language), and the
// elements marked lang="en" when the entries are English on an Indonesian page: [element, its text].
type Case = [
  name: string,
  ui: (lang: string) => React.ReactElement,
  fromSiteSettings: boolean,
  marked: Array<[string, string]>,
];

const page = (Page: React.ComponentType<any>, data: unknown, pageContext?: unknown) => (
  <Page data={data} pageContext={pageContext} />
);
const cases: Case[] = [
  [
    "service card",
    (lang) => <ServiceCard service={service(lang) as unknown as Queries.ServiceCardFieldsFragment} />,
    false,
    [
      ["h3", "Web Development"],
      ["p", "Fast sites."],
    ],
  ],
  [
    "service detail with its approach (the breadcrumb's other steps and the headings are the page's)",
    (lang) => (
      <ServiceDetail
        service={service(lang) as unknown as Queries.ServiceDetailFieldsFragment}
        approaches={approaches(lang) as unknown as Queries.ApproachFieldsFragment}
      />
    ),
    false,
    [
      ["li", "Web Development"],
      ["h1", "Web Development"],
      ["p", "We build sites."],
      ["div", "What we do Design"],
      ["ol", "01 Discover We listen."],
    ],
  ],
  [
    "project detail (its labels and placeholders are the page's)",
    (lang) => (
      <ProjectDetail
        project={
          {
            lang,
            title: "Warung Rasa",
            category: "Web Development",
            client: "Warung Rasa",
            date: null,
            websiteUrl: null,
            subtitle: "A restaurant",
            description: "Menus.",
            details: [{ title: null, text: "Plan." }],
            banner: null,
            bannerAlt: "",
            detailImage: null,
            detailImageAlt: "",
          } as unknown as Queries.ProjectDetailFieldsFragment
        }
      />
    ),
    false,
    [
      ["li", "Warung Rasa"],
      ["dd", "Web Development"],
      ["h1", "Warung Rasa"],
      ["p", "A restaurant"],
      ["p", "Menus."],
      ["p", "Plan."],
    ],
  ],
  [
    "project card",
    (lang) => <ProjectCard project={projectCard(lang)} />,
    false,
    [["article", "Web Development Warung Rasa"]],
  ],
  [
    "blog post card",
    (lang) => <BlogPostCard post={post(lang) as unknown as Queries.BlogPostCardFieldsFragment} excerpt />,
    false,
    [["article", "Development 12 March 2025 How we build An excerpt..."]],
  ],
  [
    "blog sidebar (its counts are the page's numbers)",
    (lang) => <BlogSidebar sidebar={sidebar(lang)} subjects={subjects(lang)} texts={FIXED_TEXTS.id.blog} />,
    false,
    [
      ["a", "Business"],
      ["li", "How we build 12 March 2025"],
      ["li", "Marketing"],
    ],
  ],
  [
    "team card (the name is everyone's)",
    (lang) => <TeamGrid members={[{ ...member(lang), image: null }]} />,
    false,
    [["p", "Creative Director"]],
  ],
  [
    "testimonial (its rating is the page's text)",
    (lang) => <TestimonialCard testimonial={testimonial(lang) as unknown as Queries.TestimonialFieldsFragment} />,
    false,
    [
      ["blockquote", "Great work They delivered ."],
      ["figcaption", "Budi Owner"],
    ],
  ],
  [
    "FAQ tabs and questions",
    (lang) => (
      <FaqBrowser
        categories={[
          { contentId: "general", lang, name: "General", show: true },
          { contentId: "seo", lang, name: "SEO", show: true },
        ]}
        faqs={[faq(lang)]}
      />
    ),
    false,
    [
      ["button", "General"],
      ["button", "SEO"],
      ["div", "Question faq-1? Answer."],
    ],
  ],
  [
    "pricing plans (prices and the button are the page's)",
    (lang) => (
      <PricingPlans plans={[plan(lang) as unknown as Queries.PricingPageQuery["allPricingPlan"]["nodes"][number]]} />
    ),
    false,
    [
      ["h2", "Web Design Package"],
      ["p", "For small businesses."],
      ["ul", "Up to 5 pages"],
    ],
  ],
  [
    "site chrome: navigation (header and mobile menu), contact block, copyright",
    () => <Layout richFooter>body</Layout>,
    true,
    [
      [
        "ul",
        "Home Service All services Web Development UI/UX Design Pricing Our Works Two columns One column About Us About the studio Team FAQ Testimonials Blog",
      ],
      ...[
        "Home",
        "Service",
        "All services",
        "Web Development",
        "UI/UX Design",
        "Pricing",
        "Our Works",
        "Two columns",
        "One column",
        "About Us",
        "About the studio",
        "Team",
        "FAQ",
        "Testimonials",
        "Blog",
      ].map((label): [string, string] => ["a", label]),
      ["h2", "Lets start a project together"],
      ["p", "Tell us about your idea, your users and your timeline. We answer every message within one working day."],
      ["p", "© 2025 Nusakode. All rights reserved."],
    ],
  ],
  [
    "home: hero, counters (not their numbers), how we work",
    (lang) => page(HomePage, homeData(lang)),
    false,
    [
      ["section", "We build websites For you. Start Happy clients"],
      ["h3", "Web Development"],
      ["p", "Fast sites."],
      ["section", "How do we work? First. 01 Project idea Idea."],
      ["h2", "Design, code, and launch"],
      ["dt", "Hours of code"],
    ],
  ],
  [
    "about: story, columns, stats, marquee, team",
    (lang) => page(AboutPage, aboutData(lang)),
    false,
    [
      ["li", "About Us"],
      ["header", "Our story Since 2019."],
      ["div", "Our core vision Vision. Our main mission Mission."],
      ["li", "Design"],
      ["li", "Design"],
      ["p", "Creative Director"],
      ["dl", "years of experience 5+"],
    ],
  ],
  [
    "blog article and its comments (its counts are the page's; its sidebar is a slice, above)",
    (lang) => page(ArticleTemplate, singleBlogData(lang)),
    false,
    [
      ["li", "How we build"],
      ["a", "Development"],
      ["h1", "How we build"],
      ["div", "Body. A quote."],
      ["li", "Design"],
      ["p", "Nice post."],
    ],
  ],
  [
    "team profile (its headings are the page's)",
    (lang) => page(SingleTeamPage, singleTeamData(lang)),
    false,
    [
      ["p", "Creative Director"],
      ["p", "Bio."],
      ["dl", "Experience 10 years"],
      ["ul", "Degree"],
      ["div", "Leadership 90 %"],
    ],
  ],
  [
    "services page: cards, approach, questions, testimonials",
    (lang) => page(ServicesPage, servicesData(lang)),
    false,
    [
      ["h3", "Web Development"],
      ["p", "Fast sites."],
      ["ol", "01 Discover We listen."],
      ["div", "Question faq-1? Answer."],
      ["blockquote", "Great work They delivered ."],
      ["figcaption", "Budi Owner"],
    ],
  ],
  [
    "contact page questions",
    (lang) => page(ContactPage, contactData(lang)),
    false,
    [["div", "Question faq-1? Answer."]],
  ],
];

// react-hook-form's forms (in the footer, the comments) warn that a layout effect does nothing on the server.
beforeEach(() => {
  const report = console.error;
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("useLayoutEffect does nothing on the server")) report(...args);
  });
});
afterEach(() => jest.restoreAllMocks());

/** The server-rendered markup of `ui` on a page in `locale` whose site settings are in `siteLang`, as a DOM. */
function rendered(ui: React.ReactElement, locale: Locale, siteLang: string) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    inPage(ui, { locale, path: "/", site: siteSettings(siteLang, locale) as unknown as SiteSettings }),
  );
  return container;
}
/** The elements with a lang, but for the language switch's links (each language named in itself). */
const markedIn = (container: HTMLElement) =>
  [...container.querySelectorAll("[lang]")].filter((element) => !element.matches("a[hreflang]"));

/** The element's text as read: its text nodes joined with spaces. */
const textOf = (element: Element) => {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? "");
  return parts.join(" ").replace(/\s+/g, " ").trim();
};

describe.each(cases)("%s", (_name, ui, fromSiteSettings, marked) => {
  it('in English on an Indonesian page: the elements holding the entries\' text, and only they, carry lang="en"', () => {
    const found = markedIn(rendered(ui("en"), "id", fromSiteSettings ? "en" : "id"));
    expect(found.map((element) => [element.localName, textOf(element)])).toEqual(marked);
    expect(found.map((element) => element.getAttribute("lang"))).toEqual(marked.map(() => "en"));
  });
  it.each([
    ["id", "id"],
    ["en", "en"],
  ] as const)("in the page's language (%s on a %s page): no lang attribute", (lang, locale) => {
    expect(markedIn(rendered(ui(lang), locale, lang)).map((element) => element.outerHTML)).toEqual([]);
  });
});

it("useContentLang: the node's language where it is not the page's, else nothing", () => {
  const seen: Array<string | undefined> = [];
  function Probe() {
    const langOf = useContentLang();
    seen.push(langOf({ lang: "en" }), langOf({ lang: "id" }), langOf(null));
    return null;
  }
  rendered(<Probe />, "id", "id");
  rendered(<Probe />, "en", "en");
  expect(seen).toEqual(["en", undefined, undefined, undefined, "id", undefined]);
});

// A job title an Indonesian version keeps in English (as agencies in Indonesia write them) is marked
// English, in a translated entry whose other texts are the page's.
test('a job title kept in English in a translated entry is marked lang="en", its other texts not', () => {
  const marked = (ui: React.ReactElement) => {
    const html = renderToString(inPage(ui, { locale: "id" }));
    return [...html.matchAll(/<(\w+)[^>]* lang="en"[^>]*>([^<]*)/g)].map((match) => [match[1], match[2]]);
  };
  expect(marked(<TeamGrid members={[{ ...member("id"), designationLang: "en", image: null }]} />)).toEqual([
    ["p", "Creative Director"],
  ]);
  const kept = {
    ...testimonial("id"),
    designation: "Founder, Jelajah Tours",
    designationLang: "en",
  } as unknown as Queries.TestimonialFieldsFragment;
  expect(marked(<TestimonialCard testimonial={kept} />)).toEqual([["span", "Founder, Jelajah Tours"]]);
  expect(
    marked(<TestimonialCard testimonial={testimonial("id") as unknown as Queries.TestimonialFieldsFragment} />),
  ).toEqual([]);
});
