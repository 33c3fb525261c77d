/** The canonical address of a page: its origin and path, without the query string or hash. */
export function canonicalUrl(requestUrl: string): string {
  const url = new URL(requestUrl);
  return `${url.origin}${url.pathname}`;
}
