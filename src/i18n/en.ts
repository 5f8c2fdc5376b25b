// Every fixed text a visitor reads (everything not from content/ or the CMS), in English: the exact
// strings of SPEC.md. id.ts gives the same keys in Indonesian. A page gets only its language's table,
// through its page context (src/build/localized-pages.ts), so no page ships the other language.
// Plain strings only (they travel as JSON); a value to fill in is written {name} (fill.ts).
export const en = {
  layout: {
    skipToContent: "Skip to content",
  },
  languageSwitch: {
    label: "Language",
  },
  /** page titles and descriptions for search results and link previews (each page's Head) */
  head: {
    notFound: { title: "Page not found", description: "The page you asked for is not on the Nusakode site. Find our services, works and contact details from the home page." },
    aboutUs: { title: "About Us", description: "Meet Nusakode, a design and engineering studio in Depok, Indonesia: our story, our vision and mission, and our team." },
    blogGrid: { title: "Blog Grid", description: "All our articles in a grid: notes from Nusakode on design, development, blockchain and AI for growing businesses." },
    blog: { title: "Our Blog" },
    comingSoon: { title: "Coming soon", description: "Something new from Nusakode is launching soon. Leave your email and we will tell you when it is live." },
    contactUs: { title: "Contact Us" },
    faq: { title: "FAQ" },
    home: { title: "Digital agency in Depok, Indonesia" },
    ourWorks: { title: "Our Works" },
    portfolio: { title: "Portfolio", description: "Our portfolio, one project at a time: websites, apps and brands we designed and built for businesses in Indonesia and beyond." },
    pricing: { title: "Pricing" },
    resetPassword: { title: "Reset password", description: "Forgot your password? Ask for a link to reset the password of your Nusakode client account." },
    services: { title: "Our Services" },
    signIn: { title: "Sign in", description: "Sign in to your Nusakode client account to follow your projects, files and invoices." },
    signUp: { title: "Sign up", description: "Create a Nusakode client account to follow your projects, files and invoices in one place." },
    singleBlog: { description: "Why page speed decides whether visitors stay on a company website, and how we keep the sites we build loading in under two seconds." },
    singlePortfolio: { title: "Project details", description: "A closer look at one of our projects: the client, the brief, how we worked and what we delivered." },
    singleService: { title: "Service details", description: "A closer look at one of our services: what we build, how we work and the technologies we use." },
    singleTeam: { title: "Team member", description: "Profile of a Nusakode team member: biography, qualifications, contact details and skills." },
    team: { title: "Our Team" },
    testimonials: { title: "Testimonials" },
    project: { title: "Project" },
    service: { title: "Service" },
  },
  /** images' alternative texts when the CMS gives none (content-model.ts) */
  imageAlt: {
    portrait: "Portrait of {name}",
    banner: "{title} banner",
    detail: "{title} detail",
  },
};

export type Texts = typeof en;
