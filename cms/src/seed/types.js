"use strict";
// What each content file becomes in the CMS, one seeder per content type. A field held under the same
// name on both sides is converted by its type in the CMS's schema (sameNamedValues, ./convert.js); a
// seeder's build names only what differs (a renamed field, the key, the order, another shape). The site's
// build maps the CMS back with the exact inverse (src/data/cms/cms-values.ts and cms-mapping.ts);
// __tests__/unit/content-round-trip.test.ts holds them together. A page type needs none written
// (pageTypeSeeder). Ids the build derives (a project's, a testimonial's, a plan's, a step's...) are not stored.
const { FieldError, paragraphs, slugOf, only, list, image, images, related, sameNamedValues } = require("./convert");
const { PAGE_TYPES } = require("../../../src/rules/page-types");
const { keyIfAny } = require("../../../src/rules/entry-key");
const { readSchemaFiles } = require("../editor-views");

const schemas = readSchemaFiles();

const UID = {
  service: "api::service.service",
  faqCategory: "api::faq-category.faq-category",
  faq: "api::faq.faq",
  teamMember: "api::team-member.team-member",
  aboutTeamMember: "api::about-team-member.about-team-member",
  teamProfile: "api::team-profile.team-profile",
  projectCard: "api::project-card.project-card",
  testimonial: "api::testimonial.testimonial",
  pricingPlan: "api::pricing-plan.pricing-plan",
  blogSidebar: "api::blog-sidebar.blog-sidebar",
  comment: "api::comment.comment",
  marqueeSlide: "api::marquee-slide.marquee-slide",
  home: "api::home.home",
  about: "api::about-us.about-us",
  howWeWork: "api::how-we-work.how-we-work",
  approach: "api::approach.approach",
  siteSetting: "api::site-setting.site-setting",
  pageSeo: "api::page-seo.page-seo",
};

const column = (value, field) => {
  only(value, ["title", "paragraphs"], field);
  return { title: value.title, paragraphs: paragraphs(value.paragraphs, `${field}.paragraphs`) };
};

const written = [
  {
    uid: UID.service,
    file: "services.json",
    label: "services",
    build: (s, order) => ({ serviceId: s.id, order, slug: slugOf(s), iconImage: image(s.iconSrc, "iconSrc") }),
  },
  {
    uid: UID.faqCategory,
    file: "faq-categories.json",
    label: "FAQ categories",
    build: (c, order) => ({ slug: c.id, order }),
  },
  {
    uid: UID.faq,
    file: "faqs.json",
    label: "FAQs",
    // FAQs keep their own order, which counts within their category.
    build: (f) => ({ question: f.title, answer: f.text }),
  },
  {
    uid: UID.teamMember,
    file: "team.json",
    label: "team members",
    build: (m, order) => ({ memberId: m.id, order }),
  },
  {
    uid: UID.aboutTeamMember,
    file: "about-team.json",
    label: "about page team members",
    build: (m, order) => ({ order }),
  },
  {
    uid: UID.teamProfile,
    file: "team-profile.json",
    label: "team profile",
    build: (p) => ({ member: related(UID.teamMember, "memberId", p.memberId, "memberId") }),
  },
  {
    uid: UID.projectCard,
    file: "project-cards.json",
    label: "project cards",
    build: (c, order) => ({ order }),
  },
  {
    uid: UID.testimonial,
    file: "testimonials.json",
    label: "testimonials",
    build: (t, order) => ({ order }),
  },
  {
    uid: UID.pricingPlan,
    file: "pricing.json",
    label: "pricing plans",
    build: (p, order) => {
      // price id 1 is the annual price, id 2 the monthly one (src/lib/pricing.ts).
      const price = (id) => {
        const found = list(p.price, "price").find((item) => item && item.id === id);
        if (!found) throw new FieldError("price", `has no price with id ${id} (${id === 1 ? "annual" : "monthly"})`);
        return found.value;
      };
      list(p.price, "price").forEach((item, i) => only(item, ["id", "value"], `price[${i}]`));
      return { order, annualPrice: price(1), monthlyPrice: price(2) };
    },
  },
  {
    uid: UID.blogSidebar,
    file: "sidebar.json",
    label: "blog sidebar",
    build: () => ({}),
  },
  {
    uid: UID.comment,
    file: "comments.json",
    label: "comments",
    build: (c, order) => ({ order, isReply: c.children }),
  },
  {
    uid: UID.marqueeSlide,
    file: "marquee.json",
    label: "marquee slides",
    build: (s, order) => ({ order }),
  },
  {
    uid: UID.home,
    file: "home.json",
    label: "home",
    build: (h) => {
      only(
        h.hero,
        ["titleHighlighted", "titleRegular", "description", "ctaText", "thumbnails", "usersCaption"],
        "hero",
      );
      only(h.hero.thumbnails, ["main", "users"], "hero.thumbnails");
      return {
        titleHighlighted: h.hero.titleHighlighted,
        titleRegular: h.hero.titleRegular,
        description: h.hero.description,
        ctaText: h.hero.ctaText,
        heroImage: image(h.hero.thumbnails.main, "hero.thumbnails.main"),
        clientImages: images(h.hero.thumbnails.users, "hero.thumbnails.users"),
        usersCaption: h.hero.usersCaption,
        services: list(h.serviceIds, "serviceIds").map((id, i) =>
          related(UID.service, "serviceId", id, `serviceIds[${i}]`),
        ),
      };
    },
  },
  {
    uid: UID.about,
    file: "about.json",
    label: "about us",
    build: (a) => {
      only(a.storyHeader, ["title", "description"], "storyHeader");
      only(a.storyHeader.title, ["highlighted", "regular"], "storyHeader.title");
      only(a.storyContent, ["leftColumn", "rightColumn"], "storyContent");
      return {
        storyHeader: {
          titleHighlighted: a.storyHeader.title.highlighted,
          titleRegular: a.storyHeader.title.regular,
          description: a.storyHeader.description,
        },
        leftColumn: column(a.storyContent.leftColumn, "storyContent.leftColumn"),
        rightColumn: column(a.storyContent.rightColumn, "storyContent.rightColumn"),
      };
    },
  },
  {
    uid: UID.howWeWork,
    file: "how-we-work.json",
    label: "how we work",
    build: () => ({}),
  },
  {
    uid: UID.approach,
    file: "approaches.json",
    label: "approaches",
    build: () => ({}),
  },
  {
    uid: UID.siteSetting,
    file: "site.json",
    label: "site settings",
    // Navigation, logos and siteUrl stay in the repository.
    build: (s) => {
      only(s.footers, ["main", "account"], "footers");
      only(s.footers.main, ["logo", "copyright"], "footers.main");
      only(s.footers.account, ["logo", "copyright"], "footers.account");
      only(s.map, ["center", "zoom", "address"], "map");
      only(s.map.center, ["lat", "lng"], "map.center");
      return {
        mainFooter: { copyright: s.footers.main.copyright },
        accountFooter: { copyright: s.footers.account.copyright },
        map: { lat: s.map.center.lat, lng: s.map.center.lng, zoom: s.map.zoom, address: s.map.address },
      };
    },
  },
  {
    uid: UID.pageSeo,
    file: "page-seo.json",
    label: "page SEO entries",
    build: () => ({}),
  },
];

