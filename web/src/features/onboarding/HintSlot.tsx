import { useContext, useEffect } from 'react';
import { browserCookies } from '../../lib/browser-cookies.ts';
import { readCookie } from '../../lib/cookies.ts';
import { OVERLAY_PRIORITY, useOverlayTurn } from '../../lib/overlay-queue.tsx';
import { HintCard } from './HintCard.tsx';
import { HINT_PRIORITY, seenCookie, seenCookieName, type HintId } from './hints.ts';
import { OnboardingContext, type HintSlotProps } from './onboarding-context.ts';

/** The hints seen on an earlier page (their cookies). */
export async function readSeen(): Promise<Set<HintId>> {
  const cookies = await browserCookies();
  const seen = new Set<HintId>();
  for (const id of Object.keys(HINT_PRIORITY) as HintId[]) {
    if (readCookie(cookies, seenCookieName(id)) === '1') seen.add(id);
  }
  return seen;
}

/**
 * A hint still to be seen, beside its target: it asks the overlay queue for its turn while
 * `enabled`, is remembered (its cookie) the moment it shows, and shows inline after the target
 * or, for `header`, in the header's strip (`OnboardingHeaderHint`).
 */
export function HintSlot({ id, enabled, placement, target }: HintSlotProps) {
  const onboarding = useContext(OnboardingContext);
  const setHeaderHint = onboarding?.setHeaderHint;
  const wanted = enabled && !!onboarding && !onboarding.dismissed.has(id);
  const shown = useOverlayTurn(`hint:${id}`, OVERLAY_PRIORITY.hint + HINT_PRIORITY[id], wanted);

  useEffect(() => {
    if (shown) document.cookie = seenCookie(id);
  }, [shown, id]);

  useEffect(() => {
    const element = target.current;
    if (placement !== 'header' || !shown || !element || !setHeaderHint) return;
    setHeaderHint({ id, target: element });
    return () => setHeaderHint(null);
  }, [placement, shown, id, setHeaderHint, target]);

  return shown && placement === 'inline' && onboarding ? (
    <HintCard id={id} onDismiss={() => onboarding.dismiss(id)} />
  ) : null;
}
