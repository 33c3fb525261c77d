import { describe, expect, it, vi } from 'vitest';
import { createSearchHistory, SEARCH_HISTORY_KEY } from './search-history.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('search history', () => {
  it('keeps searches newest first in storage, trimmed', () => {
    const storage = memoryStorage();
    const history = createSearchHistory(storage);
    history.add('дрель');
    history.add('  перфоратор   makita ');
    expect(history.list()).toEqual(['перфоратор makita', 'дрель']);
    expect(JSON.parse(storage.data.get(SEARCH_HISTORY_KEY)!)).toEqual([
      'перфоратор makita',
      'дрель',
    ]);
  });

  it('moves a repeated search to the top instead of repeating it, ignoring case', () => {
    const history = createSearchHistory(memoryStorage());
    history.add('Дрель');
    history.add('пила');
    history.add('дрель');
    expect(history.list()).toEqual(['дрель', 'пила']);
  });

  it('ignores empty searches and keeps only the newest ones', () => {
    const history = createSearchHistory(memoryStorage(), 3);
    for (const text of ['a', ' ', 'b', 'c', 'd']) history.add(text);
    expect(history.list()).toEqual(['d', 'c', 'b']);
  });

  it('reads what an earlier page stored and survives broken data', () => {
    const stored = createSearchHistory(
      memoryStorage({ [SEARCH_HISTORY_KEY]: JSON.stringify(['болгарка', 3]) }),
    );
    expect(stored.list()).toEqual(['болгарка']);
    const broken = createSearchHistory(memoryStorage({ [SEARCH_HISTORY_KEY]: '{oops' }));
    expect(broken.list()).toEqual([]);
  });

  it('clears everything and tells subscribers', () => {
    const storage = memoryStorage();
    const history = createSearchHistory(storage);
    const listener = vi.fn();
    history.subscribe(listener);
    history.add('дрель');
    history.clear();
    expect(history.list()).toEqual([]);
    expect(storage.data.has(SEARCH_HISTORY_KEY)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('works in memory when storage fails', () => {
    const history = createSearchHistory({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    });
    history.add('дрель');
    expect(history.list()).toEqual(['дрель']);
  });
});
