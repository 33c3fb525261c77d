/** The three layouts of a listing (spec section 2). */
export const VIEW_MODES = ['tiles', 'list', 'short_list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const DEFAULT_VIEW_MODE: ViewMode = 'tiles';
export const VIEW_MODE_PARAM = 'view_mode';
export const VIEW_MODE_COOKIE = 'view_mode';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isViewMode(value: string | null | undefined): value is ViewMode {
  return !!value && (VIEW_MODES as readonly string[]).includes(value);
}

/** The value of one cookie in a Cookie header or document.cookie; undefined when absent. */
export function readCookie(cookies: string | null, name: string): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
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
  return `${VIEW_MODE_COOKIE}=${mode}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}
