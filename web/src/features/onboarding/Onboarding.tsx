import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Suspense, useRef, type ReactNode } from 'react';
import { OVERLAY_PRIORITY, useOverlayTurn } from '../../lib/overlay-queue.tsx';
import { HINT_PRIORITY, seenCookie, seenCookieName, type HintId } from './hints.ts';
import { lazyExport } from '../../lib/lazy-export.ts';
import styles from './Onboarding.module.scss';
import { readCookie } from '../../lib/cookies.ts';
import { updateGently } from '../../lib/later-parts.ts';

/** The card shows only once the page works and the hint's turn has come: its code loads then. */
const HintCard = lazyExport(() => import('./HintCard.tsx'), 'HintCard');

/** A hint shown in the strip under the header's main row, pointing up at its target. */
export interface HeaderHint {
  id: HintId;
  target: HTMLElement;
}

interface OnboardingState {
  /** The hints seen on an earlier page (null until read in the browser). */
  seenBefore: ReadonlySet<HintId> | null;
  dismissed: ReadonlySet<HintId>;
  dismiss: (id: HintId) => void;
  headerHint: HeaderHint | null;
  setHeaderHint: (hint: HeaderHint | null) => void;
}

const OnboardingContext = createContext<OnboardingState | null>(null);
export { OnboardingContext };

function readSeen(): Set<HintId> {
  const seen = new Set<HintId>();
  for (const id of Object.keys(HINT_PRIORITY) as HintId[]) {
    if (readCookie(document.cookie, seenCookieName(id)) === '1') seen.add(id);
  }
  return seen;
}

/**
 * Keeps which hints this visitor has seen. A hint is remembered (a one-year cookie) as soon as it
 * shows, so it never comes back on another page; on this page it stays until «Понятно». Which
 * hint shows, and when, is the overlay queue's call. Hints appear only in the browser.
 */
export function OnboardingProvider({ children }: { children: ReactNode }) {
  const [seenBefore, setSeenBefore] = useState<Set<HintId> | null>(null);
  const [dismissed, setDismissed] = useState<ReadonlySet<HintId>>(() => new Set());
  const [headerHint, setHeaderHint] = useState<HeaderHint | null>(null);

  useEffect(() => updateGently(() => setSeenBefore(readSeen())), []);

  const dismiss = useCallback((id: HintId) => {
    setDismissed((current) => new Set(current).add(id));
  }, []);

  const value = useMemo(
    () => ({ seenBefore, dismissed, dismiss, headerHint, setHeaderHint }),
    [seenBefore, dismissed, dismiss, headerHint],
  );
  return <OnboardingContext.Provider value={value}>{children}</OnboardingContext.Provider>;
}

/** True while the hint is this page's overlay to show; it is remembered the moment it shows. */
function useHintShown(id: HintId, enabled: boolean): boolean {
  const context = useContext(OnboardingContext);
  const wanted =
    enabled &&
    context !== null &&
    context.seenBefore !== null &&
    !context.seenBefore.has(id) &&
    !context.dismissed.has(id);
  const shown = useOverlayTurn(`hint:${id}`, OVERLAY_PRIORITY.hint + HINT_PRIORITY[id], wanted);
  useEffect(() => {
    if (shown) document.cookie = seenCookie(id);
  }, [shown, id]);
  return shown;
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
  const shown = useHintShown(id, enabled);
  // A ref, not state: setting state as the page commits would render it again at once, in the
  // same task as hydration's commit.
  const target = useRef<HTMLDivElement>(null);
  const setHeaderHint = context?.setHeaderHint;

  useEffect(() => {
    const element = target.current;
    if (placement !== 'header' || !shown || !element || !setHeaderHint) return;
    setHeaderHint({ id, target: element });
    return () => setHeaderHint(null);
  }, [placement, shown, id, setHeaderHint]);

  return (
    <div ref={target} className={placement === 'inline' ? styles.inline : styles.target}>
      {children}
      {shown && placement === 'inline' && context && (
        <Suspense fallback={null}>
          <HintCard id={id} onDismiss={() => context.dismiss(id)} />
        </Suspense>
      )}
    </div>
  );
}
