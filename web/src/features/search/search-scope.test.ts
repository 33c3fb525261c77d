import { describe, expect, it } from 'vitest';
import { resetsSearch, searchScope, sellerOf } from './search-scope.ts';

describe('search scope', () => {
  it('names the routes that reset the search', () => {
    expect(searchScope('/catalog')).toBe('catalog');
    expect(searchScope('/catalog/drills')).toBe('catalog');
    expect(searchScope('/seller/tools-inc')).toBe('seller');
    expect(searchScope('/tovar/drill-1')).toBe('product');
    expect(searchScope('/search')).toBe('search');
    expect(searchScope('/')).toBeNull();
    expect(searchScope('/catalogue')).toBeNull();
  });

  it('resets when moving into or out of one of them, not within one or between others', () => {
    expect(resetsSearch(null, 'product')).toBe(true);
    expect(resetsSearch('search', null)).toBe(true);
    expect(resetsSearch('search', 'product')).toBe(true);
    expect(resetsSearch('catalog', 'catalog')).toBe(false);
    expect(resetsSearch(null, null)).toBe(false);
    expect(resetsSearch(undefined, 'catalog')).toBe(false);
  });

  it('finds the seller of a seller page', () => {
    expect(sellerOf('/seller/tools-inc')).toBe('tools-inc');
    expect(sellerOf('/catalog/drills')).toBeNull();
  });
});
