import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

/**
 * A schema-less stand-in for the BFF: answers each operation by name with fixed data, or fails
 * it with the given error. Operations it does not know fail like an unreachable BFF.
 */
export function mockBff(answers: Record<string, unknown>): ApolloLink & { calls: string[] } {
  const calls: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push(name);
        const answer = answers[name];
        if (answer === undefined || answer instanceof Error) {
          observer.error(answer ?? new TypeError('fetch failed'));
          return;
        }
        observer.next({ data: answer as Record<string, unknown> });
        observer.complete();
      }),
  );
  return Object.assign(link, { calls });
}

const navItem = (title: string, url: string, highlight = false, icon: string | null = null) => ({
  __typename: 'NavItem',
  title,
  url,
  icon,
  highlight,
});

/** A market as the BFF describes it, with just enough layout to render every part. */
export function marketFixture(theme: 'GARWIN' | 'SPROUT', subscription: boolean) {
  return {
    __typename: 'Market',
    id: theme.toLowerCase(),
    name: theme === 'GARWIN' ? 'Garwin' : 'Sprout',
    theme,
    settings: {
      __typename: 'MarketSettings',
      geolocation: true,
      copyright: '© 2026 Магазин инструментов',
      contacts: {
        __typename: 'Contacts',
        phone: '8 800 000-00-00',
        email: 'help@example.com',
        salesEmail: 'sales@example.com',
        exposePhoneToHeader: true,
      },
      subscription: subscription
        ? { __typename: 'NewsletterSection', title: 'Подписка', description: 'Новости и акции' }
        : null,
      socialLinks: [
        { __typename: 'SocialLink', kind: 'telegram', title: 'Telegram', url: 'https://t.me/x' },
      ],
      currencies: {
        __typename: 'Currencies',
        base: {
          __typename: 'Currency',
          code: 'RUB',
          title: 'Российский рубль',
          symbol: '₽',
          rate: 1,
        },
        display: [
          { __typename: 'Currency', code: 'USD', title: 'Доллар США', symbol: '$', rate: 0.0112 },
        ],
      },
    },
    config: { __typename: 'MarketConfig', authStrategies: ['EMAIL', 'SMS'] },
    layout: {
      __typename: 'Layout',
      expressMenu: [navItem('Доставка', '/delivery')],
      bottomMenu: [navItem('Акции', '/promos', true, 'sale'), navItem('Бренды', '/brands')],
      footerColumns: [
        {
          __typename: 'FooterColumn',
          title: 'Покупателям',
          links: [{ __typename: 'Link', title: 'Оплата', url: '/payment' }],
        },
      ],
      footerLinks: [{ __typename: 'Link', title: 'Условия продажи', url: '/agreement' }],
      mobileNavigation: [navItem('Главная', '/', false, 'home')],
    },
  };
}

const image = (id: string, url: string) => ({ __typename: 'Image', id, url });

/** The answer to the home route's query. */
export function homeRouteFixture(market = marketFixture('GARWIN', true)) {
  return {
    market,
    currentCity: { __typename: 'City', name: 'Санкт-Петербург', confirmed: false },
    viewer: null,
    selectedCurrencyCode: null,
    homePage: {
      __typename: 'HomePage',
      seo: {
        __typename: 'Seo',
        pageTitle: 'Инструменты <для> дома & дачи',
        metaDescription: 'Описание',
        metaKeywords: 'дрели, пилы',
        h1: null,
        noindex: false,
      },
      slides: [
        {
          __typename: 'HomeSlide',
          link: '/promos/spring',
          title: 'Весенняя распродажа',
          image: {
            ...image('s1', '/images/s1?width=1515'),
            w480: '/images/s1?width=480',
            w800: '/images/s1?width=800',
            w1200: '/images/s1?width=1200',
          },
        },
      ],
      categories: [
        {
          __typename: 'HomeCategory',
          slug: 'power-tools',
          title: 'Электроинструмент',
          image: image('c1', '/images/c1?width=320'),
        },
      ],
      banners: [],
      sellers: [{ __typename: 'HomeSeller', slug: 'tools-inc', title: 'Tools Inc', image: null }],
    },
  };
}
