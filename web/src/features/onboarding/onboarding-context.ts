import { createContext, type RefObject } from 'react';
import type { HintId } from './hints.ts';

/** A hint shown in the strip under the header's main row, pointing up at its target. */
export interface HeaderHint {
  id: HintId;
  target: HTMLElement;
}

export interface OnboardingState {
  /** The hints seen on an earlier page (null until read in the browser). */
  seenBefore: ReadonlySet<HintId> | null;
  dismissed: ReadonlySet<HintId>;
  dismiss: (id: HintId) => void;
  headerHint: HeaderHint | null;
  setHeaderHint: (hint: HeaderHint | null) => void;
}

/** The page's hints (see `OnboardingProvider`). */
export const OnboardingContext = createContext<OnboardingState | null>(null);

/** A hint still to be seen beside its target (see `HintSlot`). */
export interface HintSlotProps {
  id: HintId;
  enabled: boolean;
  placement: 'inline' | 'header';
  target: RefObject<HTMLDivElement | null>;
}
