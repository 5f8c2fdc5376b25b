"use strict";

// What editors see in the admin panel's content manager, for every content type and component:
// each field's label and, where the name does not say it, a short help text under the field that
// tells what the field does on the site. editor-views.js applies this on every start and refuses
// to start when a field named here is missing from its schema or a schema field is missing here.
//
//   uid: {
//     mainField:  the field that names an entry (list view, relation pickers, collapsed components)
//     sort:       [field, "ASC" | "DESC"], the list view's order (as the site shows the entries)
//     list:       the list view's columns
//     edit:       the edit view's rows of field names; a field is [name, size] for a size other than
//                 its default (12 is the full width); a row of one resizable field takes the full width
//     fields:     { name: [label, description?] }
//     readOnly:   true: every field is shown but cannot be changed in the admin (written by a program)
//   }

const ORDER = "Position on the site: 1 comes first.";
const MEDIA =
  "The alternative text of the image (set in the Media Library) is read by screen readers; leave it empty for decorative images.";
const BLOCKS =
  "Paragraphs. Bold text is shown bold; other formatting (headings, lists, links, images) is not used by the site.";
const LINES = "One line per item: add an entry for each.";
const SERVICE_ICONS = "icon-code (code brackets), icon-design (palette), icon-ai (chip) or icon-agent (robot)";
const APPROACH_ICONS = "compass, layers, rocket, shield, chart, users or check";

