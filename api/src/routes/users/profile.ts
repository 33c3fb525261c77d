import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NAME_FORMAT_MESSAGE,
  ProfileSchema,
  UpdateProfileRequestSchema,
  isValidPersonName,
  type Profile,
  type UpdateProfileRequest,
} from '../../schemas/user.ts';
import { HttpError } from '../../plugins/errors.ts';
import { requireUser } from '../../auth/plugin.ts';
import { findProfile, updateProfile, type ProfileRow } from '../../repositories/users/users.ts';
import { pricingForUser } from '../../repositories/cabinet/pricing.ts';
import type { Sql } from '../../db/types.ts';
import { errorAnswers, storeRoute } from '../store-route.ts';

const route = storeRoute('user', errorAnswers(401));
const changeRoute = storeRoute('user', errorAnswers(400, 401));

const NAME_FIELDS = ['last_name', 'first_name', 'middle_name'] as const;

/** The profile with the purchase or credit limit of the user's current customer. */
async function toProfile(db: Sql, userId: string, row: ProfileRow): Promise<Profile> {
  const { limit } = await pricingForUser(db, userId);
  return { ...row, limit: limit && { amount: limit.amount, currency_code: limit.currency_code } };
}

/** 400 «Некорректный формат» naming every field that breaks the spec's name rule. */
function assertNames(body: UpdateProfileRequest): void {
  const invalid = NAME_FIELDS.filter((field) => {
    const value = body[field];
    return value !== undefined && !isValidPersonName(value);
  });
  if (invalid.length > 0) {
    throw new HttpError(400, 'INVALID_NAME', NAME_FORMAT_MESSAGE, { fields: invalid });
  }
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const notFound = () => new HttpError(401, 'UNAUTHENTICATED', 'Пользователь не найден');

  app.get(
    '/v1/users/me/profile',
    route('Profile of the signed-in user', {
      response: { 200: ProfileSchema },
    }),
    async (request) => {
      const userId = requireUser(request).user_id;
      const row = await findProfile(app.auth.db, userId);
      if (!row) throw notFound();
      return toProfile(app.auth.db, userId, row);
    },
  );

  app.patch(
    '/v1/users/me/profile',
    changeRoute('Change the names (empty, or 2–30 Latin or Cyrillic letters, at most two words)', {
      body: UpdateProfileRequestSchema,
      response: { 200: ProfileSchema },
    }),
    async (request) => {
      assertNames(request.body);
      const userId = requireUser(request).user_id;
      const row = await updateProfile(app.auth.db, userId, request.body);
      if (!row) throw notFound();
      return toProfile(app.auth.db, userId, row);
    },
  );
};
