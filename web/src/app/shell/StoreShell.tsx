import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { AuthProvider, useAuth } from '../../features/auth/AuthProvider.tsx';
import { DisplayMoneyProvider } from '../../features/currency/DisplayMoneyProvider.tsx';
import { CartProvider, type CartEvent } from '../../features/cart/CartProvider.tsx';
import { PurchaseSlotContext, type PurchaseSlot } from '../../components/product/purchase-slot.tsx';
import { MobileNavBadgesContext } from '../../features/layout/mobile-nav-badges.ts';
import { StoreLayout } from '../../features/layout/StoreLayout.tsx';
import { useMarketTheme } from '../../features/market/useMarketTheme.ts';
import { OnboardingProvider } from '../../features/onboarding/Onboarding.tsx';
import {
  CartTabBadge,
  HelpdeskWidgetHost,
  loadPurchaseControls,
  PurchaseControls,
} from './held-parts.tsx';
import { OverlayQueueProvider } from '../../lib/overlay-queue-provider.tsx';
import { hydrateLater, lazyComponent } from '../../lib/hydrate-later.tsx';
import { helpdeskCaptcha } from '../helpdesk-captcha.tsx';

// Parts that show nothing until asked or are not needed in the first moments (the city question,
// the company form, the consent banner): their code loads, and they hydrate, once the page has and
// the browser is idle or at the first press.
const CityConfirmation = hydrateLater(
  lazyComponent(() => import('../../features/city/CityConfirmation.tsx'), 'CityConfirmation'),
);
const CompanyCreator = hydrateLater(
  lazyComponent(() => import('../../features/cabinet/CompanyCreator.tsx'), 'CompanyCreator'),
);
const AnalyticsConsent = hydrateLater(
  lazyComponent(() => import('../../features/analytics/AnalyticsConsent.tsx'), 'AnalyticsConsent'),
);
/**
 * The header with its slots composed (see ShellHeader), held back the same way: its code is not
 * part of a page's first load.
 */
const ShellHeader = hydrateLater(lazyComponent(() => import('./ShellHeader.tsx'), 'ShellHeader'));

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
      context {
        customers {
          id
        }
      }
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
  const { market, currentCity } = data;
  const brand = useMarketTheme(market);
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <DisplayMoneyProvider query={data}>
      <OverlayQueueProvider>
        <OnboardingProvider>
          <AuthProvider
            query={data}
            onLegalEntity={() =>
              void import('../../features/cabinet/new-company-url.ts').then(({ withNewCompany }) =>
                navigate({ pathname: location.pathname, search: withNewCompany(location.search) }),
              )
            }
          >
            <ShopCart>
              <StoreLayout
                market={market}
                banner={market.settings.geolocation && <CityConfirmation city={currentCity} />}
                header={<ShellHeader data={data} brand={brand} />}
              >
                {children}
                <CompanyCreator query={data} />
                <HelpdeskWidgetHost captcha={helpdeskCaptcha} />
                <AnalyticsConsent />
              </StoreLayout>
            </ShopCart>
          </AuthProvider>
        </OnboardingProvider>
      </OverlayQueueProvider>
    </DisplayMoneyProvider>
  );
}

/** A cart change told to the e-commerce data layer (by the buying controls' code, loaded by then). */
const reportCartEvent = (event: CartEvent) =>
  void loadPurchaseControls().then((controls) => controls.reportCartEvent(event));

/** The buying control every product card and page shows; the product page also reports its view. */
const purchaseSlot: PurchaseSlot = (product, placement) => (
  <PurchaseControls product={product} placement={placement} />
);

const mobileBadges = { '/cart': <CartTabBadge /> };

/**
 * The cart composed into the frame: its actions, the add buttons of product cards and pages, the
 * tab-bar badge, sign-in for a visitor's add where the market needs it, and analytics events.
 */
function ShopCart({ children }: { children: ReactNode }) {
  const { signedIn, openSignIn } = useAuth();
  return (
    <CartProvider signedIn={signedIn} requestSignIn={openSignIn} onEvent={reportCartEvent}>
      <PurchaseSlotContext.Provider value={purchaseSlot}>
        <MobileNavBadgesContext.Provider value={mobileBadges}>
          {children}
        </MobileNavBadgesContext.Provider>
      </PurchaseSlotContext.Provider>
    </CartProvider>
  );
}
