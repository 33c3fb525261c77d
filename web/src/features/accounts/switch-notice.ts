import { useSyncExternalStore } from 'react';

/** Spec section 9: the customer switch notice shows for 6000 ms. */
export const SWITCH_NOTICE_MS = 6000;

let shownUntil = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Shows the switch notice. It lives outside React state because the switch reloads every query of
 * the page, and the header may be drawn again meanwhile; the notice must outlive that.
 */
export function showSwitchNotice(now = Date.now()): void {
  shownUntil = now + SWITCH_NOTICE_MS;
  clearTimeout(timer);
  timer = setTimeout(() => {
    shownUntil = 0;
    notify();
  }, SWITCH_NOTICE_MS);
  notify();
}

export function hideSwitchNotice(): void {
  clearTimeout(timer);
  shownUntil = 0;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the notice is to be shown (never on the server). */
export function useSwitchNoticeShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shownUntil > 0,
    () => false,
  );
}
