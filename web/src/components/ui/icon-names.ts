/**
 * The icons, drawn in `icons.svg` (one symbol each, by this name): the drawings are a file the
 * browser fetches and caches once, not code every page's first load carries. The list is for
 * names that come with the data (menus, social links); the icon itself does not need it.
 */
const NAMES = [
  'search',
  'menu',
  'close',
  'location',
  'user',
  'cart',
  'catalog',
  'home',
  'phone',
  'company',
  'mail',
  'sale',
  'arrowUp',
  'chevronLeft',
  'chevronRight',
  'chevronDown',
  'pause',
  'play',
  'telegram',
  'youtube',
  'vk',
  'ok',
  'dzen',
  'rutube',
] as const;

export type IconName = (typeof NAMES)[number];

const known: ReadonlySet<string> = new Set(NAMES);

export function isIconName(name: string | null | undefined): name is IconName {
  return !!name && known.has(name);
}
