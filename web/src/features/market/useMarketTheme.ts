import { useMemo } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { marketLook, themeClass, type MarketLook } from '../../lib/market-theme.ts';

export const MarketThemeFragment = graphql(`
  fragment MarketTheme_market on Market {
    id
    name
    theme
  }
`);

/**
 * Dresses the document in the market's theme and tells the caller which look and name to show
 * (the same object while they stay the same, for parts hydrated later that take it as a prop).
 */
export function useMarketTheme(market: FragmentType<typeof MarketThemeFragment>): {
  look: MarketLook;
  name: string;
} {
  const data = getFragmentData(MarketThemeFragment, market);
  useHead({ themeClass: themeClass(data.theme) });
  const look = marketLook(data.theme);
  return useMemo(() => ({ look, name: data.name }), [look, data.name]);
}
