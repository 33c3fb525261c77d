import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RefreshSessionRequestSchema, RefreshSessionResponseSchema } from '../../schemas/auth.ts';
import { ApiErrorSchema } from '../../schemas/common.ts';
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  clearSessionCookies,
  setSessionCookies,
} from '../../auth/cookies.ts';
import { refreshSession, terminateSession } from '../../auth/session-service.ts';
import { MarketHeaders } from '../market-headers.ts';
import { allowEmptyJsonBody } from '../../auth/empty-json.ts';

/** The current session: refresh (rotates the tokens) and terminate (sign out). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  allowEmptyJsonBody(app);
  app.post(
    '/v1/users/me/sessions/current::refresh',
    {
      schema: {
        tags: ['session'],
        headers: MarketHeaders,
        summary: 'Swap the refresh cookie for a new token pair (same device fingerprint only)',
        body: RefreshSessionRequestSchema,
        response: { 200: RefreshSessionResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const tokens = await refreshSession(
        app.auth,
        request.cookies[REFRESH_COOKIE],
        request.body.fingerprint,
      ).catch((error: unknown) => {
        // A refresh that fails leaves the browser signed out: drop the dead cookies too.
        clearSessionCookies(reply, app.auth.config);
        throw error;
      });
      setSessionCookies(reply, app.auth.config, tokens);
      return { access_token_expires: tokens.accessExpiresAt.toISOString() };
    },
  );

  app.post(
    '/v1/users/me/sessions/current::terminate',
    {
      schema: {
        tags: ['session'],
        headers: MarketHeaders,
        summary: 'Sign out: revoke the session and clear its cookies',
      },
    },
    async (request, reply) => {
      await terminateSession(app.auth, {
        accessToken: request.cookies[ACCESS_COOKIE],
        refreshToken: request.cookies[REFRESH_COOKIE],
      });
      clearSessionCookies(reply, app.auth.config);
      return reply.code(204).send();
    },
  );
};
