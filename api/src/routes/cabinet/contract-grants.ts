import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../schemas/common.ts';
import { parseIdentity } from '../../auth/identity.ts';
import { bearerMatches } from '../../feeds/routes.ts';
import { HttpError } from '../../plugins/errors.ts';
import { grantContract } from '../../repositories/cabinet/contracts.ts';
import { findInRegistry } from '../../repositories/cabinet/registry.ts';
import { companyNotFound, parseTaxQuery } from './tax-query.ts';

const GrantContractSchema = z.object({
  user_identity: z.string().min(1).max(320).describe('E-mail or phone of the account owner'),
  inn: z.string().max(12),
  kpp: z.string().max(9).nullish(),
});
type GrantContract = z.infer<typeof GrantContractSchema>;

const response = {
  204: z.null(),
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  503: ApiErrorSchema,
};

/**
 * Grants the contract with a company of the register to the main account of a user, as the sales
 * team does once it has checked the contract signed with the company.
 */
export const contractGrantRoutes: FastifyPluginAsyncZod<{
  feedToken?: string | undefined;
}> = async (app, { feedToken }) => {
  async function grant(request: FastifyRequest<{ Body: GrantContract }>, reply: FastifyReply) {
    const { db, clock } = app.auth;
    const entry = await findInRegistry(db, parseTaxQuery(request.body, { kppRequired: false }));
    if (!entry) throw companyNotFound();
    const identity = parseIdentity(request.body.user_identity);
    const { rows } = await db.query<{ account_id: string }>(
      'SELECT main_account_id::text AS account_id FROM users WHERE email = $1 OR phone = $1',
      [identity?.value ?? ''],
    );
    const accountId = rows[0]?.account_id;
    if (!accountId) throw new HttpError(404, 'USER_NOT_FOUND', 'Пользователь не найден');
    await db.transaction((tx) => grantContract(tx, entry.id, accountId, clock()));
    return reply.code(204).send(null);
  }

  app.post(
    '/internal/v1/contracts',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'Grant the contract with a register company to a user’s main account (bearer FEED_TOKEN)',
        headers: z.object({ authorization: z.string().optional() }),
        body: GrantContractSchema,
        response,
      },
    },
    async (request, reply) => {
      if (!feedToken)
        throw new HttpError(503, 'FEED_UNAVAILABLE', 'Загрузка договоров не настроена');
      if (!bearerMatches(request.headers.authorization, feedToken)) {
        throw new HttpError(401, 'FEED_UNAUTHORIZED', 'Неверный токен загрузки');
      }
      return grant(request, reply);
    },
  );

  // Test deployments (with the development outbox) grant without a token, for journeys and demos.
  if (app.auth.config.delivery.devOutbox) {
    app.post(
      '/_dev/contracts',
      {
        schema: {
          tags: ['development'],
          summary: 'Grant a contract without a token (development only)',
          body: GrantContractSchema,
          response,
        },
      },
      grant,
    );
  }
};