module.exports = {
  // ----- collection types ------------------------------------------------------------------------
  "api::service.service": {
    mainField: "title",
    sort: ["order", "ASC"],
    list: ["order", "title", "slug", "serviceId"],
    edit: [
      ["title", "slug"],
      ["serviceId"],
      ["order", ["iconType", 8]],
      ["icon", "iconImage"],
      [["shortDescription", 12]],
      [["detailedDescription", 12]],
      ["details"],
      ["category"],
      ["features"],
      ["process"],
      ["technologies"],
      ["previousSlugs"],
    ],
    fields: {
      serviceId: [
        "Service ID",
        "Identifies the service (service-1, service-2, ...); the home page's list of services and the build link to it.",
      ],
      slug: [
        "Slug",
        "Used in the page address: /service/<slug>/. Made from the title when the entry is created; renaming the title keeps it. If you change it, the old address keeps working (see Old addresses).",
      ],
      previousSlugs: [
        "Old addresses",
        "Slugs this service had before; visitors and search engines following them are sent on to the current page. Filled in by the CMS when the slug changes; remove one to stop its redirect.",
      ],
      order: ["Order", ORDER],
      title: [
        "Title",
        "On the service card and in the browser tab. The slug (the page address) and the page's approach steps (see Approach steps) are chosen from it.",
      ],
      shortDescription: ["Short description", "The text of the service card on the home and services pages, and the page's description for search engines."],
      iconType: ["Icon type", "css-class: one of the site's drawn icons, named in Icon. image: the picture in Icon image."],
      icon: [
        "Icon",
        `With icon type css-class, the drawn icon: ${SERVICE_ICONS}; any other name shows a plain circle. With icon type image, a short name for the picture (not shown).`,
      ],
      iconImage: ["Icon image", `Used with icon type image: shown at 50×50 pixels on the service card. ${MEDIA}`],
      category: ["Categories", `Keywords that group the service (development, design, ...). ${LINES}`],
      features: ["Features", `What the service includes, one feature per line. ${LINES}`],
      detailedDescription: ["Detailed description", "A longer description of the service, in one paragraph."],
      process: ["Process", `The steps of the work in order (Discovery, Design, ...). ${LINES}`],
      technologies: ["Technologies", `Tools and frameworks used (React, Figma, ...). ${LINES}`],
      details: ["Service page", "The service's own page: its heading, paragraphs and sections of points."],
    },
  },
  "api::faq.faq": {
    mainField: "question",
    sort: ["order", "ASC"],
    list: ["order", "question", "category"],
    edit: [[["question", 12]], [["answer", 12]], ["category", "order"]],
    fields: {
      question: ["Question", "Shown as the heading that opens the answer."],
      answer: ["Answer", "One paragraph, shown when the question is opened."],
      order: ["Order", "Position within its category: 1 comes first."],
      category: ["Category", "The FAQ tab the question appears under; the pricing, services and contact pages pick questions by category."],
    },
  },
  "api::faq-category.faq-category": {
    mainField: "name",
    sort: ["order", "ASC"],
    list: ["order", "name", "slug", "show"],
    edit: [["name", "slug"], ["order", "show"], ["faqs"]],
    fields: {
      name: ["Name", "The tab's title on the FAQ page."],
      slug: ["Slug", "Identifies the category (general, process, business, ...): pages pick their questions by it. Change it only together with the site."],
      order: ["Order", "Position of the tab on the FAQ page: 1 comes first."],
      show: ["Show on the FAQ page", "Off: the category keeps its questions for other pages but gets no tab on the FAQ page."],
      faqs: ["Questions", "The questions of this category (also set from each question's Category)."],
    },
  },
  "api::project.project": {
    mainField: "title",
    sort: ["order", "ASC"],
    list: ["order", "title", "slug", "category"],
    edit: [
      ["title", "slug"],
      ["order", "category"],
      [["subtitle", 12]],
      ["description"],
      ["thumbnail", "banner"],
      ["detailImage"],
      ["client", "date"],
      ["duration", "websiteUrl"],
      ["details"],
      ["previousSlugs"],
    ],
    fields: {
      title: ["Title", "The project's name on its card and page."],
      slug: [
        "Slug",
        "Used in the page address: /ourworks/<slug>/. Made from the title when the entry is created; renaming the title keeps it. If you change it, the old address keeps working (see Old addresses).",
      ],
      previousSlugs: [
        "Old addresses",
        "Slugs this project had before; visitors and search engines following them are sent on to the current page. Filled in by the CMS when the slug changes; remove one to stop its redirect.",
      ],
      order: ["Order", ORDER],
      category: ["Category", "Shown under the title on the project's card, e.g. Web Development."],
      subtitle: ["Subtitle", "The heading above the project's paragraphs, and the page's description for search engines; empty shows 'Project Details'."],
      description: ["Description", BLOCKS],
      thumbnail: ["Thumbnail", `The picture on the project's card in lists and sliders. ${MEDIA}`],
      banner: ["Banner", `The wide picture at the top of the project's page. ${MEDIA}`],
      detailImage: ["Detail image", `The picture further down the project's page. ${MEDIA}`],
      client: ["Client", "Shown in the project's facts; leave empty to leave it out."],
      date: ["Date", "Shown in the project's facts as written, e.g. March 2025."],
      duration: ["Duration", "Shown in the project's facts as written, e.g. 3 months."],
      websiteUrl: ["Website address", "The live site, starting with https://; shown as a link in the project's facts."],
      details: ["Paragraphs", "The project page's further paragraphs, each with an optional title."],
    },
  },
  "api::project-card.project-card": {
    mainField: "title",
    sort: ["order", "ASC"],
    list: ["order", "title", "category", "slug"],
    edit: [["title", "category"], ["slug", ["order", 6]], ["image"]],
    fields: {
      title: ["Title", "The card's title."],
      category: ["Category", "Shown under the title, e.g. Branding."],
      slug: ["Slug", "The card links to /ourworks/<slug>/: the slug of the portfolio project it shows."],
      order: ["Order", ORDER],
      image: ["Image", MEDIA],
    },
  },
  "api::team-member.team-member": {
    mainField: "name",
    sort: ["order", "ASC"],
    list: ["order", "name", "designation", "memberId"],
    edit: [["name", "designation"], ["memberId", "order"], ["image"]],
    fields: {
      name: ["Name", "The person's full name."],
      memberId: ["Member ID", "Identifies the member; the team profile links to the member with it. Made from the name."],
      order: ["Order", "Position on the team page: 1 comes first."],
      designation: ["Role", "Shown under the name, e.g. Lead Developer."],
      image: ["Photo", MEDIA],
    },
  },
  "api::about-team-member.about-team-member": {
    mainField: "name",
    sort: ["order", "ASC"],
    list: ["order", "name", "designation"],
    edit: [["name", "designation"], ["order", "image"]],
    fields: {
      name: ["Name", "The person's full name."],
      order: ["Order", "Position in the about page's team section: 1 comes first."],
      designation: ["Role", "Shown under the name, e.g. Project Manager."],
      image: ["Photo", MEDIA],
    },
  },
  "api::pricing-plan.pricing-plan": {
    mainField: "title",
    sort: ["order", "ASC"],
    list: ["order", "title", "monthlyPrice", "annualPrice", "highlighted"],
    edit: [["title", "order"], [["description", 12]], ["monthlyPrice", "annualPrice", "highlighted"], ["features"]],
    fields: {
      title: ["Title", "The package's name."],
      order: ["Order", "Position on the pricing page: 1 comes first (left)."],
      description: ["Description", "A sentence under the package's name."],
      annualPrice: ["Price, billed annually", "Whole US dollars, shown as $<price> when the visitor picks Annually (the default)."],
      monthlyPrice: ["Price, billed monthly", "Whole US dollars, shown as $<price> when the visitor picks Monthly."],
      features: ["Features", `What the package includes, shown as a list. ${LINES}`],
      highlighted: ["Highlighted", "On: the package's card is emphasised as the recommended one."],
    },
  },
  "api::testimonial.testimonial": {
    mainField: "author",
    sort: ["order", "ASC"],
    list: ["order", "author", "title", "rating"],
    edit: [["author", "designation"], ["title", ["rating", 3], ["order", 3]], ["description"], ["image"]],
    fields: {
      title: ["Title", "A short heading above the quote."],
      order: ["Order", ORDER],
      rating: ["Rating", "Stars shown, from 1 to 5."],
      description: ["Quote", BLOCKS],
      author: ["Author", "The client's name."],
      designation: ["Author's role", "Shown under the name, e.g. CEO, Company."],
      image: ["Author's photo", MEDIA],
    },
  },
  "api::blog-post.blog-post": {
    mainField: "title",
    sort: ["order", "ASC"],
    list: ["order", "title", "date", "category"],
    edit: [["title", "postId"], ["order", "date", ["category", 4]], [["content", 12]], ["image"]],
    fields: {
      title: ["Title", "The post's title on its card and page."],
      postId: ["Post ID", "Identifies the post; the blog article and the sidebar's recent posts link to it. Made from the title."],
      order: ["Order", "Position on the blog pages: 1 comes first."],
      category: ["Category", "Shown above the title, e.g. Business; leave empty for none."],
      date: ["Date", "The publication date shown on the post."],
      image: ["Image", MEDIA],
      content: ["Summary", "The text on the post's card in the blog lists."],
    },
  },
  "api::comment.comment": {
    mainField: "author",
    sort: ["order", "ASC"],
    list: ["order", "author", "date", "isReply"],
    edit: [["author", "date"], ["order", "isReply"], [["comment", 12]], ["image"]],
    fields: {
      author: ["Author", "The commenter's name."],
      order: ["Order", "Position under the blog article: 1 comes first."],
      date: ["Date", "The date shown with the comment."],
      comment: ["Comment", "The comment's text, one paragraph."],
      isReply: ["Reply", "On: shown indented, as a reply to the comment before it."],
      image: ["Author's photo", MEDIA],
    },
  },
  "api::marquee-slide.marquee-slide": {
    mainField: "title",
    sort: ["order", "ASC"],
    list: ["order", "title", "circle"],
    edit: [[["title", 12]], ["order", "circle"]],
    fields: {
      title: ["Text", "A short slogan in the home page's scrolling band."],
      order: ["Order", "Position in the band: 1 comes first."],
      circle: ["Dot before the text", "On: a round dot separates this text from the one before."],
    },
  },

  // ----- single types ----------------------------------------------------------------------------
  "api::home.home": {
    edit: [
      ["titleHighlighted", "titleRegular"],
      [["description", 12]],
      ["ctaText", "usersCaption"],
      ["heroImage", "clientImages"],
      [["services", 12]],
      [["counterTitle", 12]],
      ["counters"],
    ],
    fields: {
      titleHighlighted: ["Title, highlighted part", "The first words of the home page's main title, shown in the accent colour."],
      titleRegular: ["Title, regular part", "The rest of the main title, after the highlighted part."],
      description: ["Description", "The paragraph under the main title."],
      ctaText: ["Button text", "The text of the main button under the description."],
      heroImage: ["Hero image", `The large picture beside the title. ${MEDIA}`],
      clientImages: ["Client photos", `The small round photos beside the caption. ${MEDIA}`],
      usersCaption: ["Client photos caption", "The text beside the client photos, e.g. 2k+ happy clients."],
      services: ["Services shown", "The services on the home page, in this order (drag to reorder)."],
      counterTitle: ["Counters title", "The heading of the counters band."],
      counters: ["Counters", "Numbers that count up, each with its label."],
    },
  },
  "api::about-us.about-us": {
    edit: [[["pageTitle", 12]], ["storyHeader"], ["storyImages"], ["leftColumn"], ["rightColumn"], ["stats"]],
    fields: {
      pageTitle: ["Page title", "The about page's title, also shown in the breadcrumb."],
      storyHeader: ["Story header", "The title in two parts and the paragraph that open the story."],
      storyImages: ["Story images", `The pictures of the story section, in this order. ${MEDIA}`],
      leftColumn: ["Left column", "The story's first column: a title and paragraphs."],
      rightColumn: ["Right column", "The story's second column: a title and paragraphs."],
      stats: ["Stats", "Figures such as 5+ years, shown in a row."],
    },
  },
  "api::how-we-work.how-we-work": {
    edit: [[["title", 12]], ["paragraphs"], ["steps"]],
    fields: {
      title: ["Title", "The heading of the home page's How we work section."],
      paragraphs: ["Paragraphs", BLOCKS],
      steps: ["Steps", "The numbered steps, shown as questions that open."],
    },
  },
  "api::approach.approach": {
    edit: [["web"], ["blockchain"], ["ai"], ["uiux"]],
    fields: {
      web: ["Web approach", "The Our approach steps on the services page and on services whose title contains 'web'."],
      blockchain: ["Blockchain approach", "The steps on services whose title contains 'blockchain'."],
      ai: ["AI approach", "The steps on services whose title contains 'ai' (and not 'web' or 'blockchain')."],
      uiux: ["UI/UX approach", "The steps on every other service."],
    },
  },
  "api::blog-article.blog-article": {
    edit: [["post", ["likes", 3], ["commentCount", 3]], [["quote", 12]], ["body"], ["tags"]],
    fields: {
      post: ["Post", "The blog post this article is the full text of: its title, date, image and category head the article."],
      body: ["Body", BLOCKS],
      quote: ["Quote", "A sentence shown as a large quotation within the article."],
      tags: ["Tags", `Shown under the article. ${LINES}`],
      likes: ["Likes", "The number shown as '<n> likes'."],
      commentCount: ["Comment count", "The number shown as '<n> comments'."],
    },
  },
  "api::blog-sidebar.blog-sidebar": {
    edit: [["categories"], [["recentPosts", 12]], ["tags"]],
    fields: {
      categories: ["Categories", "The sidebar's list of categories with their post counts."],
      recentPosts: ["Recent posts", "The posts in the sidebar's Recent posts, in this order (drag to reorder)."],
      tags: ["Tags", `The sidebar's tag cloud. ${LINES}`],
    },
  },
  "api::team-profile.team-profile": {
    edit: [[["member", 12]], ["biography"], ["qualifications"], ["attributes"], ["skills"]],
    fields: {
      member: ["Team member", "The person this profile page is about: name, role and photo come from the team member."],
      biography: ["Biography", BLOCKS],
      qualifications: ["Qualifications", `Shown as a list. ${LINES}`],
      attributes: ["Facts", "Label and value pairs such as Experience: 12 years."],
      skills: ["Skills", "Skills with a level in percent, shown as bars."],
    },
  },
  "api::site-setting.site-setting": {
    edit: [["name", "tagline"], [["description", 12]], ["contact"], ["socialLinks"], ["mainFooter"], ["accountFooter"], ["map"]],
    fields: {
      name: ["Site name", "The agency's name, used in page titles and the structured data for search engines."],
      tagline: ["Tagline", "A short line about the agency (not shown by the site at the moment)."],
      description: ["Description", "The description search engines and link previews show for pages that have none of their own."],
      contact: ["Contact details", "Phone, chat, e-mail and address, shown in the contact block and on the contact page."],
      socialLinks: ["Social links", "The icon links to the agency's profiles, in this order."],
      mainFooter: ["Footer", "The footer of the site's pages."],
      accountFooter: ["Account pages footer", "The footer of the sign-in, sign-up and password pages."],
      map: ["Map", "The office's place on the contact page's map."],
    },
  },

  // Written by the build runner (deploy/publish.sh) through its own token (STATUS_API_TOKEN), which may
  // only read and update this entry; readOnly: editors see it, the fields cannot be changed in the admin.
  // The receiver (deploy/hooks.json) ignores this type's events, so a status update never starts a build.
  "api::publish-status.publish-status": {
    readOnly: true,
    edit: [["state", "lastResult"], ["lastBuildAt", "lastSuccessAt"], [["lastReason", 12]], ["liveRelease"], [["untranslated", 12]]],
    fields: {
      state: ["Build now", "idle: nothing to do; building: a build is running; pending: another publish arrived and will be built next."],
      lastResult: ["Last build", "success: the last build is live; failed: the live site did not change (the reason is below). The next publish tries again."],
      lastReason: ["Last build's message", "Why the last build failed (the entry and field the build refused), or what went live."],
      lastBuildAt: ["Last build finished at"],
      lastSuccessAt: ["Last live at", "When the site visitors see was last updated."],
      liveRelease: ["Live release", "The release folder visitors see (deploy/rollback.sh switches back to the one before)."],
      untranslated: ["Shown in English on the Indonesian pages", "Entries and fields of the live site without Indonesian text yet, one per line: give them their Indonesian version (the language menu at the top of the entry)."],
    },
  },

  // ----- components ------------------------------------------------------------------------------
  "about.stat": {
    mainField: "text",
    edit: [["number", "text"]],
    fields: {
      number: ["Number", "Shown large, as written: 5+, 120, 98%."],
      text: ["Text", "Shown under the number, e.g. Years of experience."],
    },
  },
  "about.story-column": {
    mainField: "title",
    edit: [[["title", 12]], ["paragraphs"]],
    fields: {
      title: ["Title", "The column's heading."],
      paragraphs: ["Paragraphs", BLOCKS],
    },
  },
  "about.story-header": {
    mainField: "titleHighlighted",
    edit: [["titleHighlighted", "titleRegular"], [["description", 12]]],
    fields: {
      titleHighlighted: ["Title, highlighted part", "The first words of the story's title, shown in the accent colour."],
      titleRegular: ["Title, regular part", "The rest of the title, after the highlighted part."],
      description: ["Description", "The paragraph under the title."],
    },
  },
  "approach.step": {
    mainField: "title",
    edit: [["title", "icon"], [["description", 12]]],
    fields: {
      title: ["Title", "The step's heading; steps are numbered 01, 02, ... in this order."],
      description: ["Description", "One or two sentences under the heading."],
      icon: ["Icon", `The step's icon name: ${APPROACH_ICONS}. Not shown by the site at the moment.`],
    },
  },
  "blog.sidebar-category": {
    mainField: "name",
    edit: [["name", "count"]],
    fields: {
      name: ["Name", "The category's name, as written on the posts."],
      count: ["Post count", "The number shown beside the name."],
    },
  },
  "home.counter": {
    mainField: "label",
    edit: [["label", "suffix"], ["start", "end"]],
    fields: {
      start: ["Counts from", "The number the counter starts at, usually 0."],
      end: ["Counts to", "The number the counter stops at, the real figure."],
      suffix: ["Suffix", "Written right after the number, e.g. + or %; may be empty."],
      label: ["Label", "The text under the number, e.g. Projects delivered."],
    },
  },
  "how-we-work.step": {
    mainField: "title",
    edit: [["title", ["number", 3], ["isOpen", 3]], [["content", 12]]],
    fields: {
      number: ["Number", "Shown before the title, as written: 01, 02, ..."],
      title: ["Title", "The step's heading; clicking it opens the text."],
      content: ["Text", "One paragraph, shown when the step is open."],
      isOpen: ["Open at first", "On: the step's text shows when the page loads."],
    },
  },
  "project.phase": {
    mainField: "title",
    edit: [[["title", 12]], [["text", 12]]],
    fields: {
      title: ["Title", "An optional heading above the paragraph."],
      text: ["Text", "One paragraph."],
    },
  },
  "service.details": {
    mainField: "title",
    edit: [[["title", 12]], ["description"], ["sections"]],
    fields: {
      title: ["Page heading", "The service page's main heading (h1)."],
      description: ["Paragraphs", `The introduction under the heading. ${BLOCKS}`],
      sections: ["Sections", "Titled lists of points, shown side by side under the introduction."],
    },
  },
  "service.section": {
    mainField: "title",
    edit: [[["title", 12]], ["points"]],
    fields: {
      title: ["Title", "The section's heading."],
      points: ["Points", `The section's list. ${LINES}`],
    },
  },
  "shared.line": {
    mainField: "text",
    edit: [[["text", 12]]],
    fields: {
      text: ["Text", "One item of the list."],
    },
  },
  "site.contact": {
    mainField: "title",
    edit: [["title", "email"], [["description", 12]], ["phone", "chatUrl"], [["address", 12]]],
    fields: {
      title: ["Title", "The contact block's heading."],
      description: ["Description", "A sentence under the heading."],
      phone: ["Phone", "Shown and dialled as written, with the country code: +62 ..."],
      chatUrl: ["Chat link", "The address the chat button opens, e.g. https://wa.me/62... for WhatsApp."],
      email: ["E-mail", "Shown as a link that opens the visitor's mail program."],
      address: ["Address", "The office address, on one line."],
    },
  },
  "site.footer": {
    mainField: "copyright",
    edit: [[["copyright", 12]]],
    fields: {
      copyright: ["Copyright line", "The footer's last line, e.g. © 2025 Nusakode. All rights reserved."],
    },
  },
  "site.map": {
    mainField: "address",
    edit: [["lat", "lng", "zoom"], [["address", 12]]],
    fields: {
      lat: ["Latitude", "The marker's latitude in decimal degrees, e.g. -6.2088 (south is negative)."],
      lng: ["Longitude", "The marker's longitude in decimal degrees, e.g. 106.8456."],
      zoom: ["Zoom", "From 1 (the whole world) to 19 (single buildings); 15 shows the streets around."],
      address: ["Address", "Shown when the visitor opens the map's marker."],
    },
  },
  "site.social-link": {
    mainField: "name",
    edit: [["name", "icon"], [["url", 12]]],
    fields: {
      name: ["Name", "The network's name, read by screen readers for the icon link."],
      icon: [
        "Icon",
        "twitter, facebook, instagram and linkedin have their own icons; youtube, github, dribbble and behance show a generic link icon.",
      ],
      url: ["Profile address", "The full address of the profile, starting with https://; it opens in a new tab."],
    },
  },
  "team.attribute": {
    mainField: "label",
    edit: [["label", "value"]],
    fields: {
      label: ["Label", "e.g. Experience"],
      value: ["Value", "e.g. 12 years"],
    },
  },
  "team.skill": {
    mainField: "name",
    edit: [["name", "percent"]],
    fields: {
      name: ["Skill", "e.g. React"],
      percent: ["Level (%)", "From 0 to 100: how full the skill's bar is."],
    },
  },
};
