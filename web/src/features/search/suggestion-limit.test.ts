import { describe, expect, it } from 'vitest';
import { limitSuggestions } from './suggestion-limit.ts';

const items = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

const suggestions = (
  products: number,
  recommended: number,
  promotional: number,
  categories = 0,
) => ({
  products: items('p', products),
  recommendedProducts: items('r', recommended),
  promotionalProducts: items('a', promotional),
  categories: items('c', categories),
  brands: ['b1'],
});

describe('limitSuggestions', () => {
  it('shows seven products when there is nothing recommended or promotional', () => {
    expect(limitSuggestions(suggestions(10, 0, 0)).products).toEqual(items('p', 7));
  });

  it('takes up to two recommended and two promotional out of the seven', () => {
    const limited = limitSuggestions(suggestions(10, 5, 5));
    expect(limited.recommendedProducts).toEqual(['r1', 'r2']);
    expect(limited.promotionalProducts).toEqual(['a1', 'a2']);
    expect(limited.products).toEqual(['p1', 'p2', 'p3']);
  });

  it('gives the places of missing recommended or promotional products to matching ones', () => {
    const limited = limitSuggestions(suggestions(10, 1, 0));
    expect(limited.recommendedProducts).toEqual(['r1']);
    expect(limited.products).toEqual(items('p', 6));
  });

  it('keeps fewer products when fewer match', () => {
    expect(limitSuggestions(suggestions(2, 2, 2)).products).toEqual(['p1', 'p2']);
  });

  it('shows at most three categories and leaves other lists as they are', () => {
    const limited = limitSuggestions(suggestions(0, 0, 0, 5));
    expect(limited.categories).toEqual(['c1', 'c2', 'c3']);
    expect(limited.brands).toEqual(['b1']);
  });
});
