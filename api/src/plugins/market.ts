import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

export interface RequestCity {
  cityKladrId: string;
  cityFiasId: string;
  regionKladrId: string;
  regionFiasId: string;
}

/** Санкт-Петербург, the city of a request that names none. */
export const DEFAULT_CITY: RequestCity = {
  cityKladrId: '7800000000000',
  cityFiasId: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
  regionKladrId: '7800000000000',
  regionFiasId: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
};

declare module 'fastify' {
  interface FastifyRequest {
    market: string;
    city: RequestCity;
  }
}

// /internal/: back-office feeds, which speak for the whole store, not one market
const EXEMPT = [
  /^\/healthz/,
  /^\/readyz/,
  /^\/docs/,
  /^\/images\//,
  /^\/files\//,
  /^\/_dev\//,
  /^\/internal\//,
  // payment providers' notifications, and the invoice PDF opened as a plain link
  /^\/webhooks\//,
  /^\/v0\/orders\/[^/]+\/invoice$/,
];

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

/**
 * Every store route needs `X-Market-Id` naming a known market; the city and region headers are
 * optional and default to Санкт-Петербург.
 */
export function registerMarketHeaders(app: FastifyInstance, knownMarkets: () => Set<string>): void {
  app.decorateRequest('market', '');
  app.decorateRequest('city', null as unknown as RequestCity);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    request.city = {
      cityKladrId: header(request, 'x-city-kladr-id') ?? DEFAULT_CITY.cityKladrId,
      cityFiasId: header(request, 'x-city-fias-id') ?? DEFAULT_CITY.cityFiasId,
      regionKladrId: header(request, 'x-region-kladr-id') ?? DEFAULT_CITY.regionKladrId,
      regionFiasId: header(request, 'x-region-fias-id') ?? DEFAULT_CITY.regionFiasId,
    };
    if (EXEMPT.some((re) => re.test(path))) return;
    const market = header(request, 'x-market-id');
    if (!market) {
      throw new HttpError(400, 'MARKET_REQUIRED', 'Не указан маркет (заголовок X-Market-Id)');
    }
    if (!knownMarkets().has(market)) {
      throw new HttpError(400, 'MARKET_UNKNOWN', `Неизвестный маркет: ${market}`);
    }
    request.market = market;
  });
}
