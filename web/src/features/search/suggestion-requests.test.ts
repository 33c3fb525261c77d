import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleSuggestions, SEARCH_DEBOUNCE_MS } from './suggestion-requests.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleSuggestions', () => {
  it('asks once, 300 ms after the last keystroke', async () => {
    const request = vi.fn(async (text: string) => `answer for ${text}`);
    const onResult = vi.fn();
    const cancelFirst = scheduleSuggestions('др', request, onResult);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    cancelFirst();
    scheduleSuggestions('дре', request, onResult);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('дре', expect.any(AbortSignal));
    expect(onResult).toHaveBeenCalledWith('answer for дре');
  });

  it('aborts the request in flight and ignores its late answer when the text changes', async () => {
    let finish: (value: string) => void = () => {};
    let signal: AbortSignal | undefined;
    const request = vi.fn(
      (_text: string, requestSignal: AbortSignal) =>
        new Promise<string>((resolve) => {
          signal = requestSignal;
          finish = resolve;
        }),
    );
    const onResult = vi.fn();
    const cancel = scheduleSuggestions('дрель', request, onResult);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(signal?.aborted).toBe(false);
    cancel();
    expect(signal?.aborted).toBe(true);
    finish('stale');
    await vi.runAllTimersAsync();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('stays quiet when the request fails', async () => {
    const onResult = vi.fn();
    scheduleSuggestions('дрель', () => Promise.reject(new Error('offline')), onResult);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(onResult).not.toHaveBeenCalled();
  });
});
