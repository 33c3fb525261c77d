import { describe, expect, it } from 'vitest';
import { inDays } from './plural.ts';

describe('inDays', () => {
  it('says today for zero days and agrees the noun with the number otherwise', () => {
    expect(inDays(0)).toBe('сегодня');
    expect(inDays(1)).toBe('через 1 день');
    expect(inDays(3)).toBe('через 3 дня');
    expect(inDays(5)).toBe('через 5 дней');
    expect(inDays(11)).toBe('через 11 дней');
    expect(inDays(21)).toBe('через 21 день');
    expect(inDays(24)).toBe('через 24 дня');
  });
});
