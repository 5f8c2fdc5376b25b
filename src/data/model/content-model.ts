// One description of every content entity (its kinds of field: ./fields.ts), used twice: to declare
// the explicit GraphQL types (so the schema never depends on inference) and to validate each entry as
// the build reads it. A page type written nowhere here gets its fields from its CMS schema
// (./page-type-collection.ts).
import { pageSlug } from "../../rules/slug";
import type { Texts } from "../../i18n/en";
import { FIXED_TEXTS } from "../../i18n/fixed-texts";
import { fill } from "../../i18n/fill";
import {
  bool,
  blocks,
  date,
  float,
  image,
  imageList,
  int,
  jobTitle,
  obj,
  objList,
  optDate,
  optStr,
  optText,
  previousSlugs,
  ref,
  refList,
  seo,
  sitePath,
  slug,
  str,
  strList,
  text,
  textList,
  url,
  type AltFallback,
  type Collection,
} from "./fields";
import { pageTypeCollections } from "./page-type-collection";

/** An alternative text from the fixed texts (i18n/en.ts, id.ts), filled from the image's holder. */
const altText =
  (key: keyof Texts["imageAlt"]): AltFallback =>
  (holder, locale) =>
    fill(FIXED_TEXTS[locale].imageAlt[key], holder as Record<string, string>);
const portrait = altText("portrait");

const link = { name: str(), icon: str(), url: url() };
const navChild = { label: text(), to: sitePath() };
const approachStep = { id: str(), title: text(), description: text(), icon: str() };
/** a person on a team card: the team page's and the about page's members */
const teamCard = { id: str(), name: str(), designation: jobTitle(), image: image(true, portrait) };

