import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { HintId } from './hints.ts';
import { updateGently } from '../../lib/later-parts.ts';
import { loadHints } from './load-hints.ts';
import { OnboardingContext, type HeaderHint } from './onboarding-context.ts';

/**
 * Keeps which hints this visitor has seen. A hint is remembered (a one-year cookie) as soon as it
 * shows, so it never comes back on another page; on this page it stays until «Понятно». Which
 * hint shows, and when, is the overlay queue's call. Hints appear only in the browser.
 */
export function OnboardingProvider({ children }: { children: ReactNode }) {
  const [seenBefore, setSeenBefore] = useState<Set<HintId> | null>(null);
  const [dismissed, setDismissed] = useState<ReadonlySet<HintId>>(() => new Set());
  const [headerHint, setHeaderHint] = useState<HeaderHint | null>(null);

  useEffect(() => {
    let gone = false;
    void loadHints()
      .then(({ readSeen }) => readSeen())
      .then((seen) => {
        if (!gone) updateGently(() => setSeenBefore(seen));
      });
    return () => {
      gone = true;
    };
  }, []);

  const dismiss = useCallback((id: HintId) => {
    setDismissed((current) => new Set(current).add(id));
  }, []);

  const value = useMemo(
    () => ({ seenBefore, dismissed, dismiss, headerHint, setHeaderHint }),
    [seenBefore, dismissed, dismiss, headerHint],
  );
  return <OnboardingContext.Provider value={value}>{children}</OnboardingContext.Provider>;
}
