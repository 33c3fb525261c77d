import { describe, expect, it } from 'vitest';
import { attemptKey, finishAttempt } from './attempt-key.ts';

class MemoryStorage {
  private values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
  removeItem = (key: string) => void this.values.delete(key);
}

describe('checkout attempt key', () => {
  it('repeats the same key until the purchase is made, then starts a new attempt', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const first = attemptKey(storage);
    expect(attemptKey(storage)).toBe(first);
    finishAttempt(storage);
    const next = attemptKey(storage);
    expect(next).not.toBe(first);
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('checkout attempt key without randomUUID (an insecure origin)', () => {
  it('still makes a version 4 UUID', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const storage = new MemoryStorage() as unknown as Storage;
      expect(attemptKey(storage)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
