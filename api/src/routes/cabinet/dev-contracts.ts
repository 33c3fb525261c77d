import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../schemas/common.ts';
import { parseIdentity } from '../../auth/identity.ts';
import { HttpError } from '../../plugins/errors.ts';
import { grantContract } from '../../repositories/cabinet/contracts.ts';
import { findInRegistry } from '../../repositories/cabinet/registry.ts';
import { companyNotFound, parseTaxQuery } from './tax-query.ts';

const GrantContractSchema = z.object({
  user_identity: z.string().min(1).max(320).describe('E-mail or phone of the account owner'),
  inn: z.string().max(12),
  kpp: z.string().max(9).nullish(),
});

/**
 * What the sales team does after checking a signed contract, for test deployments: gives the
 * company's negotiated terms to the main account of a user. Registered only with the outbox.
 */
export const devContractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/_dev/contracts',
    {
      schema: {
        tags: ['development'],
        summary:
          'Grant the contract with a register company to a user’s main account (development only)',
        body: GrantContractSchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
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
    },
  );
};
