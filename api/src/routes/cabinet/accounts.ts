import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountListSchema,
  PageQuerySchema,
  SelectAccountRequestSchema,
  SelectCustomerRequestSchema,
  SelectionSchema,
} from '../../schemas/cabinet.ts';
import { HttpError } from '../../plugins/errors.ts';
import { listAccountPage, selectAccount } from '../../repositories/cabinet/accounts.ts';
import { selectCustomer } from '../../repositories/cabinet/companies.ts';
import { currentMember } from './member.ts';
import { errorAnswers, storeRoute } from '../store-route.ts';

const route = storeRoute('cabinet', errorAnswers(400, 401, 404));

/** The user's accounts and the switch of account and customer behind every later price. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/me/account',
    route('Accounts the user belongs to, the main one first, paged', {
      querystring: PageQuerySchema,
      response: { 200: AccountListSchema },
    }),
    async (request) => {
      const member = await currentMember(request);
      const page = await listAccountPage(app.auth.db, member.userId, request.query);
      return { accounts: page.accounts, total_size: page.total, ...request.query };
    },
  );

  app.post(
    '/v1/users/me::select_account',
    route('Work in another account of the user; its first company becomes the customer', {
      body: SelectAccountRequestSchema,
      response: { 200: SelectionSchema },
    }),
    async (request) => {
      const { userId } = await currentMember(request);
      const selection = await selectAccount(app.auth.db, userId, request.body.account_id);
      if (!selection) throw new HttpError(404, 'ACCOUNT_NOT_FOUND', 'Аккаунт не найден');
      return selection;
    },
  );

  app.post(
    '/v1/users/me::select_customer',
    route('Buy for another company of the current account: prices and delivery follow it', {
      body: SelectCustomerRequestSchema,
      response: { 200: SelectionSchema },
    }),
    async (request) => {
      const member = await currentMember(request);
      const { customer_id: customerId } = request.body;
      if (!(await selectCustomer(app.auth.db, member.userId, customerId))) {
        throw new HttpError(404, 'CUSTOMER_NOT_FOUND', 'Контрагент не найден');
      }
      return { current_account_id: member.accountId, current_customer_id: customerId };
    },
  );
};
