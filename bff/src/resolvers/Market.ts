import type { MarketResolvers } from '../__generated__/resolvers-types.ts';

const THEMES = {
  garwin: 'GARWIN',
  sprout: 'SPROUT',
  ipr: 'IPR',
  licota: 'LICOTA',
  product: 'PRODUCT',
} as const;

/** The parent is the REST settings document of the market. */
export const Market: MarketResolvers = {
  id: (s) => s.market.id,
  name: (s) => s.market.name,
  theme: (s) => THEMES[s.market.theme],
  settings: (s) => ({
    geolocation: s.geolocation,
    contacts: {
      phone: s.contacts.phone,
      email: s.contacts.email,
      salesEmail: s.contacts.sales_email,
      callbackAllowed: s.contacts.callback_allowed,
      feedbackAllowed: s.contacts.feedback_allowed,
      exposePhoneToHeader: s.contacts.expose_phone_to_header,
    },
    subscription: s.subscription,
    socialLinks: s.social_links,
    copyright: s.copyright,
    currencies: { base: s.base_currency, display: s.display_currencies },
  }),
  config: (s) => ({
    authStrategies: s.config.auth.available_strategies,
    requiredForCart: s.config.required_for_cart,
  }),
  layout: async (_s, _args, { api }) => {
    const layout = await api.getLayout();
    return {
      expressMenu: layout.header.express_menu,
      bottomMenu: layout.header.bottom_menu,
      footerColumns: layout.footer.columns,
      footerLinks: layout.footer.links,
      mobileNavigation: layout.mobile_navigation,
    };
  },
};
