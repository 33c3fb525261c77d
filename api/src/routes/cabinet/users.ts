import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../schemas/common.ts';
import {
  AccountUserListSchema,
  AccountUserSchema,
  PageQuerySchema,
  UpdateAccountUserRequestSchema,
} from '../../schemas/cabinet.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  findAccountOwner,
  listMemberPage,
  updateMemberRole,
} from '../../repositories/cabinet/members.ts';
import { requirePermission } from './member.ts';
import { errorAnswers, storeRoute } from '../store-route.ts';

const route = storeRoute('cabinet', errorAnswers(400, 401, 403, 404));

const userNotFound = () => new HttpError(404, 'USER_NOT_FOUND', 'Пользователь не найден');

/** Members of the current account and their roles. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/me/users',
    route('Users of the current account, paged (LIST_USERS)', {
      querystring: PageQuerySchema,
      response: { 200: AccountUserListSchema },
    }),
    async (request) => {
      const member = await requirePermission(request, 'LIST_USERS');
      const { db } = app.auth;
      const [owner, page] = await Promise.all([
        findAccountOwner(db, member.accountId),
        listMemberPage(db, member.accountId, request.query),
      ]);
      if (!owner) throw userNotFound();
      return { owner_user_id: owner, users: page.users, total_size: page.total, ...request.query };
    },
  );

  app.patch(
    '/v1/users/me/users/:id',
    route('Change a member’s role (MANAGE_USERS); the account owner’s role is fixed', {
      params: z.object({ id: z.string().max(64) }),
      body: UpdateAccountUserRequestSchema,
      response: { 200: AccountUserSchema, 409: ApiErrorSchema },
    }),
    async (request) => {
      const member = await requirePermission(request, 'MANAGE_USERS');
      const { db } = app.auth;
      if ((await findAccountOwner(db, member.accountId)) === request.params.id) {
        throw new HttpError(409, 'OWNER_ROLE_FIXED', 'Роль владельца аккаунта не меняется');
      }
      const user = await updateMemberRole(
        db,
        member.accountId,
        request.params.id,
        request.body.role,
      );
      if (!user) throw userNotFound();
      return user;
    },
  );
};
