import type { ReactNode } from 'react';

const PATHS = {
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M16.5 16.5 21 21" />
    </>
  ),
  menu: <path d="M3 6h18M3 12h18M3 18h18" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  location: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </>
  ),
  cart: (
    <>
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.9a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle cx="10" cy="20.5" r="1.2" />
      <circle cx="17" cy="20.5" r="1.2" />
    </>
  ),
  catalog: (
    <>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </>
  ),
  home: <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />,
  phone: (
    <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  ),
  company: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
  sale: (
    <>
      <path d="M12 2.5l2.3 1.9 3-.3.8 2.9 2.7 1.4-1.1 2.8 1.1 2.8-2.7 1.4-.8 2.9-3-.3L12 21.5l-2.3-1.9-3 .3-.8-2.9-2.7-1.4 1.1-2.8-1.1-2.8 2.7-1.4.8-2.9 3 .3z" />
      <path d="M9 15l6-6" />
      <circle cx="9.5" cy="9.5" r=".9" />
      <circle cx="14.5" cy="14.5" r=".9" />
    </>
  ),
  arrowUp: <path d="M12 19V5M5 12l7-7 7 7" />,
  chevronLeft: <path d="M15 6l-6 6 6 6" />,
  chevronRight: <path d="M9 6l6 6-6 6" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
  pause: <path d="M9 6v12M15 6v12" />,
  play: <path d="M8 5v14l11-7z" />,
  telegram: <path d="M21 4 3 11l6 2 2 6 3-4 5 4z M9 13l8-6" />,
  youtube: (
    <>
      <rect x="2.5" y="6" width="19" height="12" rx="4" />
      <path d="M10.5 9.5v5l4-2.5z" />
    </>
  ),
  vk: (
    <path d="M3 7c1 6 4.5 10 9 10h1v-3c1.5.2 3 1.4 4 3h3c-1-2.6-3-4-4-4.5 1-.6 2.6-2.4 3-5.5h-2.8c-.5 2-2 3.7-3.2 4V7h-2.8v7C8 13.4 6.6 10 6.2 7z" />
  ),
  ok: (
    <>
      <circle cx="12" cy="7.5" r="3.5" />
      <path d="M7.5 13.5c2.8 1.8 6.2 1.8 9 0M12 15.5 8 20M12 15.5l4 4.5" />
    </>
  ),
  dzen: <path d="M12 3c.3 5 4 8.7 9 9-5 .3-8.7 4-9 9-.3-5-4-8.7-9-9 5-.3 8.7-4 9-9z" />,
  rutube: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="4" />
      <path d="M8 16V8h5a2.5 2.5 0 0 1 0 5H8m5 0 3 3" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

export function isIconName(name: string | null | undefined): name is IconName {
  return !!name && Object.hasOwn(PATHS, name);
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
      {PATHS[name]}
    </svg>
  );
}
