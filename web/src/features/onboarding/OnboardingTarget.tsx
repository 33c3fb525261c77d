import { Suspense, useContext, useRef, type ReactNode } from 'react';
import type { HintId } from './hints.ts';
import { lazyExport } from '../../lib/lazy-export.ts';
import styles from './Onboarding.module.scss';
import { loadHints } from './load-hints.ts';
import { OnboardingContext, type HintSlotProps } from './onboarding-context.ts';

const HintSlot = lazyExport<HintSlotProps, 'HintSlot'>(loadHints, 'HintSlot');

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
