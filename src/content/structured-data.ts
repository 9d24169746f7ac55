import type { PageDefinition, SiteConfig } from '../core/types/content.gen';

/** LodgingBusiness JSON-LD for a landing page, from its `lodging:` values and site.yaml. */
export function lodgingJsonLd(page: PageDefinition, site: SiteConfig): Record<string, unknown> | undefined {
  const l = page.lodging;
  if (!l) return undefined;
  const url = site.baseUrl + page.path;
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name: l.name ?? site.brand.name,
    description: l.description ?? page.description,
    url,
    image: site.baseUrl + (page.image ?? site.seo.image).src,
    telephone: site.contact.phone,
    priceRange: '$$',
    starRating: { '@type': 'Rating', ratingValue: 5 },
    address: {
      '@type': 'PostalAddress',
      addressLocality: l.locality,
      addressRegion: site.property.region,
      postalCode: l.postalCode,
      addressCountry: site.property.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: l.geo.latitude, longitude: l.geo.longitude },
    hasMap: `https://www.google.com/maps/search/?api=1&query=${l.geo.latitude},${l.geo.longitude}`,
    amenityFeature: (l.amenities ?? []).map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    // The site's own rating (validate holds lodging.rating to it), as its review source shows it.
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: l.rating?.score ?? site.property.rating,
      reviewCount: l.rating?.count ?? site.property.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
}
