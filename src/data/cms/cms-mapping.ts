// The one place where Strapi's entries (cms/) become the site's content shapes (content-model.ts).
// Each mapping turns one REST entry, as gatsby-source-strapi fetched it, into what the matching
// built-in content file would hold, so both go through the same validation and node creation.
// cms/src/seed/ is the exact inverse (a fresh CMS shows exactly the built-in site).
import type { CmsImage } from "../model/cms-image";
import type { Fields } from "../model/content-model";
import { siteDate as siteDateOf } from "../../rules/dates";

export type CmsEntry = Record<string, unknown>;
type Entry = Record<string, unknown>;

export interface CmsMapping {
  /** the site's node type the CMS replaces */
  type: string;
  /** the Strapi content type, as gatsby-source-strapi's options name it */
  singularName: string;
  kind: "singleType" | "collectionType";
  /** what gatsby-source-strapi asks for; components, media and relations must be named to come back */
  populate: Record<string, unknown>;
  /** orders a collection's entries as the site shows them */
  sort?: (a: CmsEntry, b: CmsEntry) => number;
  /**
   * One CMS entry to the site's shape, for what sameNamedFields does not copy; builtIn is the built-in
   * entry for what the CMS does not hold.
   */
  toSite: (entry: CmsEntry, builtIn: Entry | undefined) => Entry;
  /** how messages name an entry */
  label: (entry: CmsEntry) => string;
}

/** A CMS value the site cannot show (a heading in a text, a date it cannot read), named by field. */
export class CmsFieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The node type gatsby-source-strapi creates for a content type (its makeParentNodeName). */
export const strapiNodeType = (singularName: string) => `STRAPI_${singularName.replace(/-/g, "_").toUpperCase()}`;

const record = (value: unknown): CmsEntry => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as CmsEntry) : {});
const list = (value: unknown): CmsEntry[] => (Array.isArray(value) ? value.map(record) : []);
/** Lists are left as they came when they are not lists, so validation names what is wrong. */
const mapList = <T>(value: unknown, each: (item: CmsEntry, index: number) => T) => (Array.isArray(value) ? value.map((item, i) => each(record(item), i)) : value);
/** A repeatable "Line" component (shared.line) to the list of its texts. */
const lines = (value: unknown) => mapList(value, (line) => line.text);
/** Strapi keeps an emptied optional field as "" or null; the site's content leaves it out. */
const optional = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value);
/**
 * The model's fields that the CMS holds under the same name as the same plain value (one text, number,
 * or true or false; not a reference, which the CMS keeps as a relation, and not the entry's id, which
 * the CMS numbers itself): copied as they are, so a mapping names only what differs. The seed copies
 * them the other way (plainFields, cms/src/seed/convert.js).
 */
export function sameNamedFields(fields: Fields, entry: CmsEntry): Entry {
  const plain = Object.entries(fields).filter(([name, field]) => name !== "id" && name in entry && (field.kind === "String" || field.kind === "Int" || field.kind === "Float" || field.kind === "Boolean") && !field.list && !field.ref);
  return Object.fromEntries(plain.map(([name, field]) => [name, field.required ? entry[name] : optional(entry[name])]));
}
const byOrderThenId = (a: CmsEntry, b: CmsEntry) => Number(a.order) - Number(b.order) || Number(a.id) - Number(b.id);
const named = (kind: string) => (entry: CmsEntry) =>
  `${kind} "${String(entry.title ?? entry.question ?? entry.name ?? entry.author ?? entry.documentId ?? "?")}"`;
const derivedId = (prefix: string, entry: CmsEntry) => `${prefix}-${String(entry.documentId)}`;

