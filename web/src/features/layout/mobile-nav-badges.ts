import { createContext, type ReactNode } from 'react';

/** Badges of the tab bar's tabs by their address (the cart's count on /cart); the app provides them. */
export const MobileNavBadgesContext = createContext<Record<string, ReactNode>>({});
