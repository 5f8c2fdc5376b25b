"use strict";
// What each content file becomes in the CMS, one seeder per content type. A field held under the same
// name as the same plain value on both sides (a text, a number, true or false) is copied as it is
// (seedData); a seeder's build names only what differs. The site's build maps the CMS back with the
// exact inverse (src/data/cms/cms-mapping.ts); __tests__/unit/content-round-trip.test.ts holds them together.
// Listed so that every relation's targets come before the entries that point at them; `key` is the
// field that stores the content id other files refer to an entry by. Ids the build derives (testimonial, plan, comment, slide,
// step, counter, faq...) are not stored.
const {
  FieldError,
  lines,
  paragraphs,
  textLines,
  blocks,
  isoDate,
  slugOf,
  only,
  list,
  image,
  images,
  related,
  plainFields,
} = require("./convert");

const UID = {
  service: "api::service.service",
  faqCategory: "api::faq-category.faq-category",
  faq: "api::faq.faq",
  teamMember: "api::team-member.team-member",
  aboutTeamMember: "api::about-team-member.about-team-member",
  teamProfile: "api::team-profile.team-profile",
  project: "api::project.project",
  projectCard: "api::project-card.project-card",
  testimonial: "api::testimonial.testimonial",
  pricingPlan: "api::pricing-plan.pricing-plan",
  blogPost: "api::blog-post.blog-post",
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

/** A page's SEO values (shared.seo), or nothing when the entry has none. */
const seo = (value, field) => {
  if (value === undefined) return undefined;
  only(value, ["metaTitle", "metaDescription", "shareImage", "shareImageAlt", "canonicalPath", "noindex"], field);
  return { ...value, shareImage: image(value.shareImage, `${field}.shareImage`) };
};

const column = (value, field) => {
  only(value, ["title", "paragraphs"], field);
  return { title: value.title, paragraphs: paragraphs(value.paragraphs, `${field}.paragraphs`) };
};

const approachSteps = (value, field) =>
  list(value, field).map((step, i) => {
    only(step, ["id", "title", "description", "icon"], `${field}[${i}]`);
    return { title: step.title, description: step.description, icon: step.icon };
  });

const seeders = [
  {
    uid: UID.service,
    file: "services.json",
    label: "services",
    key: "serviceId",
    build: (s, order) => {
      only(s.details, ["title", "description", "sections"], "details");
      return {
        serviceId: s.id,
        seo: seo(s.seo, "seo"),
        order,
        slug: slugOf(s),
        previousSlugs: lines(s.previousSlugs ?? [], "previousSlugs"),
        iconImage: image(s.iconSrc, "iconSrc"),
        category: lines(s.category, "category"),
        features: lines(s.features, "features"),
        process: lines(s.process, "process"),
        technologies: lines(s.technologies, "technologies"),
        details: {
          title: s.details.title,
          description: paragraphs(s.details.description, "details.description"),
          sections: list(s.details.sections, "details.sections").map((section, i) => {
            only(section, ["title", "points"], `details.sections[${i}]`);
            return { title: section.title, points: lines(section.points, `details.sections[${i}].points`) };
          }),
        },
      };
    },
  },
  {
    uid: UID.faqCategory,
    file: "faq-categories.json",
    label: "FAQ categories",
    key: "slug",
    build: (c, order) => ({ slug: c.id, order }),
  },
  {
    uid: UID.faq,
    file: "faqs.json",
    label: "FAQs",
    // FAQs keep their own order, which counts within their category.
    build: (f) => ({
      question: f.title,
      answer: f.text,
      category: related(UID.faqCategory, "slug", f.category, "category"),
    }),
  },
  {
    uid: UID.teamMember,
    file: "team.json",
    label: "team members",
    key: "memberId",
    build: (m, order) => ({ memberId: m.id, order, image: image(m.image, "image") }),
  },
  {
    uid: UID.aboutTeamMember,
    file: "about-team.json",
    label: "about page team members",
    build: (m, order) => ({ order, image: image(m.image, "image") }),
  },
  {
    uid: UID.teamProfile,
    file: "team-profile.json",
    label: "team profile",
    build: (p) => ({
      member: related(UID.teamMember, "memberId", p.memberId, "memberId"),
      biography: paragraphs(p.biography, "biography"),
      qualifications: lines(p.qualifications, "qualifications"),
      attributes: list(p.attributes, "attributes").map((a, i) => only(a, ["label", "value"], `attributes[${i}]`)),
      skills: list(p.skills, "skills").map((s, i) => only(s, ["name", "percent"], `skills[${i}]`)),
    }),
  },
  {
    uid: UID.project,
    file: "projects.json",
    label: "projects",
    build: (p, order) => ({
      slug: slugOf(p),
      previousSlugs: lines(p.previousSlugs ?? [], "previousSlugs"),
      order,
      description: textLines(p.description, "description"),
      thumbnail: image(p.thumbnail, "thumbnail"),
      banner: image(p.banner, "banner"),
      detailImage: image(p.detailImage, "detailImage"),
      details: list(p.details, "details").map((d, i) => only(d, ["title", "text"], `details[${i}]`)),
      seo: seo(p.seo, "seo"),
    }),
  },
  {
    uid: UID.projectCard,
    file: "project-cards.json",
    label: "project cards",
    build: (c, order) => ({ order, image: image(c.image, "image") }),
  },
  {
    uid: UID.testimonial,
    file: "testimonials.json",
    label: "testimonials",
    build: (t, order) => ({
      order,
      description: textLines(t.description, "description"),
      image: image(t.image, "image"),
    }),
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
      return { order, annualPrice: price(1), monthlyPrice: price(2), features: lines(p.features, "features") };
    },
  },
  {
    uid: UID.blogPost,
    file: "blog-posts.json",
    label: "blog posts",
    key: "postId",
    build: (p, order) => ({
      postId: p.id,
      order,
      slug: slugOf(p),
      previousSlugs: lines(p.previousSlugs ?? [], "previousSlugs"),
      date: isoDate(p.date, "date"),
      updated: p.updated === undefined ? undefined : isoDate(p.updated, "updated"),
      author: related(UID.teamMember, "memberId", p.author, "author"),
      image: image(p.image, "image"),
      tags: lines(p.tags, "tags"),
      body: blocks(p.body, "body"),
      seo: seo(p.seo, "seo"),
    }),
  },
  {
    uid: UID.blogSidebar,
    file: "sidebar.json",
    label: "blog sidebar",
    build: (s) => ({
      recentPosts: list(s.recentPosts, "recentPosts").map((id, i) =>
        related(UID.blogPost, "postId", id, `recentPosts[${i}]`),
      ),
    }),
  },
  {
    uid: UID.comment,
    file: "comments.json",
    label: "comments",
    build: (c, order) => ({
      order,
      post: related(UID.blogPost, "postId", c.post, "post"),
      date: isoDate(c.date, "date"),
      isReply: c.children,
      image: image(c.image, "image"),
    }),
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
        counters: list(h.counters, "counters").map((c, i) => {
          only(c, ["id", "start", "end", "suffix", "label"], `counters[${i}]`);
          return { start: c.start, end: c.end, suffix: c.suffix, label: c.label };
        }),
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
        storyImages: images(a.storyImages, "storyImages"),
        leftColumn: column(a.storyContent.leftColumn, "storyContent.leftColumn"),
        rightColumn: column(a.storyContent.rightColumn, "storyContent.rightColumn"),
        stats: list(a.stats, "stats").map((s, i) => only(s, ["number", "text"], `stats[${i}]`)),
      };
    },
  },
  {
    uid: UID.howWeWork,
    file: "how-we-work.json",
    label: "how we work",
    build: (w) => ({
      paragraphs: paragraphs(w.paragraphs, "paragraphs"),
      steps: list(w.steps, "steps").map((s, i) => {
        only(s, ["id", "number", "title", "content", "isOpen"], `steps[${i}]`);
        return { number: s.number, title: s.title, content: s.content, isOpen: s.isOpen };
      }),
    }),
  },
  {
    uid: UID.approach,
    file: "approaches.json",
    label: "approaches",
    build: (a) => ({
      web: approachSteps(a.web, "web"),
      blockchain: approachSteps(a.blockchain, "blockchain"),
      ai: approachSteps(a.ai, "ai"),
      uiux: approachSteps(a.uiux, "uiux"),
    }),
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
        contact: s.contact,
        socialLinks: s.socialLinks,
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
    build: (p) => ({ page: p.page, seo: seo(p.seo ?? {}, "seo") }),
  },
];

/**
 * What the seeder writes for one content entry: its plain same-named fields, then what its build names.
 * A top-level field the CMS has no place for is not refused here: the site's build refuses any field
 * its content model lacks, and __tests__/unit/content-round-trip.test.ts fails when a field of the
 * model does not come back from the CMS. Nested objects are still checked field by field (only()).
 */
function seedData(strapi, seeder, source, order) {
  if (typeof source !== "object" || source === null || Array.isArray(source))
    throw new FieldError("(entry)", "must be an object");
  return { ...plainFields(strapi.getModel(seeder.uid).attributes, source), ...seeder.build(source, order) };
}

module.exports = { seeders, seedData };
