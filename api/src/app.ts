import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ApiConfig } from './config.ts';
import type { Database } from './db/types.ts';
import { ImageRenderer } from './images/render.ts';
import { AccessLog } from './plugins/access-log.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerMarketHeaders } from './plugins/market.ts';
import { registerPublicCache } from './plugins/public-cache.ts';
import { frameworkErrors, registerTextGuard } from './plugins/text-guard.ts';
import { MarketRepository } from './repositories/market/markets.ts';
import { healthRoutes } from './routes/health/index.ts';
import { fileRoutes } from './routes/files/index.ts';
import { imageRoutes } from './routes/images/index.ts';
import { marketRoutes } from './routes/settings/index.ts';
import { accountFeature } from './auth/feature.ts';
import { catalogFeature } from './routes/catalog/index.ts';
import { HOURLY_IP_LIMIT, subscriptionRoutes } from './routes/subscriptions/index.ts';
import { checkoutFeature } from './routes/checkout/index.ts';
import { cartRoutes } from './routes/cart/index.ts';
import { feedRoutes } from './feeds/routes.ts';
import { helpdeskFeature } from './routes/helpdesk/index.ts';
import { ordersFeature } from './routes/orders/index.ts';
import { contentPageRoutes } from './routes/pages/index.ts';
import { brandRoutes } from './routes/brands/index.ts';

export interface AppOptions {
  config: ApiConfig;
  db: Database;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Which hops may tell the visitor's address in X-Forwarded-For (the BFF, behind the web server):
 * `true` for any, or addresses, ranges and names such as `loopback` or `uniquelocal`, comma
 * separated. Unset, nobody is trusted and every visitor has the address of the BFF.
 */
export function trustedProxies(value: string | undefined): boolean | string {
  const trimmed = value?.trim();
  if (!trimmed || trimmed === 'false') return false;
  return trimmed === 'true' ? true : trimmed;
}

/** Builds the REST API over an opened, migrated and seeded database. */
export async function buildApp({
  config,
  db,
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxies(process.env.TRUST_PROXY),
    requestIdHeader: 'x-request-id',
    logController: new AccessLog(),
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextGuard(app);
  registerPublicCache(app);

  const markets = new MarketRepository(db);
  await markets.reload();
  registerMarketHeaders(app, () => markets.ids());

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Store REST API',
        version: '1.0.0',
        description: 'Every route except health, docs and images needs the X-Market-Id header.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(healthRoutes(db));
  await app.register(marketRoutes(markets));
  await app.register(imageRoutes(db, new ImageRenderer()));
  await app.register(fileRoutes(db));
  await app.register(accountFeature, { db, markets });
  await app.register(catalogFeature, { db, markets });
  await app.register(contentPageRoutes(db));
  await app.register(brandRoutes(db, (id) => markets.get(id).settings.market.name));
  await app.register(subscriptionRoutes, {
    db,
    markets,
    hourlyLimit: Number(process.env.SUBSCRIPTION_IP_LIMIT) || HOURLY_IP_LIMIT,
  });
  await app.register(checkoutFeature);
  await app.register(cartRoutes, { db, markets });
  await app.register(feedRoutes, { db, token: process.env.FEED_TOKEN });
  await app.register(helpdeskFeature, { markets });
  await app.register(ordersFeature, { feedToken: process.env.FEED_TOKEN });
  void config;
  return app;
}
