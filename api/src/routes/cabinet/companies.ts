import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../schemas/common.ts';
import {
  CompanyListSchema,
  CompanySchema,
  CostCenterListSchema,
  CreateCompanyRequestSchema,
  PageQuerySchema,
} from '../../schemas/cabinet.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findInRegistry } from '../../repositories/cabinet/registry.ts';
import {
  findCompany,
  insertCompanyFromRegistry,
  listCompanyPage,
  selectCustomerIfNone,
} from '../../repositories/cabinet/companies.ts';
import { listCostCenters } from '../../repositories/cabinet/cost-centers.ts';
import { requirePermission } from './member.ts';
import { companyNotFound, parseTaxQuery } from './tax-query.ts';
import { errorAnswers, storeRoute } from '../store-route.ts';

const route = storeRoute('cabinet', errorAnswers(400, 401, 403));

/** The current account's companies (its customers) and cost centres. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/me/companies',
    route('Companies of the current account, paged (LIST_COMPANIES)', {
      querystring: PageQuerySchema,
      response: { 200: CompanyListSchema },
    }),
    async (request) => {
      const member = await requirePermission(request, 'LIST_COMPANIES');
      const page = await listCompanyPage(
        app.auth.db,
        member.accountId,
        member.customerId,
        request.query,
      );
      return { companies: page.companies, total_size: page.total, ...request.query };
    },
  );

  app.post(
    '/v1/users/me/companies',
    route(
      'Add a company of the register to the current account by ИНН and КПП (CREATE_COMPANY); ' +
        'it becomes the current customer when the user has none',
      {
        body: CreateCompanyRequestSchema,
        response: { 201: CompanySchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    ),
    async (request, reply) => {
      const member = await requirePermission(request, 'CREATE_COMPANY');
      const query = parseTaxQuery(request.body, { kppRequired: true });
      const { db, clock } = app.auth;
      const entry = await findInRegistry(db, query);
      if (!entry) throw companyNotFound();
      const id = await insertCompanyFromRegistry(db, member.accountId, entry.id, clock());
      if (!id) throw new HttpError(409, 'COMPANY_ALREADY_ADDED', 'Организация уже добавлена');
      await selectCustomerIfNone(db, member.userId, id);
      const current = member.customerId ?? id;
      const company = await findCompany(db, member.accountId, id, current);
      if (!company) throw companyNotFound();
      return reply.code(201).send(company);
    },
  );

  app.get(
    '/v1/users/me/cost_centers',
    route('Cost centres of the current account (LIST_COST_CENTERS)', {
      response: { 200: CostCenterListSchema },
    }),
    async (request) => {
      const member = await requirePermission(request, 'LIST_COST_CENTERS');
      return { cost_centers: await listCostCenters(app.auth.db, member.accountId) };
    },
  );
};
