/** The schema.org Organization of a seller page, with absolute addresses. */
export function sellerStructuredData(
  seller: { title: string; description?: string | null; image?: { url: string } | null },
  canonical: string,
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: seller.title,
    url: canonical,
    ...(seller.description ? { description: seller.description } : {}),
    ...(seller.image ? { logo: new URL(seller.image.url, canonical).href } : {}),
  };
}
