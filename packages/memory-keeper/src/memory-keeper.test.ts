import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { memoryKeeper } from './memory-keeper.ts';

/** A page's leftovers: an object nothing refers to any more, watched through a weak reference. */
function garbage(): WeakRef<object> {
  return new WeakRef({ rows: Array.from({ length: 1000 }, (_, i) => ({ i })) });
}

describe('memoryKeeper', () => {
  it('collects what the pages left behind a moment after the last one finished', async () => {
    const keeper = memoryKeeper({ quietMs: 20, minPages: 2, targetMb: 1e6 });
    const left = garbage();
    keeper.begin()();
    keeper.begin()();
    await sleep(100);
    expect(left.deref()).toBeUndefined();
  });

  it('waits while a page is still being served', async () => {
    const keeper = memoryKeeper({ quietMs: 20, minPages: 1, targetMb: 1e6 });
    const left = garbage();
    const open = keeper.begin();
    keeper.begin()();
    await sleep(100);
    expect(left.deref()).toBeDefined();
    open();
    await sleep(100);
    expect(left.deref()).toBeUndefined();
  });

  it('collects once traffic pauses even when the last collection under load was a page ago', async () => {
    const keeper = memoryKeeper({ quietMs: 20, minPages: 2, targetMb: 1, minIntervalMs: 0 });
    keeper.begin()();
    keeper.begin()();
    const left = garbage();
    keeper.begin()();
    await sleep(100);
    expect(left.deref()).toBeUndefined();
  });

  it('collects under load once resident memory passes the target', async () => {
    const keeper = memoryKeeper({ quietMs: 60_000, minPages: 1, targetMb: 1, minIntervalMs: 0 });
    const left = garbage();
    const open = keeper.begin();
    await sleep(0);
    keeper.begin()();
    await sleep(0);
    expect(left.deref()).toBeUndefined();
    open();
  });

  it('reads the resident memory at most once per check interval under load', () => {
    const rss = vi.spyOn(process.memoryUsage, 'rss');
    try {
      const keeper = memoryKeeper({
        quietMs: 60_000,
        minPages: 1,
        targetMb: 1e6,
        minIntervalMs: 0,
      });
      const open = keeper.begin();
      for (let i = 0; i < 200; i += 1) keeper.begin()();
      expect(rss).toHaveBeenCalledTimes(1);
      open();
    } finally {
      rss.mockRestore();
    }
  });
});
