import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { AccountMenu } from '../../features/accounts/AccountMenu.tsx';
import { LimitDisplay } from '../../features/accounts/LimitDisplay.tsx';
import { AuthMenu } from '../../features/auth/AuthMenu.tsx';
import { AuthProvider, useAuth } from '../../features/auth/AuthProvider.tsx';
import { CabinetMenuLinks } from '../../features/cabinet/CabinetMenuLinks.tsx';
import { CompanyCreator } from '../../features/cabinet/CompanyCreator.tsx';
import { withNewCompany } from '../../features/cabinet/new-company-url.ts';
import { CityConfirmation } from '../../features/city/CityConfirmation.tsx';
import { LocationSelector } from '../../features/city/LocationSelector.tsx';
import { CurrencyWidget } from '../../features/currency/CurrencyWidget.tsx';
import { DisplayMoneyProvider } from '../../features/currency/DisplayMoneyProvider.tsx';
import { CatalogMenu } from '../../features/catalog/CatalogMenu.tsx';
import { StoreLayout } from '../../features/layout/StoreLayout.tsx';
import { useMarketTheme } from '../../features/market/useMarketTheme.ts';
import { OnboardingProvider, OnboardingTarget } from '../../features/onboarding/Onboarding.tsx';
import { SearchBox } from '../../features/search/SearchBox.tsx';

export const StoreShellQueryFragment = graphql(`
  fragment StoreShell_query on Query {
    market {
      id
      settings {
        geolocation
      }
      ...MarketTheme_market
      ...Header_market
      ...Footer_market
      ...FloatNav_market
      ...MobileNav_market
    }
    currentCity {
      ...CityLocationSelector_city
      ...CityConfirmation_city
    }
    viewer {
      id
      ...AuthMenu_viewer
      ...AccountMenu_viewer
      ...LimitDisplay_viewer
      ...CabinetMenuLinks_viewer
    }
    ...AuthProvider_query
    ...CompanyCreator_query
    ...CurrencyWidget_query
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
  const data = getFragmentData(StoreShellQueryFragment, query);
  const { market, currentCity, viewer } = data;
  const brand = useMarketTheme(market);
  const navigate = useNavigate();
  const location = useLocation();
  const authMenu = (
    <OnboardingTarget id="legalEntities" enabled={viewer !== null}>
      <AuthMenu viewer={viewer} />
    </OnboardingTarget>
  );
  return (
    <DisplayMoneyProvider>
      <OnboardingProvider>
        <AuthProvider
          query={data}
          onLegalEntity={() =>
            void navigate({ pathname: location.pathname, search: withNewCompany(location.search) })
          }
        >
          <StoreLayout
            market={market}
            brand={brand}
            headerSlots={{
              location: market.settings.geolocation ? (
                <LocationSelector city={currentCity} />
              ) : null,
              currency: <CurrencyWidget query={data} />,
              limit: <LimitDisplay viewer={viewer} />,
              catalogMenu: <CatalogMenuWithSignIn signedIn={viewer !== null} />,
              search: (
                <OnboardingTarget id="search">
                  <SearchBox resetBetweenScopes={market.id === 'sprout'} />
                </OnboardingTarget>
              ),
              auth: viewer ? (
                <AccountMenu
                  viewer={viewer}
                  links={(close) => <CabinetMenuLinks viewer={viewer} onNavigate={close} />}
                >
                  {authMenu}
                </AccountMenu>
              ) : (
                authMenu
              ),
            }}
          >
            {children}
            <CompanyCreator query={data} />
            {market.settings.geolocation && <CityConfirmation city={currentCity} />}
          </StoreLayout>
        </AuthProvider>
      </OnboardingProvider>
    </DisplayMoneyProvider>
  );
}

/** The catalogue menu, offering sign-in to a visitor who is not signed in. */
function CatalogMenuWithSignIn({ signedIn }: { signedIn: boolean }) {
  const { openSignIn } = useAuth();
  return <CatalogMenu onSignIn={signedIn ? undefined : openSignIn} />;
}
