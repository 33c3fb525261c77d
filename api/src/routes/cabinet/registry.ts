import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS_COOKIE } from '../../auth/cookies.ts';
import { unauthenticated } from '../../auth/failures.ts';
import { authenticate } from '../../auth/session-service.ts';
import { ApiErrorSchema } from '../../schemas/common.ts';
import { FindCustomerQuerySchema, RegistryCompanySchema } from '../../schemas/cabinet.ts';
import { findInRegistry } from '../../repositories/cabinet/registry.ts';
import { MarketHeaders } from '../market-headers.ts';
import { companyNotFound, parseTaxQuery } from './tax-query.ts';

/** The company creator's lookup in the register of legal entities and sole traders. */
export const registryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v0/customers/actions/find',
    {
      schema: {
        tags: ['cabinet'],
        headers: MarketHeaders,
        summary: 'A company by type and ИНН (and КПП); 404 when unknown or the check digit fails',
        querystring: FindCustomerQuerySchema,
        response: {
          200: RegistryCompanySchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      // Only signed-in users add companies, so only they may query the register.
      if (!(await authenticate(app.auth, request.cookies[ACCESS_COOKIE]))) throw unauthenticated();
      const { type, tin, kpp } = request.query;
      const query = parseTaxQuery({ type, inn: tin, kpp }, { kppRequired: false });
      const company = await findInRegistry(app.auth.db, query);
      if (!company) throw companyNotFound();
      const { id: _id, ...card } = company;
      return card;
    },
  );
};