const written: Collection[] = [
  {
    type: "Service",
    file: "services.json",
    single: false,
    fields: {
      id: str(),
      title: text(),
      slug: slug(),
      previousSlugs: previousSlugs(),
      shortDescription: text(),
      iconType: str(),
      icon: str(),
      iconSrc: image(false),
      category: strList(),
      features: textList(),
      detailedDescription: text(),
      process: textList(),
      technologies: strList(),
      details: obj("ServiceDetails", {
        title: text(),
        description: textList(),
        sections: objList("ServiceSection", { title: text(), points: textList() }),
      }),
      seo: seo(),
    },
    // A service's own slug (the CMS keeps one per entry), else its title's (SPEC section 9).
    page: { type: "service", slug: pageSlug },
  },
  {
    type: "Project",
    file: "projects.json",
    single: false,
    fields: {
      id: str(),
      title: text(),
      slug: slug(),
      previousSlugs: previousSlugs(),
      category: text(),
      thumbnail: image(false),
      banner: image(false, altText("banner")),
      detailImage: image(false, altText("detail")),
      client: optText(),
      date: optText(),
      duration: optText(),
      websiteUrl: url(false),
      subtitle: optText(),
      description: text(),
      details: objList("ProjectPhase", { title: optText(), text: text() }),
      seo: seo(),
    },
    page: { type: "project", slug: pageSlug },
  },
  {
    type: "ProjectCard",
    file: "project-cards.json",
    single: false,
    // slug: the project page the card links to, so per language as the project's own
    fields: { title: text(), category: text(), slug: text(), image: image(false) },
    page: { type: "project", slug: (entry) => String(entry.slug) },
  },
  { type: "TeamMember", file: "team.json", single: false, fields: teamCard, implements: "TeamCardEntry" },
  { type: "AboutTeamMember", file: "about-team.json", single: false, fields: teamCard, implements: "TeamCardEntry" },
  {
    type: "TeamProfile",
    file: "team-profile.json",
    single: true,
    fields: {
      memberId: ref("TeamMember", "member"),
      biography: textList(),
      qualifications: textList(),
      attributes: objList("TeamProfileAttribute", { label: text(), value: text() }),
      skills: objList("TeamProfileSkill", { name: text(), percent: int() }),
    },
  },
  {
    type: "Faq",
    file: "faqs.json",
    single: false,
    fields: { id: str(), category: ref("FaqCategory"), order: int(), title: text(), text: text() },
  },
  {
    type: "FaqCategory",
    file: "faq-categories.json",
    single: false,
    fields: { id: str(), name: text(), show: bool() },
  },
  {
    type: "PricingPlan",
    file: "pricing.json",
    single: false,
    fields: {
      id: str(),
      title: text(),
      description: text(),
      features: textList(),
      highlighted: bool(),
      price: objList("PricingPrice", { id: int(), value: int() }),
    },
  },
  {
    type: "Testimonial",
    file: "testimonials.json",
    single: false,
    fields: {
      id: str(),
      rating: int(),
      title: text(),
      description: text(),
      author: str(),
      designation: jobTitle(),
      image: image(),
    },
  },
  {
    // an article: its own page (/blog/<slug>/); `content` is its excerpt (the list's text), `date` the day it was
    // published
    type: "BlogPost",
    file: "blog-posts.json",
    single: false,
    fields: {
      id: str(),
      title: text(),
      slug: slug(),
      previousSlugs: previousSlugs(),
      category: optText(),
      date: date(),
      updated: optDate(),
      image: image(),
      imageCaption: optText(),
      author: ref("TeamMember", "authorMember"),
      tags: textList(),
      content: text(),
      body: blocks(),
      seo: seo(),
    },
    page: { type: "article", slug: pageSlug },
  },
  // a comment under an article (post: its id); children: a reply to the comment before it
  {
    type: "Comment",
    file: "comments.json",
    single: false,
    fields: {
      id: str(),
      post: ref("BlogPost"),
      comment: text(),
      author: str(),
      date: date(),
      image: image(),
      children: bool(),
    },
  },
  {
    type: "Sidebar",
    file: "sidebar.json",
    single: true,
    fields: { recentPosts: refList("BlogPost", "recentPostEntries") },
  },
  { type: "MarqueeSlide", file: "marquee.json", single: false, fields: { id: str(), title: text(), circle: bool() } },
  {
    type: "HowWeWork",
    file: "how-we-work.json",
    single: true,
    fields: {
      title: text(),
      paragraphs: textList(),
      steps: objList("AccordionItem", { id: str(), number: str(), title: text(), content: text(), isOpen: bool() }),
    },
  },
  {
    type: "Approaches",
    file: "approaches.json",
    single: true,
    fields: {
      web: objList("ApproachStep", approachStep),
      blockchain: objList("ApproachStep", approachStep),
      ai: objList("ApproachStep", approachStep),
      uiux: objList("ApproachStep", approachStep),
    },
  },
  {
    type: "AboutContent",
    file: "about.json",
    single: true,
    fields: {
      pageTitle: text(),
      storyHeader: obj("AboutStoryHeader", {
        title: obj("AboutStoryTitle", { highlighted: text(), regular: text() }),
        description: text(),
      }),
      storyImages: imageList(),
      storyContent: obj("AboutStoryContent", {
        leftColumn: obj("AboutStoryColumn", { title: text(), paragraphs: textList() }),
        rightColumn: obj("AboutStoryColumn", { title: text(), paragraphs: textList() }),
      }),
      stats: objList("AboutStat", { number: str(), text: text() }),
    },
  },
  {
    type: "HomeContent",
    file: "home.json",
    single: true,
    fields: {
      hero: obj("HomeHero", {
        titleHighlighted: text(),
        titleRegular: text(),
        description: text(),
        ctaText: text(),
        usersCaption: text(),
        thumbnails: obj("HomeHeroThumbnails", { main: image(), users: imageList() }),
      }),
      /** the services shown on the home page, in order */
      serviceIds: refList("Service", "services"),
      counterTitle: text(),
      counters: objList("HomeCounter", { id: str(), start: int(), end: int(), suffix: optStr(), label: text() }),
    },
  },
  // how a page that no entry owns (the home page, /about-us, a list's first page...) appears in search
  // results and link previews: `page` is its English address
  { type: "PageSeo", file: "page-seo.json", single: false, fields: { id: str(), page: sitePath(), seo: seo() } },
  {
    type: "SiteSettings",
    file: "site.json",
    single: true,
    fields: {
      name: str(),
      tagline: text(),
      description: text(),
      siteUrl: str(),
      logo: str(),
      navigation: objList("NavItem", {
        label: text(),
        to: sitePath(),
        children: { ...objList("NavChild", navChild), required: false },
      }),
      contact: obj("ContactInfo", {
        title: text(),
        description: text(),
        phone: str(),
        chatUrl: url(),
        email: str(),
        address: str(),
      }),
      socialLinks: objList("SocialLink", link),
      footers: obj("Footers", {
        main: obj("Footer", { logo: str(), copyright: text() }),
        account: obj("Footer", { logo: str(), copyright: text() }),
      }),
      map: obj("MapLocation", {
        center: obj("LatLng", { lat: float(), lng: float() }),
        zoom: int(),
        address: str(),
      }),
    },
  },
];

export const collections: Collection[] = [...written, ...pageTypeCollections(written)];
