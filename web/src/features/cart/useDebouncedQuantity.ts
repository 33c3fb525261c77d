import { useCallback, useEffect, useRef, useState } from 'react';

export const MAX_QUANTITY = 9999;

/**
 * A quantity the shopper types or steps: shown at once, sent once it rests for `delayMs` (or on
 * blur, or when the page is left before then), and never sent twice — a value equal to the last
 * one sent (or to the cart's) is dropped.
 */
export function useDebouncedQuantity(
  value: number,
  send: (quantity: number) => void,
  delayMs = 500,
) {
  const [draft, setDraft] = useState(String(value));
  const lastSent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef('');

  // The cart's answer (or a rollback) becomes the shown value when nothing is being typed.
  useEffect(() => {
    if (timer.current === undefined) {
      lastSent.current = value;
      setDraft(String(value));
    }
  }, [value]);

  const flush = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      const quantity = Number(text);
      if (!Number.isInteger(quantity) || quantity < 0) {
        setDraft(String(lastSent.current));
        return;
      }
      const capped = Math.min(quantity, MAX_QUANTITY);
      if (capped !== quantity) setDraft(String(capped));
      if (capped === lastSent.current) return;
      lastSent.current = capped;
      send(capped);
    },
    [send],
  );

  const change = useCallback(
    (text: string) => {
      const digits = text.replace(/\D/g, '').slice(0, 4);
      setDraft(digits);
      clearTimeout(timer.current);
      if (digits === '') {
        timer.current = undefined;
        return;
      }
      pending.current = digits;
      timer.current = setTimeout(() => flush(digits), delayMs);
    },
    [delayMs, flush],
  );

  // Leaving within the pause still sends what was stepped: a link in the app (the stepper
  // goes), a reload or another address (`beforeunload` comes before the next page is asked
  // for; `pagehide` where it does not fire). Set up once: `flush` changes with the caller's
  // `send`, and a cleanup on each of its changes would send a step before its pause is over.
  const latestFlush = useRef(flush);
  useEffect(() => {
    latestFlush.current = flush;
  }, [flush]);
  useEffect(() => {
    const leave = () => {
      if (timer.current !== undefined) latestFlush.current(pending.current);
    };
    window.addEventListener('beforeunload', leave);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('beforeunload', leave);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  return { draft, change, flush: () => flush(draft) };
}
