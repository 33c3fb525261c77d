/**
 * The page's cookies as `document.cookie` gives them, read without holding the main thread where
 * the browser can: each read of `document.cookie` waits for the browser's network process, and
 * while a page loads one read took 14 ms of the product page's start. The Cookie Store API reads
 * them asynchronously; a browser without it reads `document.cookie`.
 */
export async function browserCookies(): Promise<string> {
  if (typeof cookieStore === 'undefined') return document.cookie;
  try {
    const cookies = await cookieStore.getAll();
    return cookies.map(({ name = '', value = '' }) => `${name}=${value}`).join('; ');
  } catch {
    return document.cookie;
  }
}
