import { describe, expect, it } from 'vitest';
import { HINTS, seenCookie } from './hints.ts';

describe('onboarding hints', () => {
  it('go by the priorities of the spec: filters, legal entities, search', () => {
    expect([HINTS.filters, HINTS.legalEntities, HINTS.search].map((h) => h.priority)).toEqual([
      0, 1, 2,
    ]);
  });

  it('are remembered for a year', () => {
    expect(seenCookie('search')).toBe(
      'onboarding_search=1; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });
});
