import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Sql } from '../../src/db/types.ts';
import { KeptPerDatabase } from '../../src/repositories/catalog/kept.ts';

// Only its identity matters: values are kept per database object.
const db = (): Sql => ({}) as Sql;

describe('values kept for a while per database', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a value for its time, per database, and forgets it when asked', () => {
    vi.useFakeTimers();
    const kept = new KeptPerDatabase<number>(60_000);
    const [one, two] = [db(), db()];
    kept.set(one, 'a', 1);
    expect(kept.get(one, 'a')).toBe(1);
    expect(kept.get(two, 'a')).toBeUndefined();
    vi.advanceTimersByTime(59_999);
    expect(kept.get(one, 'a')).toBe(1);
    vi.advanceTimersByTime(1);
    expect(kept.get(one, 'a')).toBeUndefined();
    kept.set(one, 'a', 2);
    kept.forget(one);
    expect(kept.get(one, 'a')).toBeUndefined();
  });

  it('computes once within the time', () => {
    const kept = new KeptPerDatabase<number>(60_000);
    const base = db();
    const compute = vi.fn(() => 7);
    expect(kept.getOrKeep(base, 'k', compute)).toBe(7);
    expect(kept.getOrKeep(base, 'k', compute)).toBe(7);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('lets the expired and then the oldest go when full', () => {
    vi.useFakeTimers();
    const kept = new KeptPerDatabase<number>(1_000, 3);
    const base = db();
    kept.set(base, 'old', 0);
    vi.advanceTimersByTime(1_000);
    kept.set(base, 'a', 1);
    kept.set(base, 'b', 2);
    kept.set(base, 'c', 3);
    expect(kept.get(base, 'old')).toBeUndefined();
    expect([kept.get(base, 'a'), kept.get(base, 'b'), kept.get(base, 'c')]).toEqual([1, 2, 3]);
    kept.set(base, 'd', 4);
    expect(kept.get(base, 'a')).toBeUndefined();
    expect(kept.get(base, 'd')).toBe(4);
  });

  it('forgets a promise that fails, so the next request computes again', async () => {
    const kept = new KeptPerDatabase<Promise<number>>(60_000);
    const base = db();
    const failed = kept.getOrKeep(base, 'k', () => Promise.reject(new Error('down')));
    await expect(failed).rejects.toThrow('down');
    await expect(kept.getOrKeep(base, 'k', () => Promise.resolve(5))).resolves.toBe(5);
    await expect(kept.getOrKeep(base, 'k', () => Promise.resolve(6))).resolves.toBe(5);
  });
});
