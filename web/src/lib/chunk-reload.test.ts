import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  isChunkLoadError,
  reloadAfterChunkError,
  type ReloadEnvironment,
} from './chunk-reload.ts';

function environment(start: number): ReloadEnvironment & { clock: { now: number } } {
  const store = new Map<string, string>();
  const clock = { now: start };
  return {
    clock,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
    },
    now: () => clock.now,
    reload: vi.fn(),
  };
}

describe('reloadAfterChunkError', () => {
  it('reloads once, then not again within 60 s, then again after', () => {
    const env = environment(1_000_000);
    expect(reloadAfterChunkError(env)).toBe(true);
    env.clock.now += CHUNK_RELOAD_INTERVAL_MS - 1;
    expect(reloadAfterChunkError(env)).toBe(false);
    env.clock.now += 1;
    expect(reloadAfterChunkError(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when session storage is unavailable, to avoid a reload loop', () => {
    const env = environment(0);
    env.storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(reloadAfterChunkError(env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it('recognises failed dynamic imports of the major browsers', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/home-1.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
  });

  it('leaves other errors to the error page', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
