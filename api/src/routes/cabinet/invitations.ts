import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../schemas/common.ts';
import {
  AcceptInvitationRequestSchema,
  AcceptedInvitationSchema,
  CreateInvitationRequestSchema,
  InvitationSchema,
} from '../../schemas/cabinet.ts';
import { MarketHeaders } from '../market-headers.ts';
import { requireUser } from '../../auth/plugin.ts';
import { acceptInvitation, sendInvitation } from './invitation-service.ts';
import { requirePermission } from './member.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/** Inviting people into the current account by e-mail, and joining by the link. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/users/me/invitations',
    {
      schema: {
        tags: ['cabinet'],
        headers: MarketHeaders,
        summary:
          'E-mail a single-use link that joins the current account as a guest (INVITE_USERS)',
        body: CreateInvitationRequestSchema,
        response: {
          201: InvitationSchema,
          ...errors,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const member = await requirePermission(request, 'INVITE_USERS');
      const invitation = await sendInvitation(app.auth, member, request.body.email, request.market);
      return reply.code(201).send(invitation);
    },
  );

  app.post(
    '/v1/users/me/invitations::accept',
    {
      schema: {
        tags: ['cabinet'],
        headers: MarketHeaders,
        summary:
          'Join the account of an invitation; the user must be signed in with the invited e-mail',
        body: AcceptInvitationRequestSchema,
        response: { 200: AcceptedInvitationSchema, ...errors, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      return acceptInvitation(app.auth, requireUser(request).user_id, request.body.token);
    },
  );
};