/**
 * A page type's seeder when none is written above (src/rules/page-types.js): its content file is named
 * after the CMS's plural name (blog-posts.json), and it stores the entry's id as its key when it has one,
 * its order, and its slug (its own, else its title's).
 */
function pageTypeSeeder({ cmsType }) {
  const { pluralName } = schemas[cmsType];
  const key = keyIfAny(schemas[cmsType].attributes);
  return {
    uid: cmsType,
    file: `${pluralName}.json`,
    label: pluralName.replace(/-/g, " "),
    build: (entry, order) => ({ ...(key ? { [key]: entry.id } : {}), order, slug: slugOf(entry) }),
  };
}

/**
 * Every seeder, each with its type's key (`key`: the field that stores the content id other files refer
 * to an entry by), listed so that every relation's targets come before the entries that point at them.
 */
function inRelationOrder(all) {
  const targets = (seeder) =>
    Object.values(schemas[seeder.uid].attributes)
      .filter((a) => a.type === "relation" && !a.mappedBy && a.target !== seeder.uid)
      .map((a) => a.target);
  const ordered = [];
  const left = all.map((seeder) => ({ ...seeder, key: keyIfAny(schemas[seeder.uid].attributes) }));
  while (left.length > 0) {
    const next = left.findIndex((seeder) => targets(seeder).every((t) => !left.some((other) => other.uid === t)));
    if (next === -1) throw new Error(`the seeders' relations go round: ${left.map((seeder) => seeder.uid)}`);
    ordered.push(...left.splice(next, 1));
  }
  return ordered;
}

const seeders = inRelationOrder([
  ...written,
  ...PAGE_TYPES.filter((type) => !written.some((seeder) => seeder.uid === type.cmsType)).map(pageTypeSeeder),
]);

/**
 * What the seeder writes for one content entry: what its build names, and its other same-named fields.
 * A top-level field the CMS has no place for is not refused here: the site's build refuses any field
 * its content model lacks, and __tests__/unit/content-round-trip.test.ts fails when a field of the
 * model does not come back from the CMS. Nested objects are still checked field by field (only()).
 */
function seedData(strapi, seeder, source, order) {
  if (typeof source !== "object" || source === null || Array.isArray(source))
    throw new FieldError("(entry)", "must be an object");
  const built = seeder.build(source, order);
  return { ...sameNamedValues(strapi, strapi.getModel(seeder.uid).attributes, source, Object.keys(built)), ...built };
}

module.exports = { seeders, seedData };
