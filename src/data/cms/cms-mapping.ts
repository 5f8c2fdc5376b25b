// The one place where Strapi's entries (cms/) become the site's content shapes (content-model.ts).
// Each mapping turns one REST entry, as gatsby-source-strapi fetched it (asking for what cms-populate.ts
// reads from the CMS's schemas), into what the matching built-in content file would hold, so both go
// through the same validation and node creation.
// cms/src/seed/ is the exact inverse (a fresh CMS shows exactly the built-in site).
import {
  blocks,
  image,
  images,
  lines,
  mapList,
  number,
  optional,
  paragraphs,
  record,
  richText,
  siteDate,
  type CmsEntry,
} from "./cms-values";
import { restPopulate } from "./cms-populate";

type Entry = Record<string, unknown>;

export interface CmsMapping {
  /** the site's node type the CMS replaces */
  type: string;
  /** the Strapi content type, as gatsby-source-strapi's options name it */
  singularName: string;
  kind: "singleType" | "collectionType";
  /** orders a collection's entries as the site shows them */
  sort?: (a: CmsEntry, b: CmsEntry) => number;
  /**
   * One CMS entry to the site's shape, for what sameNamedFields does not copy; builtIn is the built-in
   * entry for what the CMS does not hold.
   */
  toSite: (entry: CmsEntry, builtIn: Entry | undefined) => Entry;
  /** how messages name an entry */
  label: (entry: CmsEntry) => string;
  /** the CMS's name of a site field where they differ, so messages to editors use the admin's labels */
  cmsNames?: Record<string, string>;
}

/** The node type gatsby-source-strapi creates for a content type (its makeParentNodeName). */
export const strapiNodeType = (singularName: string) => `STRAPI_${singularName.replace(/-/g, "_").toUpperCase()}`;

const byOrderThenId = (a: CmsEntry, b: CmsEntry) => Number(a.order) - Number(b.order) || Number(a.id) - Number(b.id);
const named = (kind: string) => (entry: CmsEntry) =>
  `${kind} "${String(entry.title ?? entry.question ?? entry.name ?? entry.author ?? entry.documentId ?? "?")}"`;
const derivedId = (prefix: string, entry: CmsEntry) => `${prefix}-${String(entry.documentId)}`;

