import { describe, expect, it } from 'vitest';
import { formatPromoPeriod } from './promo-period.ts';

describe('formatPromoPeriod', () => {
  it('names both days, the year once, within one year', () => {
    expect(formatPromoPeriod('2026-03-01T00:00:00Z', '2026-05-31T23:59:59Z')).toBe(
      'с 1 марта по 31 мая 2026',
    );
  });

  it('names the month once within one month, and one day when it is a single day', () => {
    expect(formatPromoPeriod('2026-03-01', '2026-03-31')).toBe('с 1 по 31 марта 2026');
    expect(formatPromoPeriod('2026-06-12', '2026-06-12')).toBe('12 июня 2026');
  });

  it('names both years across a new year', () => {
    expect(formatPromoPeriod('2025-12-20T00:00:00Z', '2026-01-10T00:00:00Z')).toBe(
      'с 20 декабря 2025 по 10 января 2026',
    );
  });

  it('copes with a missing or malformed end', () => {
    expect(formatPromoPeriod('2026-03-01', null)).toBe('с 1 марта 2026');
    expect(formatPromoPeriod(null, '2026-05-31')).toBe('до 31 мая 2026');
    expect(formatPromoPeriod('soon', undefined)).toBeNull();
  });
});
