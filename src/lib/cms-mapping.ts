// The one place where Strapi's entries (cms/) become the site's content shapes (content-model.ts).
// Each mapping turns one REST entry, as gatsby-source-strapi fetched it, into what the matching
// built-in content file would hold, so both go through the same validation and node creation.

export type CmsEntry = Record<string, unknown>;
type Entry = Record<string, unknown>;

export interface CmsMapping {
  /** the site's node type the CMS replaces */
  type: string;
  /** the node type gatsby-source-strapi creates */
  strapiType: string;
  /** the Strapi content type, as gatsby-source-strapi's options name it */
  singularName: string;
  kind: "singleType" | "collectionType";
  /** what gatsby-source-strapi asks for; components and relations must be named to come back */
  populate: Record<string, unknown>;
  /** orders a collection's entries as the site shows them */
  sort?: (a: CmsEntry, b: CmsEntry) => number;
  /** one CMS entry to the site's shape; builtIn is the built-in entry for fields the CMS does not hold (images) */
  toSite: (entry: CmsEntry, builtIn: Entry | undefined) => Entry;
  /** how messages name an entry */
  label: (entry: CmsEntry) => string;
}

const record = (value: unknown): CmsEntry => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as CmsEntry) : {});
const list = (value: unknown): CmsEntry[] => (Array.isArray(value) ? value.map(record) : []);
const byOrderThenId = (a: CmsEntry, b: CmsEntry) => Number(a.order) - Number(b.order) || Number(a.id) - Number(b.id);
const named = (kind: string, entry: CmsEntry) => `${kind} "${String(entry.title ?? entry.question ?? entry.name ?? entry.documentId ?? "?")}"`;

const column = (value: unknown) => {
  const c = record(value);
  return { title: c.title, paragraphs: c.paragraphs };
};

export const cmsMappings: CmsMapping[] = [
  {
    type: "Service",
    strapiType: "STRAPI_SERVICE",
    singularName: "service",
    kind: "collectionType",
    populate: { details: { populate: { sections: true } } },
    sort: byOrderThenId,
    label: (entry) => named("service", entry),
    toSite: (entry) => {
      const details = record(entry.details);
      return {
        id: entry.serviceId,
        title: entry.title,
        shortDescription: entry.shortDescription,
        iconType: entry.iconType,
        icon: entry.icon,
        ...(entry.iconSrc ? { iconSrc: entry.iconSrc } : {}),
        category: entry.category,
        features: entry.features,
        detailedDescription: entry.detailedDescription,
        process: entry.process,
        technologies: entry.technologies,
        details: {
          title: details.title,
          description: details.description,
          sections: list(details.sections).map((section) => ({ title: section.title, points: section.points })),
        },
      };
    },
  },
  {
    type: "FaqCategory",
    strapiType: "STRAPI_FAQ_CATEGORY",
    singularName: "faq-category",
    kind: "collectionType",
    populate: {},
    sort: (a, b) => Number(a.id) - Number(b.id),
    label: (entry) => named("FAQ category", entry),
    toSite: (entry) => ({ id: entry.slug, name: entry.name, show: entry.show }),
  },
  {
    type: "Faq",
    strapiType: "STRAPI_FAQ",
    singularName: "faq",
    kind: "collectionType",
    populate: { category: { fields: ["slug"] } },
    sort: byOrderThenId,
    label: (entry) => named("FAQ", entry),
    toSite: (entry) => ({
      id: `faq-${String(entry.documentId)}`,
      category: record(entry.category).slug,
      order: entry.order,
      title: entry.question,
      text: entry.answer,
    }),
  },
  {
    type: "HomeContent",
    strapiType: "STRAPI_HOME",
    singularName: "home",
    kind: "singleType",
    populate: { services: { fields: ["serviceId"] } },
    label: () => "home",
    // The hero images and the counters stay in the site's repository.
    toSite: (entry, builtIn) => {
      const hero = record(builtIn?.hero);
      return {
        ...builtIn,
        hero: {
          ...hero,
          titleHighlighted: entry.titleHighlighted,
          titleRegular: entry.titleRegular,
          description: entry.description,
          ctaText: entry.ctaText,
          usersCaption: entry.usersCaption,
        },
        serviceIds: list(entry.services).map((service) => service.serviceId),
      };
    },
  },
  {
    type: "AboutContent",
    strapiType: "STRAPI_ABOUT_US",
    singularName: "about-us",
    kind: "singleType",
    populate: { storyHeader: true, leftColumn: true, rightColumn: true, stats: true },
    label: () => "about-us",
    // The story images stay in the site's repository.
    toSite: (entry, builtIn) => {
      const header = record(entry.storyHeader);
      return {
        ...builtIn,
        pageTitle: entry.pageTitle,
        storyHeader: { title: { highlighted: header.titleHighlighted, regular: header.titleRegular }, description: header.description },
        storyContent: { leftColumn: column(entry.leftColumn), rightColumn: column(entry.rightColumn) },
        stats: list(entry.stats).map((stat) => ({ number: stat.number, text: stat.text })),
      };
    },
  },
];

/** gatsby-source-strapi's options for the content types above. */
export function strapiPluginOptions(apiURL: string, accessToken: string | undefined) {
  const types = (kind: CmsMapping["kind"]) =>
    cmsMappings.filter((m) => m.kind === kind).map((m) => ({ singularName: m.singularName, queryParams: { populate: m.populate } }));
  return {
    apiURL,
    accessToken,
    version: 5,
    collectionTypes: types("collectionType"),
    singleTypes: types("singleType"),
    // Our CMS types hold no media: images live in content/images.
    skipFileDownloads: true,
  };
}
