import type { Seo } from '../../schemas/common.ts';

/** SEO data of a catalogue page; the market's name ends every title. */
export function seo(
  market: string,
  title: string,
  options: { h1?: string; description?: string; keywords?: string; noindex?: boolean } = {},
): Seo {
  return {
    page_title: `${title} — ${market}`,
    meta_keywords: options.keywords ?? null,
    meta_description: options.description ?? null,
    h1: options.h1 ?? title,
    noindex: options.noindex ?? false,
  };
}

const price = (value: number) => `${new Intl.NumberFormat('ru-RU').format(value)} ₽`;

export const productSeo = (
  market: string,
  p: { title: string; user_price: number; brand: { title: string }; category: { title: string } },
): Seo =>
  seo(market, `${p.title} — купить по цене ${price(p.user_price)}`, {
    h1: p.title,
    description: `${p.title} по цене ${price(p.user_price)}: характеристики, наличие на складах, доставка и гарантия в ${market}.`,
    keywords: `${p.category.title.toLowerCase()}, ${p.brand.title}, купить, цена`,
  });
