import { describe, expect, it } from 'vitest';
import { nextHint, seenCookie } from './hints.ts';

describe('onboarding queue', () => {
  it('shows the registered hint of the lowest priority first', () => {
    expect(nextHint(['search', 'legalEntities', 'filters'], new Set())).toBe('filters');
    expect(nextHint(['search', 'legalEntities'], new Set())).toBe('legalEntities');
  });

  it('skips hints already shown and has nothing when all were', () => {
    expect(nextHint(['search', 'legalEntities'], new Set(['legalEntities']))).toBe('search');
    expect(nextHint(['search'], new Set(['search']))).toBeNull();
  });

  it('remembers a shown hint for a year', () => {
    expect(seenCookie('search')).toBe(
      'onboarding_search=1; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });
});
