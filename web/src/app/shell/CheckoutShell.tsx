import type { ReactNode } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { SimpleLayout } from '../../features/layout/SimpleLayout.tsx';
import { useMarketTheme } from '../../features/market/useMarketTheme.ts';

export const CheckoutShellQueryFragment = graphql(`
  fragment CheckoutShell_query on Query {
    market {
      id
      ...MarketTheme_market
      ...SimpleLayout_market
    }
  }
`);

/** The checkout's frame: the simple header and footer of spec section 2. */
export function CheckoutShell({
  query,
  children,
}: {
  query: FragmentType<typeof CheckoutShellQueryFragment>;
  children: ReactNode;
}) {
  const { market } = getFragmentData(CheckoutShellQueryFragment, query);
  const brand = useMarketTheme(market);
  return (
    <SimpleLayout market={market} brand={brand}>
      {children}
    </SimpleLayout>
  );
}
