import type { RouteEntry } from "@/content/routes";
import { offeredServices, site } from "@/content/site";
import { absoluteUrl } from "./metadata";

/** The stable @id other JSON-LD nodes use to point at the business. */
export const businessId = `${absoluteUrl("/")}#business`;

/** The business as schema.org FinancialService, with every field of spec section 3. */
export function financialServiceJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "FinancialService",
    "@id": businessId,
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    image: absoluteUrl("/opengraph-image"),
    description: `${site.tagline}. Rates from ${site.figures.lowestRate}, ${site.figures.experienceExplained}.`,
    telephone: site.phone.e164,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: { "@type": "State", name: site.address.regionName },
    foundingDate: String(site.foundingYear),
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...site.hours.days],
      opens: site.hours.opens,
      closes: site.hours.closes,
    },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: site.rating.value,
      reviewCount: site.rating.count,
      bestRating: 5,
    },
    priceRange: site.priceRange,
    paymentAccepted: site.paymentsAccepted.join(", "),
    currenciesAccepted: "USD",
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Merchant services",
      itemListElement: offeredServices.map((service) => ({
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          name: service.name,
          description: service.description,
          url: absoluteUrl(service.href),
        },
      })),
    },
  };
}

/** A WebPage node for a route, linked to the business. */
export function webPageJsonLd(entry: RouteEntry) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${absoluteUrl(entry.path)}#webpage`,
    url: absoluteUrl(entry.path),
    name: entry.heading,
    description: entry.description,
    inLanguage: "en-US",
    isPartOf: { "@type": "WebSite", name: site.name, url: absoluteUrl("/") },
    publisher: { "@id": businessId },
  };
}

/** A Service node for routes that present one offering. */
export function serviceJsonLd(entry: RouteEntry) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: entry.heading,
    description: entry.description,
    url: absoluteUrl(entry.path),
    serviceType: entry.label,
    areaServed: { "@type": "State", name: site.address.regionName },
    provider: { "@type": "FinancialService", "@id": businessId, name: site.name },
  };
}

/** A CreativeWork node for sales collateral. */
export function creativeWorkJsonLd(entry: RouteEntry) {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: entry.heading,
    description: entry.description,
    url: absoluteUrl(entry.path),
    inLanguage: "en-US",
    creator: { "@type": "Organization", "@id": businessId, name: site.name },
  };
}
