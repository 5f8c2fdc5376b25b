import { pageSlug } from "../../rules/slug";
import type { PageTypeName } from "../../rules/page-types";
import type { Locale } from "../../rules/locales";
import type { Texts } from "../../i18n/en";
import { FIXED_TEXTS } from "../../i18n/fixed-texts";
import { fill } from "../../i18n/fill";
import { seoProblems } from "../../rules/seo";

// One description of every content entity, used twice: to declare the explicit GraphQL types
// (so the schema never depends on inference) and to validate each entry as the build reads it.

/**
 * A field holding the id of an entry of another type (its content id). The build checks that the
 * entry exists (content-references.ts) and, when `as` is given, the schema resolves it under that
 * name (@link), so a page queries the entry itself instead of looking it up.
 */
export interface Ref {
  type: string;
  as?: string;
}

/** The alternative text of an image when the CMS gives none, from the object holding the image, in the entry's language. */
export type AltFallback = (holder: Record<string, unknown>, locale: Locale) => string;

export type Field =
  | {
      kind: "String" | "Int" | "Float" | "Boolean";
      required: boolean;
      list: boolean;
      format?: "url" | "slug" | "path" | "date";
      ref?: Ref;
      localized?: true;
      mayStayEnglish?: true;
    }
  | { kind: "File"; required: boolean; list: boolean; alt: AltFallback }
  | { kind: "Blocks"; required: boolean; list: false; localized: true }
  | {
      kind: "Object";
      typeName: string;
      fields: Fields;
      required: boolean;
      list: boolean;
      rules?: (value: Record<string, unknown>) => Array<{ field: string; rule: string }>;
    };
export type Fields = Record<string, Field>;

const scalar = (kind: "String" | "Int" | "Float" | "Boolean", required = true, list = false): Field => ({
  kind,
  required,
  list,
});
export const str = (): Field => scalar("String");
export const optStr = (): Field => scalar("String", false);
export const int = (): Field => scalar("Int");
export const float = (): Field => scalar("Float");
export const bool = (): Field => scalar("Boolean");
export const strList = (): Field => scalar("String", true, true);
/**
 * Text a visitor reads, written per language: content/<lang>/ gives it in another language than
 * English (src/data/built-in/content-translations.ts). Everything else (ids, numbers, links, images, references, names)
 * is shared by both languages.
 */
const localized = (field: Field): Field => ({ ...field, localized: true }) as Field;
export const text = (): Field => localized(str());
export const optText = (): Field => localized(optStr());
export const textList = (): Field => localized(strList());
/**
 * A text that another language often keeps in English: a job title ("Lead Web Developer", as agencies
 * in Indonesia write them: content/id/GLOSSARY.md). Where another language's text is English's own, its
 * node says so (<name>Lang: "en"), so that screen readers pronounce it as English.
 */
export const jobTitle = (): Field => ({ ...localized(str()), mayStayEnglish: true }) as Field;
export const ref = (type: string, as?: string): Field => ({
  kind: "String",
  required: true,
  list: false,
  ref: { type, as },
});
export const refList = (type: string, as?: string): Field => ({
  kind: "String",
  required: true,
  list: true,
  ref: { type, as },
});
/**
 * An address on this site, written as the English page's (/about-us, /service/web-development/): in
 * another language the node gets that page's address in it (src/data/nodes/localized-values.ts).
 */
export const sitePath = (): Field => ({ kind: "String", required: true, list: false, format: "path" });
/** A day, written "12 March 2025" (src/rules/dates.js); in another language its month is in it (src/data/nodes/localized-values.ts). */
export const date = (): Field => ({ kind: "String", required: true, list: false, format: "date" });
/** A link's address: only what src/rules/links.js allows. */
export const url = (required = true): Field => ({ kind: "String", required, list: false, format: "url" });
/**
 * A page's own slug (letters, digits, - _ . ~, as Strapi's uid fields allow), and the slugs it had
 * before: per language, as a page's address follows its title's language.
 */
const slug = (): Field => ({ kind: "String", required: false, list: false, format: "slug", localized: true });
const previousSlugs = (): Field => ({ kind: "String", required: false, list: true, format: "slug", localized: true });
/**
 * An image path relative to content/images (or a CMS image), resolved to a File node. Beside it the
 * node gets `<field>Alt`: the alternative text the CMS's media library gives, else `alt`'s fallback,
 * which by default marks the image as decorative ("").
 */
export const image = (required = true, alt: AltFallback = decorative): Field => ({
  kind: "File",
  required,
  list: false,
  alt,
});
export const imageList = (alt: AltFallback = decorative): Field => ({ kind: "File", required: true, list: true, alt });
function decorative() {
  return "";
}
/** An alternative text from the fixed texts (i18n/en.ts, id.ts), filled from the image's holder. */
const altText =
  (key: keyof Texts["imageAlt"]): AltFallback =>
  (holder, locale) =>
    fill(FIXED_TEXTS[locale].imageAlt[key], holder as Record<string, string>);
const portrait = altText("portrait");
/**
 * Rich text in Strapi's blocks (model/blocks.ts), written per language. Its images become File nodes: the
 * node has `<field>Images` beside it, and each image block names its place in that list.
 */
export const blocks = (): Field => ({ kind: "Blocks", required: true, list: false, localized: true });
/** An optional day (an article's last update). */
export const optDate = (): Field => ({ ...date(), required: false });
export const obj = (typeName: string, fields: Fields, required = true): Field => ({
  kind: "Object",
  typeName,
  fields,
  required,
  list: false,
});
/**
 * How a page appears in search results and link previews, every field optional (empty: the page's own
 * title and description, a share image the build draws). Its limits are src/rules/seo.js's, which the
 * CMS also checks at save. The share image's alternative text is written per language beside it.
 */
const seo = (): Field =>
  ({
    ...obj(
      "Seo",
      {
        metaTitle: optText(),
        metaDescription: optText(),
        shareImage: image(false),
        shareImageAlt: optText(),
        canonicalPath: { ...sitePath(), required: false },
        noindex: { ...bool(), required: false },
      },
      false,
    ),
    rules: seoProblems,
  }) as Field;
export const objList = (typeName: string, fields: Fields): Field => ({
  kind: "Object",
  typeName,
  fields,
  required: true,
  list: true,
});

/**
 * Gatsby reserves `id` and `children` on every node, so those content fields get other names on
 * the node: an entry's id becomes contentId, a comment's children flag (a nested reply) isReply.
 */
export const NODE_FIELD_RENAMES: Readonly<Record<string, string>> = { id: "contentId", children: "isReply" };

export interface Collection {
  /** GraphQL node type name */
  type: string;
  /** file in content/ */
  file: string;
  /** a list of entries, or one object */
  single: boolean;
  fields: Fields;
  /**
   * For entries that link to a page (src/rules/page-types.js): the slug, computed once per entry and
   * language as the nodes are made, under the page type's base. Nodes then carry `slug` and
   * `pagePath`, and every link uses them.
   */
  page?: { type: PageTypeName; slug: (entry: Record<string, unknown>) => string | undefined };
  /** a GraphQL interface of the fields this type shares with others, so one fragment queries them all */
  implements?: string;
}

const link = { name: str(), icon: str(), url: url() };
const navChild = { label: text(), to: sitePath() };
const approachStep = { id: str(), title: text(), description: text(), icon: str() };
/** a person on a team card: the team page's and the about page's members */
const teamCard = { id: str(), name: str(), designation: jobTitle(), image: image(true, portrait) };

export const collections: Collection[] = [
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
    // an article: its own page (/blog/<slug>/); `content` is its excerpt (the list's text), `date` the day it was published
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
