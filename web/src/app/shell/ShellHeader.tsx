import { Suspense, useEffect, useMemo } from 'react';
import type { StoreShell_QueryFragment } from '../../__generated__/graphql.ts';
import { useAuth } from '../../features/auth/AuthProvider.tsx';
import { Header, type HeaderSlots } from '../../features/layout/Header.tsx';
import { OnboardingTarget } from '../../features/onboarding/OnboardingTarget.tsx';
import { hydrateLater, lazyComponent } from '../../lib/hydrate-later.tsx';
import { afterHeldParts } from '../../lib/later-parts.ts';
import type { MarketLook } from '../../lib/market-theme.ts';

// The account and cart entries, the city and the limit work as server HTML until their code has
// come (a link, a button whose press is replayed); the search form works as plain HTML; the
// currency switch and the header's hint are not needed in the first moments. Their code loads, and
// they hydrate, once the header has and the browser is idle or at the first press.
const HeaderAccount = hydrateLater(
  lazyComponent(() => import('./HeaderAccount.tsx'), 'HeaderAccount'),
);
const HeaderCart = hydrateLater(
  lazyComponent(() => import('../../features/cart/HeaderCart.tsx'), 'HeaderCart'),
);
const LocationSelector = hydrateLater(
  lazyComponent(() => import('../../features/city/LocationSelector.tsx'), 'LocationSelector'),
);
const LimitDisplay = hydrateLater(
  lazyComponent(() => import('../../features/accounts/LimitDisplay.tsx'), 'LimitDisplay'),
);
const CurrencyWidget = hydrateLater(
  lazyComponent(() => import('../../features/currency/CurrencyWidget.tsx'), 'CurrencyWidget'),
);
const OnboardingHeaderHint = hydrateLater(
  lazyComponent(
    () => import('../../features/onboarding/OnboardingHeaderHint.tsx'),
    'OnboardingHeaderHint',
  ),
);
/** The category tree of the catalogue menu, rendered only while the menu is open. */
const CatalogMenu = lazyComponent(
  () => import('../../features/catalog/CatalogMenu.tsx'),
  'CatalogMenu',
);
const SearchBox = hydrateLater(
  lazyComponent(() => import('../../features/search/SearchBox.tsx'), 'SearchBox'),
);

/**
 * The storefront's header with the market, search, cart and auth features composed into its
 * slots. The frame (StoreShell) holds it back at hydration like its other parts, so its code is
 * not part of a page's first load: its server HTML stands, and a press on it is replayed, until it
 * has hydrated. `brand` is the market's look and name (`useMarketTheme`).
 */
export function ShellHeader({
  data,
  brand,
}: {
  /** The frame's query, read (StoreShell's fragment). */
  data: StoreShell_QueryFragment;
  brand: { look: MarketLook; name: string };
}) {
  const { market, currentCity, viewer } = data;
  // The legal-entity hint is for a user who has no company yet.
  const hasCompany = (viewer?.context.customers.length ?? 0) > 0;
  // The same element while sign-in stays the same, so the held catalogue button keeps its props.
  const signedIn = viewer !== null;
  const catalogMenu = useMemo(() => <CatalogMenuWithSignIn signedIn={signedIn} />, [signedIn]);
  // The same elements while the query's data stays the same, so the header's held parts (the
  // drawer among them) keep their props.
  const slots = useMemo<HeaderSlots>(
    () => ({
      location: market.settings.geolocation ? <LocationSelector city={currentCity} /> : null,
      currency: <CurrencyWidget query={data} />,
      limit: <LimitDisplay viewer={viewer} />,
      catalogMenu,
      search: (
        <OnboardingTarget id="search" placement="header">
          <SearchBox resetBetweenScopes={market.id === 'sprout'} />
        </OnboardingTarget>
      ),
      cart: <HeaderCart />,
      hint: <OnboardingHeaderHint />,
      auth: <HeaderAccount viewer={viewer} hasCompany={hasCompany} />,
    }),
    [data, market, currentCity, viewer, hasCompany, catalogMenu],
  );
  return <Header market={market} brand={brand} slots={slots} />;
}

/**
 * The catalogue menu, offering sign-in to a visitor who is not signed in. Its code is fetched
 * once the page works, before the menu is first opened.
 */
function CatalogMenuWithSignIn({ signedIn }: { signedIn: boolean }) {
  const { openSignIn } = useAuth();
  useEffect(() => afterHeldParts(() => void CatalogMenu.prefetch?.()), []);
  return (
    <Suspense fallback={null}>
      <CatalogMenu onSignIn={signedIn ? undefined : openSignIn} />
    </Suspense>
  );
}
