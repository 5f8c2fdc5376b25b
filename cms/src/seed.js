"use strict";
// On an empty database, fill the CMS from the site's own built-in content (../content), so a fresh
// CMS shows exactly what the site shows without it. The reverse of src/lib/cms-mapping.ts.
const fs = require("node:fs");
const path = require("node:path");

const UIDS = {
  service: "api::service.service",
  faqCategory: "api::faq-category.faq-category",
  faq: "api::faq.faq",
  home: "api::home.home",
  about: "api::about-us.about-us",
};

function contentDir() {
  return path.resolve(process.env.SITE_CONTENT_DIR || path.join(__dirname, "..", "..", "content"));
}

function read(file) {
  return JSON.parse(fs.readFileSync(path.join(contentDir(), file), "utf8"));
}

async function isEmpty(strapi) {
  const counts = await Promise.all(Object.values(UIDS).map((uid) => strapi.db.query(uid).count()));
  return counts.every((count) => count === 0);
}

async function seedFromSiteContent(strapi) {
  if (!(await isEmpty(strapi))) return;
  const publish = (uid, data) => strapi.documents(uid).create({ data, status: "published" });

  const serviceDocs = new Map();
  for (const [order, service] of read("services.json").entries()) {
    const { id, iconSrc, details, ...fields } = service;
    const doc = await publish(UIDS.service, {
      ...fields,
      serviceId: id,
      order: order + 1,
      iconSrc: iconSrc ?? null,
      details: { title: details.title, description: details.description, sections: details.sections },
    });
    serviceDocs.set(id, doc.documentId);
  }

  const categoryDocs = new Map();
  for (const category of read("faq-categories.json")) {
    const doc = await publish(UIDS.faqCategory, { name: category.name, slug: category.id, show: category.show });
    categoryDocs.set(category.id, doc.documentId);
  }
  for (const faq of read("faqs.json")) {
    await publish(UIDS.faq, { question: faq.title, answer: faq.text, order: faq.order, category: categoryDocs.get(faq.category) });
  }

  const home = read("home.json");
  await publish(UIDS.home, {
    titleHighlighted: home.hero.titleHighlighted,
    titleRegular: home.hero.titleRegular,
    description: home.hero.description,
    ctaText: home.hero.ctaText,
    usersCaption: home.hero.usersCaption,
    services: home.serviceIds.map((id) => serviceDocs.get(id)),
  });

  const about = read("about.json");
  await publish(UIDS.about, {
    pageTitle: about.pageTitle,
    storyHeader: {
      titleHighlighted: about.storyHeader.title.highlighted,
      titleRegular: about.storyHeader.title.regular,
      description: about.storyHeader.description,
    },
    leftColumn: about.storyContent.leftColumn,
    rightColumn: about.storyContent.rightColumn,
    stats: about.stats,
  });

  strapi.log.info(`Seeded the CMS from ${contentDir()}: ${serviceDocs.size} services, ${categoryDocs.size} FAQ categories, home, about-us`);
}

module.exports = { seedFromSiteContent };
