import { describe, expect, it } from 'vitest';
import { historyGroup, searchHref, suggestionGroups } from './suggestion-options.ts';

const product = (id: string) => ({
  id,
  slug: `slug-${id}`,
  title: `Товар ${id}`,
});
const many = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => product(`${prefix}${index + 1}`));
const category = (slug: string) => ({
  __typename: 'CategoryRef' as const,
  id: slug,
  slug,
  title: slug,
});

describe('suggestionGroups', () => {
  it('groups the suggestions in order, applies the limits and leaves out empty groups', () => {
    const groups = suggestionGroups({
      products: many('p', 9),
      recommendedProducts: many('r', 3),
      promotionalProducts: many('a', 1),
      brands: [{ id: 'b', slug: 'makita', title: 'Makita' }],
      categories: ['a', 'b', 'c', 'd'].map(category),
      popularQueries: ['дрель'],
      suggestedQueries: [],
    });
    expect(groups.map((group) => [group.key, group.options.length])).toEqual([
      ['categories', 3],
      ['brands', 1],
      ['popular', 1],
      ['products', 4],
      ['recommended', 2],
      ['promotional', 1],
    ]);
    const hrefs = groups.flatMap((group) => group.options.map((option) => option.href));
    expect(hrefs).toContain('/catalog/a');
    expect(hrefs).toContain('/catalog?brand=makita');
    expect(hrefs).toContain('/tovar/slug-p1');
    expect(hrefs).toContain('/search?text=%D0%B4%D1%80%D0%B5%D0%BB%D1%8C');
  });
});

describe('history and search addresses', () => {
  it('offers past searches that search again', () => {
    expect(historyGroup([])).toEqual([]);
    const [group] = historyGroup(['пила']);
    expect(group?.options[0]).toMatchObject({
      label: 'пила',
      text: 'пила',
      href: searchHref('пила'),
    });
  });

  it('trims the text of a search address', () => {
    expect(searchHref('  пила ')).toBe('/search?text=%D0%BF%D0%B8%D0%BB%D0%B0');
  });
});
