import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Sql } from '../../db/types.ts';

const Status = z.object({ status: z.string() });

/** Liveness answers while the process runs; readiness only while the database answers. */
export const healthRoutes =
  (db: Sql): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/healthz', { schema: { hide: true, response: { 200: Status } } }, async () => ({
      status: 'ok',
    }));
    app.get(
      '/readyz',
      { schema: { hide: true, response: { 200: Status, 503: Status } } },
      async (_request, reply) => {
        try {
          await db.query('SELECT 1');
          return { status: 'ready' };
        } catch {
          return reply.status(503).send({ status: 'database unavailable' });
        }
      },
    );
  };
