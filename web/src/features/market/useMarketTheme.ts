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

/** Dresses the document in the market's theme and tells the caller which look and name to show. */
export function useMarketTheme(market: FragmentType<typeof MarketThemeFragment>): {
  look: MarketLook;
  name: string;
} {
  const data = getFragmentData(MarketThemeFragment, market);
  useHead({ themeClass: themeClass(data.theme) });
  const { theme, name } = data;
  // The same object while the market stays the same, so parts held back keep their props.
  return useMemo(() => ({ look: marketLook(theme), name }), [theme, name]);
}
