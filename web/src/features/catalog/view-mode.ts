import { cookieLine, readCookie } from '../../lib/cookies.ts';

/** The three layouts of a listing (spec section 2). */
export const VIEW_MODES = ['tiles', 'list', 'short_list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const DEFAULT_VIEW_MODE: ViewMode = 'tiles';
export const VIEW_MODE_PARAM = 'view_mode';
export const VIEW_MODE_COOKIE = 'view_mode';

export function isViewMode(value: string | null | undefined): value is ViewMode {
  return !!value && (VIEW_MODES as readonly string[]).includes(value);
}

/** The address's view mode first, then the saved one, then tiles. */
export function resolveViewMode(params: URLSearchParams, cookies: string | null): ViewMode {
  const fromUrl = params.get(VIEW_MODE_PARAM);
  if (isViewMode(fromUrl)) return fromUrl;
  const saved = readCookie(cookies, VIEW_MODE_COOKIE);
  return isViewMode(saved) ? saved : DEFAULT_VIEW_MODE;
}

/** The cookie that keeps the chosen view mode for a year. */
export function viewModeCookie(mode: ViewMode): string {
  return cookieLine(VIEW_MODE_COOKIE, mode);
}
