import { useEffect, useId, useRef, useState } from 'react';

/**
 * A button's popover (a header menu or panel): open state, the panel's id for `aria-controls`,
 * refs for the root and its button, and `trigger`, the props of that button. While open, a press outside the root or Escape closes
 * it; Escape with focus inside hands focus back to the button rather than the page's start.
 * `outside` is the document event that counts as a press outside.
 */
export function usePopover(outside: 'click' | 'pointerdown' = 'click') {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (root.current?.contains(document.activeElement)) button.current?.focus();
    };
    const onPress = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener(outside, onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener(outside, onPress);
    };
  }, [open, outside]);

  /** The button's own attributes: it toggles the popover and says what it controls. */
  const trigger = {
    ref: button,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': id,
    onClick: () => setOpen((value) => !value),
  } as const;

  return { open, setOpen, id, root, button, trigger };
}
