import { describe, expect, it } from 'vitest';
import { isKpp, isValidInn, isValidOgrn } from '../../src/routes/cabinet/tax-id.ts';
import { REGISTRY } from '../../src/seed/registry/entries.ts';
import { breakCheckDigit } from './helpers.ts';

describe('tax id check digits', () => {
  it('accepts published tax ids of real companies and sole traders', () => {
    // Сбербанк, Яндекс (legal entities); a 12-digit ИНН from the ФНС algorithm description.
    expect(isValidInn('7707083893', 'legal')).toBe(true);
    expect(isValidInn('7736207543')).toBe(true);
    expect(isValidInn('500100732259', 'individual')).toBe(true);
    expect(isValidOgrn('1027700132195')).toBe(true);
  });

  it('rejects a changed check digit, a wrong length, letters and the wrong type', () => {
    expect(isValidInn(breakCheckDigit('7707083893'))).toBe(false);
    expect(isValidInn('500100732258')).toBe(false);
    expect(isValidInn('500100732249')).toBe(false);
    expect(isValidInn('770708389')).toBe(false);
    expect(isValidInn('77070838931')).toBe(false);
    expect(isValidInn('77070838a3')).toBe(false);
    expect(isValidInn('7707083893', 'individual')).toBe(false);
    expect(isValidInn('500100732259', 'legal')).toBe(false);
    expect(isValidOgrn('1027700132196')).toBe(false);
  });

  it('seeds a register of 30+ entries whose ИНН, ОГРН and КПП are all valid and unique', () => {
    expect(REGISTRY.length).toBeGreaterThanOrEqual(30);
    expect(REGISTRY.filter((r) => r.type === 'individual').length).toBeGreaterThanOrEqual(8);
    for (const entry of REGISTRY) {
      expect(isValidInn(entry.inn, entry.type), entry.title).toBe(true);
      expect(entry.inn).toHaveLength(entry.type === 'legal' ? 10 : 12);
      expect(isValidOgrn(entry.ogrn), entry.title).toBe(true);
      expect(entry.ogrn).toHaveLength(entry.type === 'legal' ? 13 : 15);
      if (entry.type === 'legal') expect(isKpp(entry.kpp ?? ''), entry.title).toBe(true);
      else expect(entry.kpp).toBeNull();
    }
    const keys = REGISTRY.map((r) => `${r.inn}/${r.kpp}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
