import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/types.ts';
import { HttpError } from '../plugins/errors.ts';
import { PriceImportResultSchema } from '../schemas/cart.ts';
import { ApiErrorSchema } from '../schemas/common.ts';
import { importPrices } from './price-import.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries the feed token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/** The headers and error answers of a back-office feed route. */
export const FeedHeaders = z.object({ authorization: z.string().optional() });
export const FeedErrors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 503: ApiErrorSchema };

/**
 * Lets only the holder of the feed token through: 503 with `unavailable` when no token is set,
 * 401 with `wrongToken` when the request does not carry it.
 */
export function requireFeedToken(
  token: string | undefined,
  authorization: string | undefined,
  messages: { unavailable: string; wrongToken: string },
): void {
  if (!token) throw new HttpError(503, 'FEED_UNAVAILABLE', messages.unavailable);
  if (!bearerMatches(authorization, token)) {
    throw new HttpError(401, 'FEED_UNAUTHORIZED', messages.wrongToken);
  }
}

/**
 * The back office's feeds. `POST /internal/v1/feeds/prices` takes the price and stock CSV (see
 * price-import.ts) with `Authorization: Bearer <FEED_TOKEN>`; without FEED_TOKEN set, the feed is
 * off (503).
 */
export const feedRoutes: FastifyPluginAsyncZod<{
  db: Database;
  token?: string | undefined;
  clock?: () => Date;
}> = async (app, { db, token, clock = () => new Date() }) => {
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: 20 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/internal/v1/feeds/prices',
    {
      bodyLimit: 20 * 1024 * 1024,
      schema: {
        tags: ['feeds'],
        summary: 'Import prices and stock by article from a CSV (text/csv body, bearer FEED_TOKEN)',
        consumes: ['text/csv'],
        headers: FeedHeaders,
        querystring: z.object({ file_name: z.string().max(200).optional() }),
        body: z.string().describe('CSV: sku;price;base_price;stock;withdrawn (header line first)'),
        response: {
          200: PriceImportResultSchema,
          ...FeedErrors,
        },
      },
    },
    async (request) => {
      requireFeedToken(token, request.headers.authorization, {
        unavailable: 'Загрузка цен не настроена',
        wrongToken: 'Неверный токен загрузки',
      });
      const result = await importPrices(db, request.body, {
        kind: 'API',
        fileName: request.query.file_name,
        now: clock(),
      });
      request.log.debug(
        { import: result.id, updated: result.rows_updated, rejected: result.rejected.length },
        'price feed imported',
      );
      return result;
    },
  );
};
