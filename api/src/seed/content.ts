import type { HomePage } from '../schemas/home.ts';
import type { Layout } from '../schemas/layout.ts';
import type { MarketSettings } from '../schemas/settings.ts';
import type { Brand } from './brands.ts';
import { SELLERS, TOP_CATEGORIES } from './catalog-tiles.ts';

export interface SeedImage {
  id: string;
  kind: 'slide' | 'banner' | 'category' | 'seller' | 'product' | 'promo';
  title: string;
  hue: number;
  accent: number;
  glyph: string;
}

const CURRENCIES = {
  RUB: { code: 'RUB', title: 'Российский рубль', symbol: '₽', rate: 1 },
  BYN: { code: 'BYN', title: 'Белорусский рубль', symbol: 'Br', rate: 0.0365 },
  KZT: { code: 'KZT', title: 'Казахстанский тенге', symbol: '₸', rate: 5.62 },
  USD: { code: 'USD', title: 'Доллар США', symbol: '$', rate: 0.0112 },
  EUR: { code: 'EUR', title: 'Евро', symbol: '€', rate: 0.0104 },
};

const nav = (title: string, url: string, icon: string | null = null, highlight = false) => ({
  title,
  url,
  icon,
  highlight,
});

export function settingsFor(brand: Brand): MarketSettings {
  return {
    market: { id: brand.id, name: brand.name, theme: brand.theme },
    geolocation: brand.geolocation,
    contacts: {
      phone: brand.phone,
      email: `info@${brand.domain}`,
      sales_email: `sales@${brand.domain}`,
      callback_allowed: true,
      feedback_allowed: brand.theme !== 'ipr',
      expose_phone_to_header: brand.theme !== 'product',
    },
    subscription:
      brand.theme === 'garwin'
        ? {
            title: 'Подпишитесь на рассылку',
            description: 'Новинки, акции и скидки GARWIN — раз в неделю, без спама.',
          }
        : null,
    social_links: [
      { kind: 'vk', title: 'ВКонтакте', url: `https://vk.com/${brand.id}` },
      { kind: 'telegram', title: 'Telegram', url: `https://t.me/${brand.id}_store` },
      { kind: 'youtube', title: 'YouTube', url: `https://youtube.com/@${brand.id}` },
      ...(brand.theme === 'garwin'
        ? [{ kind: 'dzen', title: 'Дзен', url: 'https://dzen.ru/garwin' }]
        : []),
    ],
    copyright: `© 2012–2026 ${brand.name}. ${brand.tagline}.`,
    base_currency: CURRENCIES.RUB,
    display_currencies: [CURRENCIES.BYN, CURRENCIES.KZT, CURRENCIES.USD, CURRENCIES.EUR],
    config: {
      auth: { available_strategies: brand.strategies },
      required_for_cart: brand.requiredForCart,
    },
  };
}

export function layoutFor(brand: Brand): Layout {
  return {
    header: {
      express_menu: [
        nav('Доставка', '/delivery'),
        nav('Оплата', '/payment'),
        nav('Юр. лицам', '/corporate'),
        nav('Сервисные центры', '/service-centers'),
        nav('Контакты', '/contacts'),
      ],
      bottom_menu: [
        nav('Акции', '/promos', 'sale', true),
        ...TOP_CATEGORIES.slice(0, 6).map((c) => nav(c.title, `/catalog/${c.slug}`)),
        nav('Бренды', '/brands'),
      ],
    },
    footer: {
      columns: [
        {
          title: 'Покупателям',
          links: [
            { title: 'Как сделать заказ', url: '/faq' },
            { title: 'Доставка и самовывоз', url: '/delivery' },
            { title: 'Оплата', url: '/payment' },
            { title: 'Возврат и обмен', url: '/returns' },
            { title: 'Гарантия', url: '/warranty' },
          ],
        },
        {
          title: 'Компания',
          links: [
            { title: `О ${brand.name}`, url: '/about' },
            { title: 'Юридическим лицам', url: '/corporate' },
            { title: 'Реквизиты и офисы', url: '/company' },
            { title: 'Акции', url: '/promos' },
            { title: 'Вакансии', url: '/vacancies' },
          ],
        },
        {
          title: 'Помощь',
          links: [
            { title: 'Сервисные центры', url: '/service-centers' },
            { title: 'Частые вопросы', url: '/faq' },
            { title: 'Контакты', url: '/contacts' },
            { title: 'Бренды', url: '/brands' },
          ],
        },
      ],
      links: [
        { title: 'Условия обработки данных', url: '/terms' },
        { title: 'Условия продажи', url: '/agreement' },
      ],
    },
    mobile_navigation: [
      nav('Главная', '/', 'home'),
      nav('Каталог', '/catalog', 'catalog'),
      nav('Акции', '/promos', 'sale'),
      nav('Корзина', '/cart', 'cart'),
      nav('Профиль', '/cabinet/profile', 'user'),
    ],
  };
}

