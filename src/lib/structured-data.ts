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
      { "@type": "ContactPoint", contactType: "sales", telephone: phone, email: site.contact.email, availableLanguage: ["en", "id"] },
      { "@type": "ContactPoint", contactType: "customer support", url: site.contact.chatUrl, availableLanguage: ["en", "id"] },
    ],
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
