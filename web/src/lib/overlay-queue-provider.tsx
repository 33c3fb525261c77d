import {
  createContext,
  useMemo,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';

/** An overlay's claim for the shopper's attention (see lib/overlay-queue). */
export interface Claim {
  priority: number;
  /** How many of the overlay's places claim it (the same hint in two places is one claim). */
  count: number;
  order: number;
}

export type Claims = ReadonlyMap<string, Claim>;

export const OverlayQueueContext = createContext<{
  claims: Claims;
  setClaims: Dispatch<SetStateAction<Claims>>;
} | null>(null);

/**
 * Holds every overlay that wants the shopper's attention (the city question, the onboarding
 * hints, the notices) and lets one of them show at a time: the claims are kept here, and what
 * makes and orders them (lib/overlay-queue) comes with the overlays' own code.
 */
export function OverlayQueueProvider({ children }: { children: ReactNode }) {
  const [claims, setClaims] = useState<Claims>(() => new Map());
  const value = useMemo(() => ({ claims, setClaims }), [claims]);
  return <OverlayQueueContext.Provider value={value}>{children}</OverlayQueueContext.Provider>;
}