const SLIDES = [
  {
    title: 'Сезонная распродажа электроинструмента — скидки до 30%',
    link: '/promos',
    glyph: 'drill',
  },
  {
    title: 'Новая линейка аккумуляторного инструмента 18 В',
    link: '/catalog/elektroinstrument',
    glyph: 'bolt',
  },
  {
    title: 'Всё для сада: триммеры, культиваторы, насосы',
    link: '/catalog/sadovaya-tekhnika',
    glyph: 'leaf',
  },
  {
    title: 'Наборы ключей и головок для автосервиса',
    link: '/catalog/avtoinstrument',
    glyph: 'wrench',
  },
  {
    title: 'Оснащение производства: пневматика и компрессоры',
    link: '/catalog/pnevmoinstrument',
    glyph: 'gauge',
  },
];

const BANNERS = [
  { title: 'Бесплатная доставка от 5 000 ₽', link: '/delivery', glyph: 'truck' },
  { title: 'Для юридических лиц — отсрочка платежа', link: '/corporate', glyph: 'doc' },
  { title: 'Гарантия до 3 лет на инструмент', link: '/warranty', glyph: 'shield' },
];

/** The home page document of a market and the images it refers to. */
export function homeFor(brand: Brand): { home: HomePage; images: SeedImage[] } {
  const images: SeedImage[] = [];
  const img = (id: string, kind: SeedImage['kind'], title: string, glyph: string, shift = 0) => {
    images.push({ id, kind, title, glyph, hue: (brand.hue + shift) % 360, accent: brand.accent });
    return id;
  };
  // Each market shows four of the five slides, starting at a different one.
  const start = brand.hue % SLIDES.length;
  const slides = [...SLIDES.slice(start), ...SLIDES.slice(0, start)].slice(0, 4);
  const categories = brand.theme === 'licota' ? [...TOP_CATEGORIES].reverse() : TOP_CATEGORIES;
  const home: HomePage = {
    slider: slides.map((s, i) => ({
      link: s.link,
      title: s.title,
      image_uid: img(`${brand.id}-slide-${i + 1}`, 'slide', s.title, s.glyph, i * 18),
    })),
    sellers: SELLERS.map((s) => ({
      slug: s.slug,
      title: s.title,
      image_id: img(`seller-${s.slug}`, 'seller', s.title, 'store'),
    })),
    categories: categories.map((c) => ({
      slug: c.slug,
      title: c.title,
      image_id: img(`category-${c.slug}`, 'category', c.title, c.glyph),
    })),
    banners: BANNERS.map((b, i) => ({
      id: `${brand.id}-banner-${i + 1}`,
      title: b.title,
      link: b.link,
      image_id: img(`${brand.id}-banner-${i + 1}`, 'banner', b.title, b.glyph, 180),
    })),
    seo: {
      page_title: `${brand.name} — интернет-магазин инструмента и оборудования`,
      meta_keywords: `${brand.name}, инструмент, электроинструмент, оборудование, купить`,
      meta_description: `${brand.name}: ${brand.tagline.toLowerCase()}. Доставка по России, Беларуси и Казахстану, цены для юридических лиц.`,
      h1: `${brand.name} — ${brand.tagline.toLowerCase()}`,
      noindex: false,
    },
  };
  return { home, images };
}
