// Every fixed text a visitor reads (everything not from content/ or the CMS), in English: the exact
// strings of the product's specification. id.ts gives the same keys in Indonesian. A page gets only its language's
// table,
// through its page context (src/gatsby/localized-pages.ts), so no page ships the other language.
// Plain strings only (they travel as JSON); a value to fill in is written {name} (fill.ts).
import type { PageTypeName } from "../rules/page-types";

export const en = {
  common: {
    /** read after a link's text (visually hidden) */
    opensInNewTab: "(opens in a new tab)",
    /** a link named only by this (an icon link) */
    linkInNewTab: "{label} (opens in a new tab)",
  },
  header: {
    mainNavigation: "Main",
    contactUs: "Contact Us",
  },
  mobileMenu: {
    toggle: "Menu",
    navigation: "Mobile",
    close: "Close menu",
    submenu: "{label} submenu",
  },
  footer: {
    sendMessage: "Send us a message",
    phone: "Phone:",
    email: "Email:",
    socialMedia: "Social media",
  },
  breadcrumb: {
    label: "Breadcrumb",
    home: "Home",
    service: "Service",
    ourWorks: "Our Works",
    ourBlog: "Our Blog",
    team: "Team",
  },
  // SPEC section 5: the exact messages
  validation: {
    nameRequired: "Name is required.",
    emailRequired: "Email is required.",
    emailInvalid: "Invalid email address",
    phoneRequired: "Phone number is required.",
    messageRequired: "Message is required.",
    passwordRequired: "Password is required.",
    passwordTooShort: "Your password must be at least {min} characters.",
    fullNameRequired: "Full Name is required.",
    commentRequired: "Comment is required.",
    tooLong: "At most {max} characters.",
  },
  fields: {
    name: "Name",
    fullName: "Full name",
    email: "Email",
    emailPlaceholder: "you@example.com",
    phone: "Phone",
    message: "Message",
    comment: "Comment",
    password: "Password",
    newPassword: "New password",
  },
  // SPEC sections 4 and 8: the exact status messages
  contactForm: {
    label: "Contact form",
    legend: "Your message",
    send: "Send message",
    sending: "Sending...",
    success: "Message sent successfully!",
    failure: "Sorry, an error occurred. Please try again.",
    robot: "Please wait while we verify you are not a robot.",
    privacy: "We keep your message and contact details only to answer you, and delete them after 24 months.",
  },
  accountForms: {
    signIn: "Sign in",
    signUp: "Sign up",
    resetPassword: "Reset password",
    rememberMe: "Remember me",
    forgotPassword: "Forgot password",
    /** the spec's label of the sign-in and sign-up button */
    submit: "Create account",
    continueWithGoogle: "Continue with Google",
    continueWithFacebook: "Continue with Facebook",
    toSignUp: "Not a member yet? Sign up here",
    toSignIn: "Already have an account? Log in here",
    terms: "I agree to the terms of service and the privacy policy",
    resetSubmit: "Reset account",
    resetNote: "If you didn't request a password recovery link, please ignore this.",
    /** what a valid submit says: nothing is sent (SPEC section 5) */
    closed:
      "Thank you! Online accounts are not open yet, so nothing was sent. Please contact us directly in the meantime.",
  },
  accountPages: {
    signInTitle: "Sign in",
    signInIntro: "Welcome back. Sign in to follow your project's progress.",
    signUpTitle: "Create your account",
    signUpIntro: "One account for proposals, invoices and project updates.",
    resetTitle: "Reset your password",
    resetIntro: "Enter your email and choose a new password.",
  },
  commentForm: {
    title: "Leave a comment",
    submit: "Post comment",
    thanks: "Thank you! Your comment was received and will appear here once an editor approves it.",
    failure: "Sorry, your comment could not be sent. Please try again.",
    replyingTo: "Replying to {author}",
    cancelReply: "Cancel reply",
    privacy:
      "We keep your name, email and comment to check and show it; your email is never shown. Ask us any time to remove them.",
  },
  notifyForm: {
    label: "Get Notified",
    submit: "Get Notified",
    thanks: "Thank you! We will email you once, when we launch.",
    failure: "Sorry, your address could not be saved. Please try again.",
    privacy: "We will never share your information with anyone, and we never send spam.",
    kept: "We keep your email and the time you signed up only to tell you about the launch, and delete them after 24 months.",
  },
  comingSoon: {
    title: "Our new client portal",
    intro: "A place to follow your project, approve designs and download invoices.",
    notifyHeading: "Get Notified",
  },
  countdown: {
    launchingOn: "Launching on {date}",
    launched: "We have launched!",
    waitEnded: "The wait ended on {date}. Thank you for your patience.",
    days: "Days",
    hours: "Hours",
    minutes: "Minutes",
    seconds: "Seconds",
  },
  notFound: {
    heading: "We can't find the page you are looking for",
    /**
     * the heading at an unknown address under a page type's base (src/rules/page-types.js), for the
     * types that have their own; the others' say `heading`
     */
    entry: {
      service: "Service not found",
      project: "Loading project details...",
      article: "Article not found",
    } satisfies Partial<Record<PageTypeName, string>> as Partial<Record<PageTypeName, string>>,
    returnHome: "Return to homepage",
  },
  home: {
    servicesTitle: "We Build Scalable Web Solutions",
    projectsTitle: "A Look at What We've Shipped",
  },
  services: {
    title: "Our Services",
    lead: "Five services, one team: we design, build and run digital products for businesses in Indonesia and beyond.",
    gridTitle: "What we do",
    questions: "Questions clients ask us",
    testimonials: "What our clients say",
    /** a service card's arrow link */
    moreAbout: "More about {title}",
    approach: "Our Approach",
  },
  projectDetail: {
    bannerMissing: "Banner image not available",
    client: "Client",
    clientMissing: "Client information not available",
    date: "Date",
    dateMissing: "Date not specified",
    visitWeb: "Visit Web",
    notAvailable: "Not available",
    category: "Category",
    detailImageMissing: "Detail image not available",
    subtitle: "Project Details",
    phase: "Phase {number}",
  },
  portfolio: {
    pagination: "Portfolio pages",
    ourWorksTitle: "Our Works",
    lead: "Websites, apps and brands we have designed and built for businesses in Indonesia and beyond.",
    oneColumnTitle: "Portfolio",
  },
  about: {
    teamTitle: "We have a team of creative people",
  },
  contactPage: {
    title: "Contact Us",
    lead: "Tell us about your project. We answer every message within one working day.",
    formTitle: "Let's Build Something Together",
    infoTitle: "Contact Information",
    callOrChat: "Call or chat",
    opensChat: "(opens a chat in a new tab)",
    email: "Email",
    office: "Office",
    faqTitle: "Frequently asked questions",
  },
  contactMap: {
    label: "Map",
    placeholder: "Map of our office: {address}",
    marker: "Office location",
    markerTitle: "Office location: show the address",
    /** {link}: a link to OpenStreetMap's copyright page */
    attribution: "{link} contributors",
    leafletTitle: "A JavaScript library for interactive maps",
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    closePopup: "Close popup",
  },
  faq: {
    title: "Frequently Asked Questions",
    lead: "Answers to what clients ask us most: how we work, what it costs and what happens after launch.",
    categories: "FAQ categories",
    empty: "No FAQs found for this category.",
  },
  pricing: {
    title: "Pricing",
    lead: "Clear packages for the most common projects. Larger work is quoted per phase after a free discovery call.",
    billedMonthly: "Billed monthly",
    billedAnnually: "Billed annually",
    /** after a price */
    perMonth: "billed monthly",
    perYear: "billed annually",
    select: "Select the package",
    testimonials: "Clients on working with us",
    customTitle: "Need something bigger?",
    customText:
      "CRMs, ERPs, smart contracts and AI agents are scoped with you and priced per phase, so you always know what comes next.",
    faqTitle: "Questions about pricing",
    stillUnsure: "Still unsure which package fits?",
    contactUs: "Contact us",
  },
  testimonials: {
    title: "Testimonials",
    lead: "What the people we work with say about working with us.",
    rating: "Rated {rating} out of 5",
  },
  team: {
    title: "Our Team",
    lead: "Designers, developers and engineers who care about the details, working together from our studio in Depok.",
    members: "Team members",
    onSocialMedia: "{name} on social media",
    qualifications: "Qualifications",
    skills: "Skills",
  },
  /** a list's pages (the blog, the portfolio) */
  pagination: {
    /** read before a page number */
    page: "Page",
    previousPage: "Previous page",
    nextPage: "Next page",
    /** the title of page 2 and on of a list */
    pageTitle: "{title}, page {page}",
    /** a description is sentences: the page number is one more */
    pageDescription: "{description} Page {page}.",
  },
  /** /search/: the site's search (src/pages/search.tsx) */
  search: {
    title: "Search",
    lead: "Find our articles, services and projects by a word they contain.",
    label: "Words to search for",
    hint: "Type one or more words and press Enter: the pages that contain them are listed, the best match first.",
    submit: "Search",
    searching: "Searching for “{query}”…",
    oneResult: "1 page found for “{query}”",
    results: "{count} pages found for “{query}”",
    none: "No page contains “{query}”. Try another word, or browse",
    noneLink: "all our articles",
    firstShown: "The first {shown} are listed; add a word to narrow the search.",
    failed: "The search could not be loaded: check your connection, then search again.",
    kinds: { article: "Article", service: "Service", project: "Project" },
  },
  blog: {
    title: "Our Blog",
    lead: "Notes from our studio on building fast websites, useful AI and honest blockchain projects.",
    gridTitle: "Blog Grid",
    gridLead: "All our recent articles at a glance.",
    pagination: "Blog pages",
    sidebar: "Blog sidebar",
    search: "Search articles, services and projects",
    searchPlaceholder: "Type keyword here",
    categories: "Categories",
    recentPosts: "Recent posts",
    tags: "Tags",
    comments: "{count} comments",
    oneComment: "1 comment",
    commentsTitle: "Comments",
    reply: "Reply",
    /** read after "Reply" (visually hidden) */
    replyTo: "to {author}",
    byAuthor: "By {author}",
    readingTime: "{minutes} min read",
    updated: "Updated {date}",
    published: "Published {date}",
    previousArticle: "Previous article",
    nextArticle: "Next article",
    related: "Related articles",
    noComments: "No comments yet.",
    articleNavigation: "More articles",
    feed: "Nusakode blog (RSS)",
  },
  /** a category's and a tag's list of articles; {name}: the category or tag as its articles name it */
  blogSubjects: {
    category: {
      title: "Category: {name}",
      lead: "Every article from our studio in the {name} category, newest first.",
    },
    tag: { title: "Tag: {name}", lead: "Every article from our studio tagged {name}, newest first." },
  },
  counter: {
    invalidRange: "Invalid counter range",
  },
  layout: {
    skipToContent: "Skip to content",
    /** the logo link's image, in the header, the footers and the account layout */
    logoHome: "{name} home",
    goToTop: "Go to top",
  },
  languageSwitch: {
    label: "Language",
  },
  /** page titles and descriptions for search results and link previews (each page's Head) */
  head: {
    notFound: {
      title: "Page not found",
      description:
        "The page you asked for is not on the Nusakode site. Find our services, works and contact details from the home page.",
    },
    aboutUs: {
      title: "About Us",
      description:
        "Meet Nusakode, a design and engineering studio in Depok, Indonesia: our story, our vision and mission, and our team.",
    },
    blogGrid: {
      description:
        "All our articles in a grid: notes from Nusakode on design, development, blockchain and AI for growing businesses.",
    },
    comingSoon: {
      title: "Coming soon",
      description:
        "Something new from Nusakode is launching soon. Leave your email and we will tell you when it is live.",
    },
    faq: { title: "FAQ" },
    search: {
      title: "Search",
      description: "Search the articles, services and projects of Nusakode, a digital agency in Depok, Indonesia.",
    },
    home: { title: "Digital agency in Depok, Indonesia" },
    portfolio: {
      description:
        "Our portfolio, one project at a time: websites, apps and brands we designed and built for businesses in Indonesia and beyond.",
    },
    resetPassword: {
      title: "Reset password",
      description: "Forgot your password? Ask for a link to reset the password of your Nusakode client account.",
    },
    signIn: {
      title: "Sign in",
      description: "Sign in to your Nusakode client account to follow your projects, files and invoices.",
    },
    signUp: {
      title: "Sign up",
      description: "Create a Nusakode client account to follow your projects, files and invoices in one place.",
    },
    singleBlog: {
      description:
        "Why page speed decides whether visitors stay on a company website, and how we keep the sites we build loading in under two seconds.",
    },
    singlePortfolio: {
      title: "Project details",
      description: "A closer look at one of our projects: the client, the brief, how we worked and what we delivered.",
    },
    singleService: {
      title: "Service details",
      description: "A closer look at one of our services: what we build, how we work and the technologies we use.",
    },
    singleTeam: {
      title: "Team member",
      description: "Profile of a Nusakode team member: biography, qualifications, contact details and skills.",
    },
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
