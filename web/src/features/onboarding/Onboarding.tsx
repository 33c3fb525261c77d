import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { HINTS, nextHint, seenCookie, seenCookieName, type HintId } from './hints.ts';
import styles from './Onboarding.module.scss';
import { readCookie } from '../../lib/cookies.ts';

interface OnboardingState {
  active: HintId | null;
  register: (id: HintId) => () => void;
  dismiss: (id: HintId) => void;
}

const OnboardingContext = createContext<OnboardingState | null>(null);

function readSeen(): Set<HintId> {
  const seen = new Set<HintId>();
  for (const id of Object.keys(HINTS) as HintId[]) {
    if (readCookie(document.cookie, seenCookieName(id)) === '1') seen.add(id);
  }
  return seen;
}

/**
 * Queues the hints of the targets on the page by priority and shows one at a time; each is
 * remembered by a cookie once dismissed. Hints appear only in the browser, after hydration.
 */
export function OnboardingProvider({ children }: { children: ReactNode }) {
  const [registered, setRegistered] = useState<Map<HintId, number>>(() => new Map());
  const [seen, setSeen] = useState<Set<HintId> | null>(null);

  useEffect(() => setSeen(readSeen()), []);

  const register = useCallback((id: HintId) => {
    setRegistered((current) => new Map(current).set(id, (current.get(id) ?? 0) + 1));
    return () =>
      setRegistered((current) => {
        const next = new Map(current);
        const count = (next.get(id) ?? 1) - 1;
        if (count > 0) next.set(id, count);
        else next.delete(id);
        return next;
      });
  }, []);

  const dismiss = useCallback((id: HintId) => {
    document.cookie = seenCookie(id);
    setSeen((current) => new Set(current).add(id));
  }, []);

  const active = seen ? nextHint(registered.keys(), seen) : null;
  const value = useMemo(() => ({ active, register, dismiss }), [active, register, dismiss]);
  return <OnboardingContext.Provider value={value}>{children}</OnboardingContext.Provider>;
}

/**
 * Wraps a part of the page that has an onboarding hint (the user button, the filters panel, the
 * search box). The hint shows under it when its turn comes; `enabled` holds it back (for example
 * until the user is signed in). Without a provider it renders only its children.
 */
export function OnboardingTarget({
  id,
  enabled = true,
  children,
}: {
  id: HintId;
  enabled?: boolean;
  children: ReactNode;
}) {
  const context = useContext(OnboardingContext);
  const register = context?.register;
  useEffect(() => (enabled && register ? register(id) : undefined), [enabled, id, register]);
  const shown = enabled && context?.active === id;

  return (
    <div className={styles.target}>
      {children}
      {shown && (
        <div role="status" className={styles.hint}>
          <p className={styles.text}>{HINTS[id].text}</p>
          <button type="button" className={styles.ok} onClick={() => context.dismiss(id)}>
            Понятно
          </button>
        </div>
      )}
    </div>
  );
}
