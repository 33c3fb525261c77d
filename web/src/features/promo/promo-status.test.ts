import { describe, expect, it } from 'vitest';
import { promoStatus } from './promo-status.ts';

const now = Date.parse('2026-11-25T10:00:00Z');

describe('promoStatus', () => {
  it('tells running, future and past promotions apart', () => {
    expect(promoStatus('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', now)).toBe('current');
    expect(promoStatus('2026-12-09T00:00:00Z', '2027-01-08T00:00:00Z', now)).toBe('upcoming');
    expect(promoStatus('2026-07-01T00:00:00Z', '2026-07-21T00:00:00Z', now)).toBe('ended');
  });

  it('takes a missing end as open', () => {
    expect(promoStatus(null, null, now)).toBe('current');
    expect(promoStatus('2027-01-01T00:00:00Z', null, now)).toBe('upcoming');
    expect(promoStatus(null, '2026-01-01T00:00:00Z', now)).toBe('ended');
  });
});
