import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Sql } from '../../db/types.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import {
  categoryTree,
  findCategory,
  findProduct,
  findPromo,
  findSeller,
  listPromos,
} from '../../repositories/catalog/pages.ts';
import {
  CategoryCatalogPageSchema,
  CategoryPageSchema,
  ProductPageSchema,
  PromoCatalogPageSchema,
  PromoPageSchema,
  SellerPageSchema,
  SlugParamsSchema,
} from '../../schemas/catalog.ts';
import { PUBLIC_MAX_AGE } from '../../plugins/public-cache.ts';
import { ErrorResponses } from '../market-headers.ts';
import { storeRoute } from '../store-route.ts';
import { priceProduct, pricingForRequest } from './pricing.ts';
import { productSeo, seo } from './seo.ts';

export interface CatalogRoutesOptions {
  db: Sql;
  /** The display name of a market, for page titles. */
  marketName: (market: string) => string;
}

/** Catalogue pages: the category tree, a category, promotions, a product and a seller. */
export const catalogPageRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (
  app,
  { db, marketName },
) => {
  const route = storeRoute('pages', ErrorResponses, PUBLIC_MAX_AGE.catalogue);
  const productRoute = storeRoute('pages', ErrorResponses, PUBLIC_MAX_AGE.product);

  app.get(
    '/v1/pages/category_catalog',
    route('The category tree', { response: { 200: CategoryCatalogPageSchema } }),
    async (request) => ({
      categories: await categoryTree(db),
      seo: seo(marketName(request.market), 'Каталог товаров', {
        h1: 'Каталог',
        description:
          'Каталог инструмента и промышленных товаров: электроинструмент, ручной инструмент, садовая техника, крепёж и средства защиты.',
      }),
    }),
  );

  app.get(
    '/v1/pages/category_catalog/:slug',
    route('A category with its breadcrumbs and children', {
      params: SlugParamsSchema,
      response: { 200: CategoryPageSchema },
    }),
    async (request) => {
      const found = await findCategory(db, request.params.slug);
      if (!found) throw new HttpError(404, 'NOT_FOUND', 'Категория не найдена');
      const { depth: _depth, ...category } = found;
      return {
        category,
        seo: seo(marketName(request.market), `${category.title} — купить в интернет-магазине`, {
          h1: category.title,
          description: category.description ?? undefined,
          keywords: `${category.title.toLowerCase()}, купить, цена, доставка`,
        }),
      };
    },
  );

  app.get(
    '/v1/pages/promo_catalog',
    route('Current and upcoming promotions', { response: { 200: PromoCatalogPageSchema } }),
    async (request) => ({
      promos: await listPromos(db),
      seo: seo(marketName(request.market), 'Акции и скидки', { h1: 'Акции' }),
    }),
  );

  app.get(
    '/v1/pages/promo_catalog/:slug',
    route('A promotion', { params: SlugParamsSchema, response: { 200: PromoPageSchema } }),
    async (request) => {
      const promo = await findPromo(db, request.params.slug);
      if (!promo) throw new HttpError(404, 'NOT_FOUND', 'Акция не найдена');
      return {
        promo,
        seo: seo(marketName(request.market), promo.title, {
          description: promo.announcement,
          noindex: Date.parse(promo.active_until) < Date.now(),
        }),
      };
    },
  );

  app.get(
    '/v1/pages/product_catalog/:slug',
    productRoute('The full product', {
      params: SlugParamsSchema,
      response: { 200: ProductPageSchema },
    }),
    async (request) => {
      const found = await findProduct(db, request.params.slug);
      if (!found) throw notFound('Товар');
      const product = priceProduct(found, await pricingForRequest(request));
      return { product, seo: productSeo(marketName(request.market), product) };
    },
  );

  app.get(
    '/v1/pages/seller_catalog/:slug',
    route('A seller', { params: SlugParamsSchema, response: { 200: SellerPageSchema } }),
    async (request) => {
      const found = await findSeller(db, request.params.slug);
      if (!found) throw notFound('Продавец');
      const { id: _id, ...seller } = found;
      return {
        seller,
        seo: seo(marketName(request.market), `${seller.title} — товары продавца`, {
          h1: seller.title,
          description: seller.description,
        }),
      };
    },
  );
};
