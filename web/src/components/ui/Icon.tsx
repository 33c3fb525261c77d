import spriteUrl from './icons.svg?no-inline';

/**
 * The icons, drawn in `icons.svg` (one symbol each, by this name): the drawings are a file the
 * browser fetches and caches once, not code every page's first load carries.
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

/** A decorative line icon; the control that holds it carries the accessible name. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
