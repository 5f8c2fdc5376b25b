// schema.org JSON-LD for the agency: a local business in Depok, Indonesia, with its contact points.
export interface AgencySettings {
  name: string;
  description: string;
  siteUrl: string;
  logo: string;
  contact: { phone: string; email: string; chatUrl: string };
  socialLinks: ReadonlyArray<{ url: string }>;
  map: { center: { lat: number; lng: number } };
}

/** The phone as schema.org wants it: +62 and digits only. */
const telephone = (phone: string) => phone.replace(/[^\d+]/g, "");

export function agencyJsonLd(site: AgencySettings): Record<string, unknown> {
  const phone = telephone(site.contact.phone);
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${site.siteUrl}/#organization`,
    name: site.name,
    description: site.description,
    url: `${site.siteUrl}/`,
    logo: `${site.siteUrl}${site.logo}`,
    image: `${site.siteUrl}${site.logo}`,
    telephone: phone,
    email: site.contact.email,
    address: { "@type": "PostalAddress", addressLocality: "Depok", addressRegion: "West Java", addressCountry: "ID" },
    geo: { "@type": "GeoCoordinates", latitude: site.map.center.lat, longitude: site.map.center.lng },
    areaServed: "Worldwide",
    sameAs: site.socialLinks.map((link) => link.url),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        telephone: phone,
        email: site.contact.email,
        availableLanguage: ["en", "id"],
      },
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        url: site.contact.chatUrl,
        availableLanguage: ["en", "id"],
      },
    ],
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export interface ArticleFacts {
  title: string;
  description: string;
  /** the page's address on the site, and its cover image's */
  path: string;
  imagePath: string | undefined;
  datePublished: string;
  dateModified: string | null | undefined;
  author: string;
  inLanguage: string;
  wordCount: number;
  keywords: ReadonlyArray<string>;
  section: string | null | undefined;
}

/**
 * schema.org BlogPosting for an article's page, and the BreadcrumbList that leads to it (`trail`: home, blog; then the
 * article).
 */
export function articleJsonLd(
  siteUrl: string,
  article: ArticleFacts,
  trail: ReadonlyArray<{ name: string; path: string }>,
): Record<string, unknown>[] {
  const url = `${siteUrl}${article.path}`;
  return [
    {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      "@id": `${url}#article`,
      headline: article.title,
      description: article.description,
      ...(article.imagePath ? { image: `${siteUrl}${article.imagePath}` } : {}),
      datePublished: article.datePublished,
      dateModified: article.dateModified ?? article.datePublished,
      author: { "@type": "Person", name: article.author },
      publisher: { "@id": `${siteUrl}/#organization` },
      inLanguage: article.inLanguage,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      wordCount: article.wordCount,
      ...(article.keywords.length > 0 ? { keywords: article.keywords.join(", ") } : {}),
      ...(article.section ? { articleSection: article.section } : {}),
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [...trail, { name: article.title, path: article.path }].map((crumb, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: crumb.name,
        item: `${siteUrl}${crumb.path}`,
      })),
    },
  ];
}
