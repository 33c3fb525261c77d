import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DevOutboxMessageSchema, DevOutboxQuerySchema } from '../../schemas/auth.ts';
import { parseIdentity } from '../../auth/identity.ts';
import { listOutbox } from '../../repositories/auth/outbox.ts';

/**
 * Messages that were not sent because no transport is configured, newest first. Registered only
 * where the outbox is on (never in production by default); it needs no market header.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/_dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Unsent one-time code messages of an identity (development only)',
        querystring: DevOutboxQuerySchema,
        response: { 200: z.array(DevOutboxMessageSchema) },
      },
    },
    async (request) => {
      const raw = request.query.user_identity;
      const identity = parseIdentity(raw)?.value ?? raw;
      return listOutbox(app.auth.db, identity);
    },
  );
};
