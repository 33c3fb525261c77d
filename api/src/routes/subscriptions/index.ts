import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addSeconds, systemClock, type Clock } from '../../auth/clock.ts';
import { parseIdentity } from '../../auth/identity.ts';
import type { Sql } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { MarketRepository } from '../../repositories/market/markets.ts';
import {
  addSubscription,
  countSubscriptionsFromIpSince,
  isSubscribed,
} from '../../repositories/subscriptions/subscriptions.ts';
import { errorAnswers, storeRoute } from '../store-route.ts';
import { EMAIL_FORMAT_MESSAGE } from '../../schemas/common.ts';
import { SubscribeRequestSchema } from '../../schemas/subscription.ts';

const route = storeRoute('subscription', errorAnswers(400, 404, 429));

export interface SubscriptionRoutesOptions {
  db: Sql;
  markets: MarketRepository;
  clock?: Clock;
  /** New addresses one visitor address may subscribe per hour (`SUBSCRIPTION_IP_LIMIT`). */
  hourlyLimit?: number;
}

/**
 * New addresses one visitor address may subscribe per hour: the form takes any address, so without
 * a limit a script could fill the list with strangers. Repeats of a subscribed address are free.
 */
export const HOURLY_IP_LIMIT = 30;

/** The newsletter of the markets whose settings have a subscription section (garwin). */
export const subscriptionRoutes: FastifyPluginAsyncZod<SubscriptionRoutesOptions> = async (
  app,
  { db, markets, clock = systemClock, hourlyLimit = HOURLY_IP_LIMIT },
) => {
  app.post(
    '/v1/subscriptions',
    route('Subscribe an e-mail to the market newsletter (idempotent); 404 on markets without one', {
      body: SubscribeRequestSchema,
      response: { 204: z.null().describe('Subscribed (also when the address already was)') },
    }),
    async (request, reply) => {
      if (!markets.get(request.market).settings.subscription) {
        throw new HttpError(404, 'SUBSCRIPTION_UNAVAILABLE', 'Подписка на рассылку недоступна');
      }
      const identity = parseIdentity(request.body.email);
      if (identity?.transport !== 'EMAIL') {
        throw new HttpError(400, 'INVALID_EMAIL', EMAIL_FORMAT_MESSAGE);
      }
      const email = identity.value;
      const now = clock();
      if (!(await isSubscribed(db, request.market, email))) {
        const recent = await countSubscriptionsFromIpSince(db, request.ip, addSeconds(now, -3600));
        if (recent >= hourlyLimit) {
          throw new HttpError(
            429,
            'TOO_MANY_SUBSCRIPTIONS',
            'Слишком много подписок, попробуйте позже',
          );
        }
        await addSubscription(db, {
          market: request.market,
          email,
          source: request.body.source,
          clientIp: request.ip,
          now,
        });
      }
      return reply.code(204).send(null);
    },
  );
};
