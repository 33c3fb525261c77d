import { describe, expect, it } from 'vitest';
import { HINT_PRIORITY, seenCookie } from './hints.ts';

describe('onboarding hints', () => {
  it('go by the priorities of the spec: filters, legal entities, search', () => {
    const { filters, legalEntities, search } = HINT_PRIORITY;
    expect([filters, legalEntities, search]).toEqual([0, 1, 2]);
  });

  it('are remembered for a year', () => {
    expect(seenCookie('search')).toBe(
      'onboarding_search=1; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });
});