/** Blocks (Strapi's rich text) to paragraphs in the site's markup: line breaks and **bold**. */
function paragraphs(value: unknown, field: string): unknown {
  if (!Array.isArray(value)) return value;
  const inline = (node: CmsEntry): string => {
    if (node.type !== "text") throw new CmsFieldError(field, `has a ${String(node.type)}; the site shows paragraphs with bold text only`);
    const text = String(node.text ?? "");
    return node.bold === true && text.trim() !== "" ? `**${text}**` : text;
  };
  return list(value)
    .map((block) => {
      if (block.type !== "paragraph") throw new CmsFieldError(field, `has a ${String(block.type)} block; the site shows paragraphs with bold text only`);
      return list(block.children).map(inline).join("");
    })
    .filter((paragraph) => paragraph.trim() !== "");
}
/** Blocks to one text whose paragraphs are lines. */
const richText = (value: unknown, field: string) => {
  const result = paragraphs(value, field);
  return Array.isArray(result) ? result.join("\n") : result;
};

/** A media field to the image the site links (CmsImage); no media is no image. */
function image(value: unknown): CmsImage | undefined {
  if (value === null || value === undefined) return undefined;
  const media = record(value);
  const alt = typeof media.alternativeText === "string" ? media.alternativeText.trim() : "";
  return {
    cmsImage: String(media.url),
    fileNodeId: typeof media.localFile___NODE === "string" ? media.localFile___NODE : null,
    // Strapi may fill an unset alternative text with the file's name, which describes nothing.
    alt: alt !== "" && alt !== media.name ? alt : null,
  };
}
const images = (value: unknown) => mapList(value, (media) => image(media));

/** Strapi's date (2025-03-12) as the site writes dates (12 March 2025). */
function siteDate(value: unknown, field: string): unknown {
  if (value === null || value === undefined) return value;
  const date = siteDateOf(value);
  if (date === undefined) throw new CmsFieldError(field, `must be a date, got ${JSON.stringify(value)}`);
  return date;
}
/** Decimals may come as text from some databases. */
const number = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value);

const approachSteps = (value: unknown, key: string) =>
  mapList(value, (step, i) => ({ id: `${key}-${i + 1}`, title: step.title, description: step.description, icon: step.icon }));
const column = (value: unknown, field: string) => {
  const c = record(value);
  return { title: c.title, paragraphs: paragraphs(c.paragraphs, `${field}.paragraphs`) };
};