/** A page's SEO values (the shared.seo component), each empty one left out; nothing without the component. */
const seo = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  const v = record(value);
  const values = Object.entries({
    metaTitle: optional(v.metaTitle),
    metaDescription: optional(v.metaDescription),
    shareImage: image(v.shareImage),
    shareImageAlt: optional(v.shareImageAlt),
    canonicalPath: optional(v.canonicalPath),
    noindex: v.noindex === true ? true : undefined,
  }).filter(([, one]) => one !== undefined);
  return values.length > 0 ? Object.fromEntries(values) : undefined;
};
/** A fixed page's SEO entry's id, from its address as content/page-seo.json names it: "/" is "home", "/about-us" "about-us". */
const pageSeoId = (page: unknown) =>
  String(page)
    .replace(/^\/+|\/+$/g, "")
    .replace(/\//g, "-") || "home";

const approachSteps = (value: unknown, key: string) =>
  mapList(value, (step, i) => ({
    id: `${key}-${i + 1}`,
    title: step.title,
    description: step.description,
    icon: step.icon,
  }));
const column = (value: unknown, field: string) => {
  const c = record(value);
  return { title: c.title, paragraphs: paragraphs(c.paragraphs, `${field}.paragraphs`) };
};

export const cmsMappings: CmsMapping[] = [
  {
    type: "Service",
    singularName: "service",
    kind: "collectionType",
    sort: byOrderThenId,
    label: named("service"),
    toSite: (entry) => {
      const details = record(entry.details);
      return {
        id: entry.serviceId,
        previousSlugs: lines(entry.previousSlugs),
        seo: seo(entry.seo),
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
      seo: seo(entry.seo),
    }),
  },
  {
    type: "ProjectCard",
    singularName: "project-card",
    kind: "collectionType",
    sort: byOrderThenId,
    label: named("project card"),
    toSite: (entry) => ({ image: image(entry.image) }),
  },
  {
    type: "TeamMember",
    singularName: "team-member",
    kind: "collectionType",
    sort: byOrderThenId,
    label: named("team member"),
    toSite: (entry) => ({ id: entry.memberId, image: image(entry.image) }),
  },
  {
    type: "AboutTeamMember",
    singularName: "about-team-member",
    kind: "collectionType",
    sort: byOrderThenId,
    label: named("about page team member"),
    toSite: (entry) => ({ id: derivedId("about", entry), image: image(entry.image) }),
  },
  {
    type: "TeamProfile",
    singularName: "team-profile",
    kind: "singleType",
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
    sort: byOrderThenId,
    label: named("FAQ"),
    cmsNames: { title: "question", text: "answer" },
    toSite: (entry) => ({
      id: derivedId("faq", entry),
      category: record(entry.category).slug,
      title: entry.question,
      text: entry.answer,
    }),
  },
  {
    type: "FaqCategory",
    singularName: "faq-category",
    kind: "collectionType",
    sort: byOrderThenId,
    label: named("FAQ category"),
    toSite: (entry) => ({ id: entry.slug }),
  },
  {
    type: "PricingPlan",
    singularName: "pricing-plan",
    kind: "collectionType",
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
    sort: byOrderThenId,
    label: named("article"),
    toSite: (entry) => ({
      id: entry.postId,
      previousSlugs: lines(entry.previousSlugs),
      date: siteDate(entry.date, "date"),
      updated: optional(siteDate(entry.updated, "updated")),
      image: image(entry.image),
      imageCaption: optional(entry.imageCaption),
      author: record(entry.author).memberId,
      tags: lines(entry.tags),
      body: blocks(entry.body),
      seo: seo(entry.seo),
    }),
  },
  {
    type: "Comment",
    singularName: "comment",
    kind: "collectionType",
    sort: byOrderThenId,
    label: named("blog comment"),
    toSite: (entry) => ({
      id: derivedId("comment", entry),
      post: record(entry.post).postId,
      date: siteDate(entry.date, "date"),
      image: image(entry.image),
      children: entry.isReply,
    }),
  },
  {
    type: "Sidebar",
    singularName: "blog-sidebar",
    kind: "singleType",
    label: () => "blog sidebar",
    toSite: (entry) => ({
      recentPosts: mapList(entry.recentPosts, (post) => post.postId),
    }),
  },
  {
    type: "MarqueeSlide",
    singularName: "marquee-slide",
    kind: "collectionType",
    sort: byOrderThenId,
    label: named("marquee slide"),
    toSite: (entry) => ({ id: derivedId("slide", entry) }),
  },
  {
    type: "HowWeWork",
    singularName: "how-we-work",
    kind: "singleType",
    label: () => "how we work",
    toSite: (entry) => ({
      paragraphs: paragraphs(entry.paragraphs, "paragraphs"),
      steps: mapList(entry.steps, (step, i) => ({
        id: `step-${i + 1}`,
        number: step.number,
        title: step.title,
        content: step.content,
        isOpen: step.isOpen,
      })),
    }),
  },
  {
    type: "Approaches",
    singularName: "approach",
    kind: "singleType",
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
    label: () => "about us",
    toSite: (entry) => {
      const header = record(entry.storyHeader);
      return {
        storyHeader: {
          title: { highlighted: header.titleHighlighted, regular: header.titleRegular },
          description: header.description,
        },
        storyImages: images(entry.storyImages),
        storyContent: {
          leftColumn: column(entry.leftColumn, "leftColumn"),
          rightColumn: column(entry.rightColumn, "rightColumn"),
        },
        stats: mapList(entry.stats, (stat) => ({ number: stat.number, text: stat.text })),
      };
    },
  },
  {
    type: "HomeContent",
    singularName: "home",
    kind: "singleType",
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
      counters: mapList(entry.counters, (c, i) => ({
        id: `counter-${i + 1}`,
        start: c.start,
        end: c.end,
        suffix: optional(c.suffix),
        label: c.label,
      })),
    }),
  },
  {
    type: "SiteSettings",
    singularName: "site-setting",
    kind: "singleType",
    label: () => "site settings",
    // The navigation, the logos and the site's address stay in the repository (README: what the CMS holds).
    toSite: (entry, builtIn) => {
      const contact = record(entry.contact);
      const map = record(entry.map);
      const footers = record(builtIn?.footers);
      const footer = (builtInFooter: unknown, value: unknown) => ({
        ...record(builtInFooter),
        copyright: record(value).copyright,
      });
      return {
        siteUrl: builtIn?.siteUrl,
        logo: builtIn?.logo,
        navigation: builtIn?.navigation,
        contact: {
          title: contact.title,
          description: contact.description,
          phone: contact.phone,
          chatUrl: contact.chatUrl,
          email: contact.email,
          address: contact.address,
        },
        socialLinks: mapList(entry.socialLinks, (link) => ({ name: link.name, icon: link.icon, url: link.url })),
        footers: {
          main: footer(footers.main, entry.mainFooter),
          account: footer(footers.account, entry.accountFooter),
        },
        map: { center: { lat: number(map.lat), lng: number(map.lng) }, zoom: map.zoom, address: map.address },
      };
    },
  },
  {
    type: "PageSeo",
    singularName: "page-seo",
    kind: "collectionType",
    sort: (a, b) => String(a.page).localeCompare(String(b.page)),
    label: (entry) => `page SEO "${String(entry.page ?? entry.documentId ?? "?")}"`,
    toSite: (entry) => ({ id: pageSeoId(entry.page), seo: seo(entry.seo) }),
  },
];

/** gatsby-source-strapi's options for the content types above; it downloads their media into File nodes. */
export function strapiPluginOptions(
  apiURL: string,
  accessToken: string | undefined,
  status: "published" | "draft" = "published",
) {
  const types = (kind: CmsMapping["kind"]) =>
    cmsMappings
      .filter((m) => m.kind === kind)
      .map((m) => ({ singularName: m.singularName, queryParams: { populate: restPopulate(m.singularName), status } }));
  return {
    apiURL,
    accessToken,
    version: 5,
    collectionTypes: types("collectionType"),
    singleTypes: types("singleType"),
  };
}
