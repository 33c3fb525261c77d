/** The address private routes send a signed-out visitor to (spec section 2). */
export const SIGN_IN_URL = '/?openAuth=true';

/** The query parameter that carries the page a visitor asked for while signed out. */
export const RETURN_PARAM = 'back';

/** The base any return path is resolved against: only the app's own paths survive it. */
const ORIGIN = 'http://store.invalid';

/**
 * A return target as a path of this app (`/cabinet/orders/5?x=1`), or null for anything that could
 * leave it: absolute or protocol-relative addresses, backslash tricks, other schemes.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === '/' ? null : path;
}

/** The sign-in address for a private page: home with the modal open and the page to return to. */
export function signInUrl(returnTo?: string): string {
  const back = safeReturnPath(returnTo);
  return back ? `${SIGN_IN_URL}&${RETURN_PARAM}=${encodeURIComponent(back)}` : SIGN_IN_URL;
}

/**
 * What an address that asks for sign-in (`?openAuth=true`, see SIGN_IN_URL) means: the page to
 * return to after it (a safe same-origin path, or null) and the address's query without the
 * request, for the address to become. Null when the query does not ask for sign-in.
 */
export function signInRequest(search: string): { returnTo: string | null; search: string } | null {
  const params = new URLSearchParams(search);
  if (params.get('openAuth') !== 'true') return null;
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  params.delete('openAuth');
  params.delete(RETURN_PARAM);
  const rest = params.toString();
  return { returnTo, search: rest ? `?${rest}` : '' };
}
