import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWITCH_NOTICE_MS, showSwitchNotice } from './switch-notice.ts';
import { clearCurrencyCookie } from './useSwitchContext.ts';

describe('switch notice', () => {
  afterEach(() => vi.useRealTimers());

  it('lasts 6000 ms', () => {
    expect(SWITCH_NOTICE_MS).toBe(6000);
    vi.useFakeTimers();
    showSwitchNotice();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(6000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears the saved currency with an expired cookie on the whole site', () => {
    expect(clearCurrencyCookie()).toBe('currencyCode=; Max-Age=0; Path=/; SameSite=Lax');
  });
});
