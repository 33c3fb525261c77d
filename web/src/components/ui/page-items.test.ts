import { describe, expect, it } from 'vitest';
import { pageCount, pageItems } from './page-items.ts';

describe('pageItems', () => {
  it('shows nothing for a single page', () => {
    expect(pageItems(1, 1)).toEqual([]);
  });

  it('shows every page of a short listing', () => {
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(pageItems(10, 40)).toEqual([1, 'gap', 9, 10, 11, 'gap', 40]);
    expect(pageItems(1, 40)).toEqual([1, 2, 'gap', 40]);
    expect(pageItems(40, 40)).toEqual([1, 'gap', 39, 40]);
  });

  it('shows a single hidden page rather than a gap', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});

describe('pageCount', () => {
  it('rounds up and never says zero', () => {
    expect(pageCount(49, 24)).toBe(3);
    expect(pageCount(48, 24)).toBe(2);
    expect(pageCount(0, 24)).toBe(1);
  });
});
