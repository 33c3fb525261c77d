import { useContext, useLayoutEffect, useRef, useState } from 'react';
import { HintCard } from './HintCard.tsx';
import { OnboardingContext } from './onboarding-context.ts';
import styles from './Onboarding.module.scss';

interface Placement {
  cardLeft: number;
  arrowLeft: number;
}

/** The card under the target's middle, kept inside the strip, and its arrow at that middle. */
function placeUnder(target: HTMLElement, strip: HTMLElement, card: HTMLElement): Placement {
  const middle = target.getBoundingClientRect().left + target.offsetWidth / 2;
  const style = getComputedStyle(strip);
  const start = strip.getBoundingClientRect().left + parseFloat(style.paddingLeft);
  const room = strip.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const width = card.offsetWidth;
  const cardLeft = Math.min(Math.max(middle - start - width / 2, 0), Math.max(room - width, 0));
  const arrowLeft = Math.min(Math.max(middle - start - cardLeft, 16), width - 16);
  return { cardLeft, arrowLeft };
}

/**
 * The strip under the header's main row where the header's hints (search, legal entities) show,
 * in the page's flow: it pushes the page down instead of covering the menu under it, and the
 * card sits under its target with the arrow pointing at it.
 */
export function OnboardingHeaderHint() {
  const context = useContext(OnboardingContext);
  const hint = context?.headerHint ?? null;
  const strip = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<Placement | null>(null);

  useLayoutEffect(() => {
    const card = strip.current?.firstElementChild;
    if (!hint || !strip.current || !(card instanceof HTMLElement)) return;
    const box = strip.current;
    const place = () => setPlacement(placeUnder(hint.target, box, card));
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [hint]);

  if (!hint || !context) return null;
  return (
    <div ref={strip} className={`container ${styles.strip}`}>
      <HintCard
        id={hint.id}
        offset={placement ?? undefined}
        onDismiss={() => context.dismiss(hint.id)}
      />
    </div>
  );
}