export const cmsMappings: CmsMapping[] = [
  {
    type: "Service",
    singularName: "service",
    kind: "collectionType",
    populate: {
      iconImage: true, category: true, features: true, process: true, technologies: true, previousSlugs: true,
      details: { populate: { sections: { populate: { points: true } } } },
    },
    sort: byOrderThenId,
    label: named("service"),
    toSite: (entry) => {
      const details = record(entry.details);
      return {
        id: entry.serviceId,
        previousSlugs: lines(entry.previousSlugs),
        iconSrc: image(entry.iconImage),
        category: lines(entry.category),
        features: lines(entry.features),
        process: lines(entry.process),
        technologies: lines(entry.technologies),
        details: {
          title: details.title,
          description: paragraphs(details.description, "details.description"),
          sections: mapList(details.sections, (section) => ({ title: section.title, points: lines(section.points) })),
        },
      };
    },
  },
  {
    type: "Project",
    singularName: "project",
    kind: "collectionType",
    populate: { thumbnail: true, banner: true, detailImage: true, details: true, previousSlugs: true },
    sort: byOrderThenId,
    label: named("project"),
    toSite: (entry) => ({
      id: derivedId("project", entry),
      previousSlugs: lines(entry.previousSlugs),
      thumbnail: image(entry.thumbnail),
      banner: image(entry.banner),
      detailImage: image(entry.detailImage),
      description: richText(entry.description, "description"),
      details: mapList(entry.details, (phase) => ({ title: optional(phase.title), text: phase.text })),
    }),
  },
  {
    type: "ProjectCard",
    singularName: "project-card",
    kind: "collectionType",
    populate: { image: true },
    sort: byOrderThenId,
    label: named("project card"),
    toSite: (entry) => ({ image: image(entry.image) }),
  },
  {
    type: "TeamMember",
    singularName: "team-member",
    kind: "collectionType",
    populate: { image: true },
    sort: byOrderThenId,
    label: named("team member"),
    toSite: (entry) => ({ id: entry.memberId, image: image(entry.image) }),
  },
  {
    type: "AboutTeamMember",
    singularName: "about-team-member",
    kind: "collectionType",
    populate: { image: true },
    sort: byOrderThenId,
    label: named("about page team member"),
    toSite: (entry) => ({ id: derivedId("about", entry), image: image(entry.image) }),
  },
  {
    type: "TeamProfile",
    singularName: "team-profile",
    kind: "singleType",
    populate: { member: { fields: ["memberId"] }, qualifications: true, attributes: true, skills: true },
    label: () => "team profile",
    toSite: (entry) => ({
      memberId: record(entry.member).memberId,
      biography: paragraphs(entry.biography, "biography"),
      qualifications: lines(entry.qualifications),
      attributes: mapList(entry.attributes, (a) => ({ label: a.label, value: a.value })),
      skills: mapList(entry.skills, (s) => ({ name: s.name, percent: s.percent })),
    }),
  },
  {
    type: "Faq",
    singularName: "faq",
    kind: "collectionType",
    populate: { category: { fields: ["slug"] } },
    sort: byOrderThenId,
    label: named("FAQ"),
    toSite: (entry) => ({ id: derivedId("faq", entry), category: record(entry.category).slug, title: entry.question, text: entry.answer }),
  },
  {
    type: "FaqCategory",
    singularName: "faq-category",
    kind: "collectionType",
    populate: {},
    sort: byOrderThenId,
    label: named("FAQ category"),
    toSite: (entry) => ({ id: entry.slug }),
  },
  {
    type: "PricingPlan",
    singularName: "pricing-plan",
    kind: "collectionType",
    populate: { features: true },
    sort: byOrderThenId,
    label: named("pricing plan"),
    toSite: (entry) => ({
      id: derivedId("plan", entry),
      features: lines(entry.features),
      // Price ids of the site: 1 = annually, 2 = monthly (src/lib/pricing.ts).
      price: [
        { id: 1, value: entry.annualPrice },
        { id: 2, value: entry.monthlyPrice },
      ],
    }),
  },
  {
    type: "Testimonial",
    singularName: "testimonial",
    kind: "collectionType",
    populate: { image: true },
    sort: byOrderThenId,
    label: named("testimonial"),
    toSite: (entry) => ({
      id: derivedId("testimonial", entry),
      description: richText(entry.description, "description"),
      image: image(entry.image),
    }),
  },
  {
    type: "BlogPost",
    singularName: "blog-post",
    kind: "collectionType",
    populate: { image: true },
    sort: byOrderThenId,
    label: named("blog post"),
    toSite: (entry) => ({
      id: entry.postId,
      date: siteDate(entry.date, "date"),
      image: image(entry.image),
    }),
  },
  {
    type: "BlogArticle",
    singularName: "blog-article",
    kind: "singleType",
    populate: { post: { fields: ["postId"] }, tags: true },
    label: () => "blog article",
    toSite: (entry) => ({
      postId: record(entry.post).postId,
      body: paragraphs(entry.body, "body"),
      tags: lines(entry.tags),
    }),
  },
  {
    type: "Comment",
    singularName: "comment",
    kind: "collectionType",
    populate: { image: true },
    sort: byOrderThenId,
    label: named("blog comment"),
    toSite: (entry) => ({
      id: derivedId("comment", entry),
      date: siteDate(entry.date, "date"),
      image: image(entry.image),
      children: entry.isReply,
    }),
  },
  {
    type: "Sidebar",
    singularName: "blog-sidebar",
    kind: "singleType",
    populate: { categories: true, recentPosts: { fields: ["postId"] }, tags: true },
    label: () => "blog sidebar",
    toSite: (entry) => ({
      categories: mapList(entry.categories, (c) => ({ name: c.name, count: c.count })),
      recentPosts: mapList(entry.recentPosts, (post) => post.postId),
      tags: lines(entry.tags),
    }),
  },
  {
    type: "MarqueeSlide",
    singularName: "marquee-slide",
    kind: "collectionType",
    populate: {},
    sort: byOrderThenId,
    label: named("marquee slide"),
    toSite: (entry) => ({ id: derivedId("slide", entry) }),
  },
  {
    type: "HowWeWork",
    singularName: "how-we-work",
    kind: "singleType",
    populate: { steps: true },
    label: () => "how we work",
    toSite: (entry) => ({
      paragraphs: paragraphs(entry.paragraphs, "paragraphs"),
      steps: mapList(entry.steps, (step, i) => ({ id: `step-${i + 1}`, number: step.number, title: step.title, content: step.content, isOpen: step.isOpen })),
    }),
  },
  {
    type: "Approaches",
    singularName: "approach",
    kind: "singleType",
    populate: { web: true, blockchain: true, ai: true, uiux: true },
    label: () => "approach steps",
    toSite: (entry) => ({
      web: approachSteps(entry.web, "web"),
      blockchain: approachSteps(entry.blockchain, "blockchain"),
      ai: approachSteps(entry.ai, "ai"),
      uiux: approachSteps(entry.uiux, "uiux"),
    }),
  },
  {
    type: "AboutContent",
    singularName: "about-us",
    kind: "singleType",
    populate: { storyHeader: true, storyImages: true, leftColumn: true, rightColumn: true, stats: true },
    label: () => "about us",
    toSite: (entry) => {
      const header = record(entry.storyHeader);
      return {
        storyHeader: { title: { highlighted: header.titleHighlighted, regular: header.titleRegular }, description: header.description },
        storyImages: images(entry.storyImages),
        storyContent: { leftColumn: column(entry.leftColumn, "leftColumn"), rightColumn: column(entry.rightColumn, "rightColumn") },
        stats: mapList(entry.stats, (stat) => ({ number: stat.number, text: stat.text })),
      };
    },
  },
  {
    type: "HomeContent",
    singularName: "home",
    kind: "singleType",
    populate: { heroImage: true, clientImages: true, services: { fields: ["serviceId"] }, counters: true },
    label: () => "home",
    toSite: (entry) => ({
      hero: {
        titleHighlighted: entry.titleHighlighted,
        titleRegular: entry.titleRegular,
        description: entry.description,
        ctaText: entry.ctaText,
        usersCaption: entry.usersCaption,
        thumbnails: { main: image(entry.heroImage), users: images(entry.clientImages) },
      },
      serviceIds: mapList(entry.services, (service) => service.serviceId),
      counters: mapList(entry.counters, (c, i) => ({ id: `counter-${i + 1}`, start: c.start, end: c.end, suffix: optional(c.suffix), label: c.label })),
    }),
  },
  {
    type: "SiteSettings",
    singularName: "site-setting",
    kind: "singleType",
    populate: { contact: true, socialLinks: true, mainFooter: true, accountFooter: true, map: true },
    label: () => "site settings",
    // The navigation, the logos and the site's address stay in the repository (README: what the CMS holds).
    toSite: (entry, builtIn) => {
      const contact = record(entry.contact);
      const map = record(entry.map);
      const footers = record(builtIn?.footers);
      const footer = (builtInFooter: unknown, value: unknown) => ({ ...record(builtInFooter), copyright: record(value).copyright });
      return {
        siteUrl: builtIn?.siteUrl,
        logo: builtIn?.logo,
        navigation: builtIn?.navigation,
        contact: { title: contact.title, description: contact.description, phone: contact.phone, chatUrl: contact.chatUrl, email: contact.email, address: contact.address },
        socialLinks: mapList(entry.socialLinks, (link) => ({ name: link.name, icon: link.icon, url: link.url })),
        footers: { main: footer(footers.main, entry.mainFooter), account: footer(footers.account, entry.accountFooter) },
        map: { center: { lat: number(map.lat), lng: number(map.lng) }, zoom: map.zoom, address: map.address },
      };
    },
  },
];

/** gatsby-source-strapi's options for the content types above; it downloads their media into File nodes. */
export function strapiPluginOptions(apiURL: string, accessToken: string | undefined, status: "published" | "draft" = "published") {
  const types = (kind: CmsMapping["kind"]) =>
    cmsMappings.filter((m) => m.kind === kind).map((m) => ({ singularName: m.singularName, queryParams: { populate: m.populate, status } }));
  return { apiURL, accessToken, version: 5, collectionTypes: types("collectionType"), singleTypes: types("singleType") };
}
