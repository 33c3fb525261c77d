import { describe, expect, it } from 'vitest';
import { listingInput, parseListingState } from './listing-params.ts';
import { listingTotal } from './plural.ts';

const state = (search: string) => parseListingState(new URLSearchParams(search));

describe('an address edited by hand', () => {
  it('clamps a negative price to zero and keeps the rest', () => {
    expect(state('price_min=-5&price_max=-1')).toMatchObject({ priceMin: 0, priceMax: 0 });
  });

  it('keeps the page within what the API serves', () => {
    expect(state('page=99999999999999999999').page).toBe(10_000);
    expect(state('page=-3').page).toBe(1);
  });

  it('cuts an over-long search text and drops values that cannot name anything', () => {
    const parsed = state(`text=${'д'.repeat(300)}&brand=${'a'.repeat(201)}&brand=makita`);
    expect(parsed.text).toHaveLength(200);
    expect(parsed.brands).toEqual(['makita']);
    const properties = `prop.${'p'.repeat(101)}=1&prop.power=${'9'.repeat(201)}&prop.power=500`;
    expect(listingInput(null, state(properties)).filter?.properties).toEqual([
      { id: 'power', values: ['500'] },
    ]);
  });
});

describe('listingTotal', () => {
  it('says nothing was found instead of «около 0»', () => {
    expect(listingTotal(0, false)).toBe('Ничего не найдено');
    expect(listingTotal(0, true)).toBe('Ничего не найдено');
    expect(listingTotal(3, false)).toBe('Найдено: около 3 товара');
    expect(listingTotal(21, true)).toBe('Найдено: 21 товар');
  });
});
