import { ApolloLink, type TypedDocumentNode } from '@apollo/client';
import type { DocumentTypeDecoration, ResultOf } from '@graphql-typed-document-node/core';
import { Observable } from 'rxjs';
import type { FragmentType } from '../__generated__/fragment-masking.ts';
import type { HomeRouteQuery } from '../__generated__/graphql.ts';

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

/** The fragments an object of a generated type spreads, each with its own spreads, as one type. */
type Spread<T> = ' $fragmentRefs' extends keyof T
  ? T & Spread<UnionToIntersection<FragmentsOf<T>>>
  : T;
type FragmentsOf<T> = T extends { ' $fragmentRefs'?: infer R }
  ? NonNullable<R>[keyof NonNullable<R>]
  : never;

/** A generated type with every fragment unmasked; each object may name its `__typename`. */
type Unmasked<T> = T extends readonly unknown[]
  ? { [K in keyof T]: Unmasked<T[K]> }
  : T extends object
    ? {
        [K in Exclude<keyof Spread<T>, ' $fragmentRefs' | ' $fragmentName'>]: Unmasked<
          Spread<T>[K]
        >;
      } & { __typename?: string }
    : T;

/**
 * The whole answer to a query as the BFF sends it: every fragment the query spreads is unmasked,
 * so a fixture that leaves out a field some component reads is a type error rather than a cache
 * miss that Apollo silently refetches.
 */
export type Answer<TData> = Unmasked<TData>;

/** A fragment's data as its component receives it, from the whole of it (a missing field is a type error). */
export function fragmentFixture<F extends DocumentTypeDecoration<unknown, unknown>>(
  _fragment: F,
  data: Answer<ResultOf<F>>,
): FragmentType<F> {
  return data as FragmentType<F>;
}

/** One operation's fixed answer (or failure), keyed by the operation's name. */
export interface BffAnswer {
  name: string;
  answer: unknown;
}

/** The answer the mock BFF gives to `query`: its data, or an error it fails with. */
export function answer<TData>(
  query: TypedDocumentNode<TData, never> | TypedDocumentNode<TData>,
  data: Answer<TData> | Error,
): BffAnswer {
  const operation = query.definitions.find((d) => d.kind === 'OperationDefinition');
  const name = operation && 'name' in operation ? operation.name?.value : undefined;
  if (!name) throw new Error('a mocked query needs a name');
  return { name, answer: data };
}

/**
 * A schema-less stand-in for the BFF: answers each operation by name with fixed data, or fails
 * it with the given error. Operations it does not know fail like an unreachable BFF.
 */
export function mockBff(...answers: BffAnswer[]): ApolloLink & { calls: string[] } {
  const calls: string[] = [];
  const byName = new Map(answers.map(({ name, answer }) => [name, answer]));
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push(name);
        const answer = byName.get(name);
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
export function marketFixture(
  theme: 'GARWIN' | 'SPROUT',
  subscription: boolean,
): HomeRouteAnswer['market'] {
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

/** The home route's whole answer. */
export type HomeRouteAnswer = Answer<HomeRouteQuery>;

const image = (id: string, url: string) => ({ __typename: 'Image', id, url });

/** The answer to the home route's query. */
export function homeRouteFixture(market = marketFixture('GARWIN', true)): HomeRouteAnswer {
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
