import { useContext, useEffect } from 'react';
import { updateGently } from './later-parts.ts';
import { OverlayQueueContext, type Claim, type Claims } from './overlay-queue-provider.tsx';

/**
 * The order of the page's own overlays, lower first: a notice answers what the shopper just did,
 * the city question comes before the onboarding hints, and the hints follow by their priority.
 */
export const OVERLAY_PRIORITY = { notice: 0, city: 10, hint: 20 } as const;

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
 * Asks for a turn while `wanted`; true while this overlay is the one to show. Without a queue
 * around it, an overlay shows whenever it is wanted.
 */
export function useOverlayTurn(id: string, priority: number, wanted: boolean): boolean {
  const queue = useContext(OverlayQueueContext);
  const setClaims = queue?.setClaims;
  useEffect(
    () => (wanted && setClaims ? claim(setClaims, id, priority) : undefined),
    [wanted, setClaims, id, priority],
  );
  if (!wanted) return false;
  return queue ? firstClaim(queue.claims) === id : true;
}

/** Puts in a claim for a turn; the returned function takes it back. */
function claim(
  setClaims: (change: (current: Claims) => Claims) => void,
  id: string,
  priority: number,
) {
  const update = (change: (current: Claims) => Claims) => updateGently(() => setClaims(change));
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
}
