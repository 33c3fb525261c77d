import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { UserContextSchema, type ContextCategory } from '../../schemas/user.ts';
import type { Currency } from '../../schemas/settings.ts';
import { HttpError } from '../../plugins/errors.ts';
import { requireUser } from '../../auth/plugin.ts';
import { findUserState, listAccounts, listCustomers } from '../../repositories/users/context.ts';
import { pricingForUser } from '../../repositories/cabinet/pricing.ts';
import { touchMembership } from '../../repositories/cabinet/accounts.ts';
import { permissionsOf } from '../cabinet/permissions.ts';
import { errorAnswers, storeRoute } from '../store-route.ts';

const route = storeRoute('user', errorAnswers(401));

/** Market data the context carries but this feature does not own. */
export interface ContextSources {
  currencies(request: FastifyRequest): Promise<{ base: Currency; display: Currency[] }>;
  categories(request: FastifyRequest): Promise<ContextCategory[]>;
}

export const contextRoutes: FastifyPluginAsyncZod<{ sources: ContextSources }> = async (
  app,
  { sources },
) => {
  app.get(
    '/v1/users/me/context',
    route('Accounts, customers, permissions, currencies and catalogue of the signed-in user', {
      response: { 200: UserContextSchema },
    }),
    async (request) => {
      const { user_id: userId } = requireUser(request);
      const state = await findUserState(app.auth.db, userId);
      if (!state) throw new HttpError(401, 'UNAUTHENTICATED', 'Пользователь не найден');
      const [accounts, customers, currencies, categories, pricing] = await Promise.all([
        listAccounts(app.auth.db, userId),
        listCustomers(app.auth.db, state.current_account_id),
        sources.currencies(request),
        sources.categories(request),
        pricingForUser(app.auth.db, userId),
        // The client loads the context on every page: the member's last activity in the account.
        touchMembership(app.auth.db, state.current_account_id, userId, app.auth.clock()),
      ]);
      return {
        main_account_id: state.main_account_id,
        current_account_id: state.current_account_id,
        current_customer_id: state.current_customer_id,
        base_currency: currencies.base,
        display_currencies: currencies.display,
        accounts,
        customers,
        permissions: permissionsOf(state.role),
        limit: pricing.limit && {
          amount: pricing.limit.amount,
          currency_code: pricing.limit.currency_code,
        },
        categories,
      };
    },
  );
};
