import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NAME_FORMAT_MESSAGE,
  ProfileSchema,
  UpdateProfileRequestSchema,
  isValidPersonName,
  type Profile,
  type UpdateProfileRequest,
} from '../../schemas/user.ts';
import { ApiErrorSchema } from '../../schemas/common.ts';
import { HttpError } from '../../plugins/errors.ts';
import { requireUser } from '../../auth/plugin.ts';
import { findProfile, updateProfile, type ProfileRow } from '../../repositories/users/users.ts';
import { MarketHeaders } from '../market-headers.ts';

const NAME_FIELDS = ['last_name', 'first_name', 'middle_name'] as const;

function toProfile(row: ProfileRow): Profile {
  return { ...row, limit: null };
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
    {
      schema: {
        tags: ['user'],
        headers: MarketHeaders,
        summary: 'Profile of the signed-in user',
        response: { 200: ProfileSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const row = await findProfile(app.auth.db, requireUser(request).user_id);
      if (!row) throw notFound();
      return toProfile(row);
    },
  );

  app.patch(
    '/v1/users/me/profile',
    {
      schema: {
        tags: ['user'],
        headers: MarketHeaders,
        summary: 'Change the names (empty, or 2–30 Latin or Cyrillic letters, at most two words)',
        body: UpdateProfileRequestSchema,
        response: { 200: ProfileSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      assertNames(request.body);
      const row = await updateProfile(app.auth.db, requireUser(request).user_id, request.body);
      if (!row) throw notFound();
      return toProfile(row);
    },
  );
};
