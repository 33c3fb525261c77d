import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { updateGently } from './later-parts.ts';

/**
 * The order of the page's own overlays, lower first: a notice answers what the shopper just did,
 * the city question comes before the onboarding hints, and the hints follow by their priority.
 */
export const OVERLAY_PRIORITY = { notice: 0, city: 10, hint: 20 } as const;

interface OverlayQueue {
  active: string | null;
  claim: (id: string, priority: number) => () => void;
}

const OverlayQueueContext = createContext<OverlayQueue | null>(null);

interface Claim {
  priority: number;
  count: number;
  order: number;
}

/** The claim of the lowest priority; of equal ones, the earliest. */
export function firstClaim(claims: ReadonlyMap<string, Claim>): string | null {
  let best: [string, Claim] | null = null;
  for (const entry of claims) {
    const [, claim] = entry;
    if (
      !best ||
      claim.priority < best[1].priority ||
      (claim.priority === best[1].priority && claim.order < best[1].order)
    )
      best = entry;
  }
  return best ? best[0] : null;
}

/**
 * Holds every overlay that wants the shopper's attention (the city question, the onboarding
 * hints, the notices) and lets one of them show at a time.
 */
export function OverlayQueueProvider({ children }: { children: ReactNode }) {
  const [claims, setClaims] = useState<Map<string, Claim>>(() => new Map());

  const claim = useCallback((id: string, priority: number) => {
    const update = (change: (current: Map<string, Claim>) => Map<string, Claim>) =>
      updateGently(() => setClaims(change));
    update((current) => {
      const next = new Map(current);
      const known = next.get(id);
      next.set(id, {
        priority,
        count: (known?.count ?? 0) + 1,
        order: known?.order ?? performance.now(),
      });
      return next;
    });
    return () =>
      update((current) => {
        const next = new Map(current);
        const known = next.get(id);
        if (known && known.count > 1) next.set(id, { ...known, count: known.count - 1 });
        else next.delete(id);
        return next;
      });
  }, []);

  const active = firstClaim(claims);
  const value = useMemo(() => ({ active, claim }), [active, claim]);
  return <OverlayQueueContext.Provider value={value}>{children}</OverlayQueueContext.Provider>;
}

/**
 * Asks for a turn while `wanted`; true while this overlay is the one to show. Without a queue
 * around it, an overlay shows whenever it is wanted.
 */
export function useOverlayTurn(id: string, priority: number, wanted: boolean): boolean {
  const queue = useContext(OverlayQueueContext);
  const claim = queue?.claim;
  useEffect(
    () => (wanted && claim ? claim(id, priority) : undefined),
    [wanted, claim, id, priority],
  );
  if (!wanted) return false;
  return queue ? queue.active === id : true;
}
