import type { ReactNode } from 'react';

/** Parts of the header that belong to other features; the app composes them in. */
export interface HeaderSlots {
  /** The city selector; absent when the market has geolocation off. */
  location?: ReactNode;
  currency: ReactNode;
  /** The purchase or credit limit; empty for visitors who are not signed in. */
  limit?: ReactNode;
  search: ReactNode;
  auth: ReactNode;
  /** The cart link with its count and total. */
  cart?: ReactNode;
  /** The category menu of the catalogue switch and the drawer, mounted only while they are open. */
  catalogMenu?: ReactNode;
  /** A hint about the header's controls, in the flow under them (it covers no menu). */
  hint?: ReactNode;
}
