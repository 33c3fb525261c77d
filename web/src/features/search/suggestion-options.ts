import type { FragmentType } from '../../__generated__/fragment-masking.ts';
import type { SearchSuggestionsQuery as SuggestionsData } from '../../__generated__/graphql.ts';
import type { SuggestedProductFragment } from './SuggestedProduct.tsx';
import { limitSuggestions } from './suggestion-limit.ts';

/** One choosable line of the suggestions list. */
export interface SuggestionOption {
  key: string;
  /** Where choosing it leads. */
  href: string;
  label: string;
  /** A search text it stands for (queries and history): choosing it searches and is remembered. */
  text?: string;
  product?: FragmentType<typeof SuggestedProductFragment>;
}

/** A titled group of options; products go to the second column on wide screens. */
export interface SuggestionGroup {
  key: string;
  title: string;
  column: 'text' | 'products';
  options: SuggestionOption[];
}

/** The results page of a search text. */
export function searchHref(text: string): string {
  return `/search?text=${encodeURIComponent(text.trim())}`;
}

const queryOption = (prefix: string) => (text: string) => ({
  key: `${prefix}:${text}`,
  href: searchHref(text),
  label: text,
  text,
});

/** The past searches as options, shown while the box is empty. */
export function historyGroup(items: readonly string[]): SuggestionGroup[] {
  if (items.length === 0) return [];
  return [
    { key: 'history', title: 'Вы искали', column: 'text', options: items.map(queryOption('h')) },
  ];
}

/** The groups of the suggestions, cut to the spec's limits, empty groups left out. */
export function suggestionGroups(data: SuggestionsData['searchSuggestions']): SuggestionGroup[] {
  const limited = limitSuggestions(data);
  const products = (key: string, list: typeof limited.products) =>
    list.map((product) => ({
      key: `${key}:${product.id}`,
      href: `/tovar/${product.slug}`,
      label: product.title,
      product,
    }));
  const groups: SuggestionGroup[] = [
    {
      key: 'suggested',
      title: 'Возможно, вы ищете',
      column: 'text',
      options: limited.suggestedQueries.map(queryOption('s')),
    },
    {
      key: 'categories',
      title: 'Категории',
      column: 'text',
      options: limited.categories.map((category) => ({
        key: `c:${category.id}`,
        href: `/catalog/${category.slug}`,
        label: category.title,
      })),
    },
    {
      key: 'brands',
      title: 'Бренды',
      column: 'text',
      options: limited.brands.map((brand) => ({
        key: `b:${brand.id}`,
        href: `/catalog?brand=${encodeURIComponent(brand.slug)}`,
        label: brand.title,
      })),
    },
    {
      key: 'popular',
      title: 'Часто ищут',
      column: 'text',
      options: limited.popularQueries.map(queryOption('q')),
    },
    {
      key: 'products',
      title: 'Товары',
      column: 'products',
      options: products('p', limited.products),
    },
    {
      key: 'recommended',
      title: 'Рекомендуем',
      column: 'products',
      options: products('r', limited.recommendedProducts),
    },
    {
      key: 'promotional',
      title: 'Товары по акции',
      column: 'products',
      options: products('a', limited.promotionalProducts),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}
