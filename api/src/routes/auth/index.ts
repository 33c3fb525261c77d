import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CaptchaChallengeSchema,
  GenerateOtpRequestSchema,
  GenerateOtpResponseSchema,
  VerifyOtpRequestSchema,
  VerifyOtpResponseSchema,
} from '../../schemas/auth.ts';
import { ApiErrorSchema } from '../../schemas/common.ts';
import { newChallenge } from '../../auth/captcha.ts';
import { setSessionCookies } from '../../auth/cookies.ts';
import { HttpError } from '../../plugins/errors.ts';
import { requestCode } from '../../auth/otp-service.ts';
import { verifyCode } from '../../auth/verify-service.ts';
import { devOutboxRoutes } from './dev-outbox.ts';
import { MarketHeaders } from '../market-headers.ts';
import { mergeVisitorCartAtSignIn } from '../cart/owner.ts';

/** Sign-in by one-time code: captcha challenge, code request and code verification. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/auth/captcha',
    {
      schema: {
        tags: ['auth'],
        headers: MarketHeaders,
        summary: 'A proof-of-work challenge for the ALTCHA widget (needed for SMS codes)',
        response: { 200: CaptchaChallengeSchema, 503: ApiErrorSchema },
      },
    },
    async (_request, reply) => {
      const { captcha } = app.auth.config;
      if (!captcha.hmacKey) {
        throw new HttpError(503, 'SIGN_IN_UNAVAILABLE', 'Капча не настроена');
      }
      reply.header('cache-control', 'no-store');
      const challenge = await newChallenge(
        { ...captcha, hmacKey: captcha.hmacKey },
        app.auth.clock(),
      );
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },
  );

  app.post(
    '/v1/auth/generate_otp',
    {
      schema: {
        tags: ['auth'],
        headers: MarketHeaders,
        summary: 'Send a one-time code by e-mail or SMS',
        body: GenerateOtpRequestSchema,
        response: {
          200: GenerateOtpResponseSchema,
          400: ApiErrorSchema,
          409: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const retryTimeout = await requestCode(app.auth, {
        transport: request.body.transport,
        userIdentity: request.body.user_identity,
        clientIp: request.ip,
        captcha: request.body.captcha,
      });
      return { retry_timeout: retryTimeout };
    },
  );

  app.post(
    '/v1/auth/verify_otp',
    {
      schema: {
        tags: ['auth'],
        headers: MarketHeaders,
        summary: 'Check a one-time code; signs in (or registers) and sets the session cookies',
        body: VerifyOtpRequestSchema,
        response: {
          200: VerifyOtpResponseSchema,
          400: ApiErrorSchema,
          429: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const signIn = await verifyCode(app.auth, {
        userIdentity: request.body.user_identity,
        otp: request.body.otp,
        fingerprint: request.body.fingerprint,
        clientIp: request.ip,
      });
      setSessionCookies(reply, app.auth.config, signIn.tokens);
      await mergeVisitorCartAtSignIn(request, reply, signIn.tokens.accessToken);
      return {
        access_token_expires: signIn.tokens.accessExpiresAt.toISOString(),
        is_registration: signIn.isRegistration,
      };
    },
  );

  if (app.auth.config.delivery.devOutbox) await app.register(devOutboxRoutes);
};
