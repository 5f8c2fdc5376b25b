// The one place where Strapi's entries (cms/) become the site's content shapes (content-model.ts).
// Each mapping turns one REST entry, as gatsby-source-strapi fetched it (asking for what cms-populate.ts
// reads from the CMS's schemas), into what the matching built-in content file would hold, so both go
// through the same validation and node creation.
// cms/src/seed/ is the exact inverse (a fresh CMS shows exactly the built-in site). A page type needs
// none written (pageTypeMapping).
import { image, images, mapList, number, paragraphs, record, type CmsEntry } from "./cms-values";
import { restPopulate } from "./cms-populate";
import { cmsSchemas } from "../model/cms-schemas";
import { PAGE_TYPES, type PageType } from "../../rules/page-types";
import { keyIfAny } from "../../rules/entry-key";

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
   * What of one CMS entry's site shape sameNamedFields (cms-values.ts) does not give: a renamed field, a
   * derived id, another shape; `builtIn` is the built-in entry, for what the CMS does not hold, and `same`
   * what sameNamedFields gave.
   */
  toSite?: (entry: CmsEntry, builtIn: Entry | undefined, same: Entry) => Entry;
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

/**
 * A fixed page's SEO entry's id, from its address as content/page-seo.json names it: "/" is "home", "/about-us"
 * "about-us".
 */
const pageSeoId = (page: unknown) =>
  String(page)
    .replace(/^\/+|\/+$/g, "")
    .replace(/\//g, "-") || "home";

/** A list the CMS keeps without ids, each item given the id the site derives: "step-1", "step-2"... */
const numbered = (value: unknown, prefix: string) =>
  mapList(value, (item, i) => ({ id: `${prefix}-${i + 1}`, ...item }));
const column = (value: unknown, field: string) => {
  const c = record(value);
  return { title: c.title, paragraphs: paragraphs(c.paragraphs, `${field}.paragraphs`) };
};

const written: CmsMapping[] = [
  {
    type: "Service",
    singularName: "service",
    kind: "collectionType",
    sort: byOrderThenId,
    label: named("service"),
    toSite: (entry) => ({ id: entry.serviceId, iconSrc: image(entry.iconImage) }),
  },
  {
    type: "ProjectCard",
    singularName: "project-card",
    kind: "collectionType",
    sort: byOrderThenId,
    label: named("project card"),
  },
  {
    type: "TeamMember",
    singularName: "team-member",
    kind: "collectionType",
    sort: byOrderThenId,
    label: named("team member"),
    toSite: (entry) => ({ id: entry.memberId }),
  },
  {
    type: "AboutTeamMember",
    singularName: "about-team-member",
    kind: "collectionType",
    sort: byOrderThenId,
    label: named("about page team member"),
    toSite: (entry) => ({ id: derivedId("about", entry) }),
  },
  {
    type: "TeamProfile",
    singularName: "team-profile",
    kind: "singleType",
    label: () => "team profile",
    toSite: (entry) => ({ memberId: record(entry.member).memberId }),
  },
  {
    type: "Faq",
    singularName: "faq",
    kind: "collectionType",
    sort: byOrderThenId,
    label: named("FAQ"),
    cmsNames: { title: "question", text: "answer" },
    toSite: (entry) => ({ id: derivedId("faq", entry), title: entry.question, text: entry.answer }),
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
    toSite: (entry) => ({ id: derivedId("testimonial", entry) }),
  },
  {
    type: "Comment",
    singularName: "comment",
    kind: "collectionType",
    sort: byOrderThenId,
    label: named("blog comment"),
    toSite: (entry) => ({ id: derivedId("comment", entry), children: entry.isReply }),
  },
  {
    type: "Sidebar",
    singularName: "blog-sidebar",
    kind: "singleType",
    label: () => "blog sidebar",
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
    toSite: (_, __, same) => ({ steps: numbered(same.steps, "step") }),
  },
  {
    type: "Approaches",
    singularName: "approach",
    kind: "singleType",
    label: () => "approach steps",
    toSite: (_, __, same) =>
      Object.fromEntries(["web", "blockchain", "ai", "uiux"].map((key) => [key, numbered(same[key], key)])),
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
        storyContent: {
          leftColumn: column(entry.leftColumn, "leftColumn"),
          rightColumn: column(entry.rightColumn, "rightColumn"),
        },
      };
    },
  },
  {
    type: "HomeContent",
    singularName: "home",
    kind: "singleType",
    label: () => "home",
    toSite: (entry, _, same) => ({
      hero: {
        titleHighlighted: entry.titleHighlighted,
        titleRegular: entry.titleRegular,
        description: entry.description,
        ctaText: entry.ctaText,
        usersCaption: entry.usersCaption,
        thumbnails: { main: image(entry.heroImage), users: images(entry.clientImages) },
      },
      serviceIds: mapList(entry.services, (service) => service.serviceId),
      counters: numbered(same.counters, "counter"),
    }),
  },
  {
    type: "SiteSettings",
    singularName: "site-setting",
    kind: "singleType",
    label: () => "site settings",
    // The navigation, the logos and the site's address stay in the repository (README: what the CMS holds).
    toSite: (entry, builtIn) => {
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
    toSite: (entry) => ({ id: pageSeoId(entry.page) }),
  },
];

/**
 * A page type's mapping when none is written above (src/rules/page-types.js): the entry's id is its key
 * when its type has one (an article's postId), else derived from its documentId ("project-<documentId>").
 */
function pageTypeMapping({ name, cmsType, nodeType }: PageType): CmsMapping {
  return {
    type: nodeType,
    singularName: cmsType.split(".").pop()!,
    kind: "collectionType",
    sort: byOrderThenId,
    label: named(name),
    toSite: (entry) => {
      const key = keyIfAny(cmsSchemas()[cmsType]?.attributes ?? {});
      return { id: key ? entry[key] : derivedId(name, entry) };
    },
  };
}

export const cmsMappings: CmsMapping[] = [
  ...written,
  ...PAGE_TYPES.filter((type) => !written.some((mapping) => mapping.type === type.nodeType)).map(pageTypeMapping),
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
