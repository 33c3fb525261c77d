import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Suspense, useRef, type ReactNode } from 'react';
import type { HintId } from './hints.ts';
import { guardChunkLoad } from '../../lib/chunk-reload.ts';
import { lazyExport } from '../../lib/lazy-export.ts';
import styles from './Onboarding.module.scss';
import { updateGently } from '../../lib/later-parts.ts';
import { OnboardingContext, type HeaderHint, type HintSlotProps } from './onboarding-context.ts';

/**
 * Which hints were seen, and what shows one (its turn, its cookie, its card), load once the page
 * works: a returning visitor who has seen them all gets nothing more.
 */
const loadHints = guardChunkLoad(() => import('./HintSlot.tsx'));
const HintSlot = lazyExport<HintSlotProps, 'HintSlot'>(loadHints, 'HintSlot');

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
    void loadHints().then(({ readSeen }) => {
      if (!gone) updateGently(() => setSeenBefore(readSeen()));
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

/**
 * Wraps a part of the page that has an onboarding hint (the user button, the filters panel, the
 * search box). `inline` shows the hint in the page's flow right after the target, so it covers
 * nothing; `header` hands it to the strip under the header (`OnboardingHeaderHint`). `enabled`
 * holds it back (for example until the user is signed in). Without a provider it renders only
 * its children.
 */
export function OnboardingTarget({
  id,
  enabled = true,
  placement = 'inline',
  children,
}: {
  id: HintId;
  enabled?: boolean;
  placement?: 'inline' | 'header';
  children: ReactNode;
}) {
  const context = useContext(OnboardingContext);
  // A ref, not state: setting state as the page commits would render it again at once, in the
  // same task as hydration's commit.
  const target = useRef<HTMLDivElement>(null);
  const toBeSeen = !!context?.seenBefore && !context.seenBefore.has(id);

  return (
    <div ref={target} className={placement === 'inline' ? styles.inline : styles.target}>
      {children}
      {toBeSeen && context && (
        <Suspense fallback={null}>
          <HintSlot id={id} enabled={enabled} placement={placement} target={target} />
        </Suspense>
      )}
    </div>
  );
}
