import type { ReactNode } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { AuthMenu } from '../../features/auth/AuthMenu.tsx';
import { StoreLayout } from '../../features/layout/StoreLayout.tsx';
import { CurrencyWidget } from '../../features/market/CurrencyWidget.tsx';
import { LocationSelector } from '../../features/market/LocationSelector.tsx';
import { useMarketTheme } from '../../features/market/useMarketTheme.ts';
import { SearchBox } from '../../features/search/SearchBox.tsx';

export const StoreShellQueryFragment = graphql(`
  fragment StoreShell_query on Query {
    market {
      id
      settings {
        geolocation
      }
      ...MarketTheme_market
      ...CurrencyWidget_market
      ...Header_market
      ...Footer_market
      ...FloatNav_market
      ...MobileNav_market
    }
    currentCity {
      ...LocationSelector_city
    }
  }
`);

/**
 * The storefront frame every catalogue-facing route renders its page in: the layout feature with
 * the market, search and auth features composed into the header.
 */
export function StoreShell({
  query,
  children,
}: {
  query: FragmentType<typeof StoreShellQueryFragment>;
  children: ReactNode;
}) {
  const { market, currentCity } = getFragmentData(StoreShellQueryFragment, query);
  const brand = useMarketTheme(market);
  return (
    <StoreLayout
      market={market}
      brand={brand}
      headerSlots={{
        location: market.settings.geolocation ? <LocationSelector city={currentCity} /> : null,
        currency: <CurrencyWidget market={market} />,
        limit: null,
        search: <SearchBox resetBetweenScopes={market.id === 'sprout'} />,
        auth: <AuthMenu />,
      }}
    >
      {children}
    </StoreLayout>
  );
}
