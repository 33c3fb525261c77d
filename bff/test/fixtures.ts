import type { HomePage, Layout, MarketSettings } from '@store/api/contract';

export const settings = (id = 'garwin'): MarketSettings => ({
  market: { id, name: id.toUpperCase(), theme: 'garwin' },
  geolocation: true,
  contacts: {
    phone: '8 800 000-00-00',
    email: 'info@example.ru',
    sales_email: 'sales@example.ru',
    callback_allowed: true,
    feedback_allowed: true,
    expose_phone_to_header: true,
  },
  subscription: null,
  social_links: [],
  copyright: '© test',
  base_currency: { code: 'RUB', title: 'Российский рубль', symbol: '₽', rate: 1 },
  display_currencies: [],
  config: { auth: { available_strategies: ['EMAIL'] }, required_for_cart: [] },
});

export const layout: Layout = {
  header: { express_menu: [], bottom_menu: [] },
  footer: { columns: [], links: [] },
  mobile_navigation: [],
};

export const home: HomePage = {
  slider: [{ link: '/promos', image_uid: 'slide-1', title: 'Слайд' }],
  sellers: [],
  categories: [{ slug: 'krepezh', title: 'Крепёж', image_id: null }],
  banners: [],
  seo: {
    page_title: 'Главная',
    meta_keywords: null,
    meta_description: null,
    h1: null,
    noindex: false,
  },
};
