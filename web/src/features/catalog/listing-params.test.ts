import { describe, expect, it } from 'vitest';
import { changeParams, resetFilters, sortChange, toggleValue } from './listing-links.ts';
import { listingInput, parseListingState, PAGE_SIZE } from './listing-params.ts';

const params = (search: string) => new URLSearchParams(search);

describe('parseListingState', () => {
  it('reads every filter, the order and the page from the address', () => {
    const state = parseListingState(
      params(
        'text=%20дрель%20&sort=price_desc&page=3&price_min=1000&price_max=5000,5' +
          '&brand=makita&brand=bosch&category=drills&promo=leto&promo=leto&prop.power=500' +
          '&prop.power=700' +
          '&prop_min.voltage=12&prop_max.voltage=18',
      ),
    );
    expect(state).toEqual({
      text: 'дрель',
      sort: 'PRICE_DESC',
      page: 3,
      priceMin: 1000,
      priceMax: 5000.5,
      brands: ['makita', 'bosch'],
      categories: ['drills'],
      virtualCategories: ['leto'],
      properties: [
        { id: 'power', values: ['500', '700'] },
        { id: 'voltage', values: [], min: 12, max: 18 },
      ],
    });
  });

  it('falls back to popularity, page one and no filters for missing or malformed values', () => {
    expect(parseListingState(params('sort=cheap&page=-4&price_min=abc&brand='))).toEqual({
      text: undefined,
      sort: 'POPULARITY',
      page: 1,
      priceMin: undefined,
      priceMax: undefined,
      brands: [],
      categories: [],
      virtualCategories: [],
      properties: [],
    });
  });
});

describe('listingInput', () => {
  it('sends only the filters that are set, with the scope', () => {
    const state = parseListingState(params('brand=makita&prop.power=500'));
    expect(listingInput({ kind: 'CATEGORY', slug: 'drills' }, state)).toEqual({
      scope: { kind: 'CATEGORY', slug: 'drills' },
      filter: { brands: ['makita'], properties: [{ id: 'power', values: ['500'] }] },
      sort: 'POPULARITY',
      page: 1,
      pageSize: PAGE_SIZE,
    });
  });

  it('sends the chosen virtual categories as slugs', () => {
    const state = parseListingState(params('text=дрель&promo=leto&promo=novinki'));
    expect(listingInput(null, state).filter).toEqual({ virtualCategories: ['leto', 'novinki'] });
  });

  it('has no scope and no filter for a plain search', () => {
    expect(listingInput(null, parseListingState(params('text=пила')))).toEqual({
      text: 'пила',
      sort: 'POPULARITY',
      page: 1,
      pageSize: PAGE_SIZE,
    });
  });
});

describe('address changes', () => {
  it('goes back to page one when a filter or the order changes', () => {
    const current = params('page=4&brand=makita&view_mode=list');
    expect(changeParams(current, toggleValue(current, 'brand', 'bosch'))).toBe(
      '?view_mode=list&brand=makita&brand=bosch',
    );
    expect(changeParams(current, sortChange('NEWEST'))).toBe(
      '?brand=makita&view_mode=list&sort=newest',
    );
  });

  it('removes one value of a filter and leaves the others', () => {
    const current = params('brand=makita&brand=bosch');
    expect(changeParams(current, toggleValue(current, 'brand', 'makita'))).toBe('?brand=bosch');
  });

  it('resets all filters but keeps the text, order and view mode', () => {
    expect(
      resetFilters(
        params(
          'text=дрель&brand=a&prop.x=1&prop_min.y=2&price_max=9&sort=newest&page=2&view_mode=list',
        ),
      ),
    ).toBe('?text=%D0%B4%D1%80%D0%B5%D0%BB%D1%8C&sort=newest&view_mode=list');
  });
});
