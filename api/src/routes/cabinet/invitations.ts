import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../schemas/common.ts';
import {
  AcceptInvitationRequestSchema,
  AcceptedInvitationSchema,
  CreateInvitationRequestSchema,
  InvitationParamsSchema,
  InvitationSchema,
  PendingInvitationListSchema,
  PendingInvitationSchema,
} from '../../schemas/cabinet.ts';
import { requireUser } from '../../auth/plugin.ts';
import { acceptInvitation, sendInvitation } from './invitation-service.ts';
import { requirePermission } from './member.ts';
import { pendingInvitations, resendInvitation, withdrawInvitation } from './invitation-admin.ts';
import { errorAnswers, storeRoute } from '../store-route.ts';

const route = storeRoute('cabinet', errorAnswers(400, 401, 403));

/**
 * Inviting people into the current account by e-mail, the pending invitations (list, resend,
 * revoke), and joining by the link.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/me/invitations',
    route('The invitations of the current account nobody has accepted yet (INVITE_USERS)', {
      response: { 200: PendingInvitationListSchema },
    }),
    async (request) => {
      const member = await requirePermission(request, 'INVITE_USERS');
      return pendingInvitations(app.auth, member);
    },
  );

  app.post(
    '/v1/users/me/invitations/:id(^[\\w-]+)::resend',
    route('E-mail a pending invitation again with a new link; the old link stops working', {
      params: InvitationParamsSchema,
      response: {
        200: PendingInvitationSchema,
        404: ApiErrorSchema,
        429: ApiErrorSchema,
        503: ApiErrorSchema,
      },
    }),
    async (request) => {
      const member = await requirePermission(request, 'INVITE_USERS');
      return resendInvitation(app.auth, member, request.params.id, request.market);
    },
  );

  app.delete(
    '/v1/users/me/invitations/:id',
    route('Revoke a pending invitation: its link joins nobody', {
      params: InvitationParamsSchema,
      response: { 204: z.null(), 404: ApiErrorSchema },
    }),
    async (request, reply) => {
      const member = await requirePermission(request, 'INVITE_USERS');
      await withdrawInvitation(app.auth, member, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/users/me/invitations',
    route('E-mail a single-use link that joins the current account as a guest (INVITE_USERS)', {
      body: CreateInvitationRequestSchema,
      response: {
        201: InvitationSchema,
        409: ApiErrorSchema,
        429: ApiErrorSchema,
        503: ApiErrorSchema,
      },
    }),
    async (request, reply) => {
      const member = await requirePermission(request, 'INVITE_USERS');
      const invitation = await sendInvitation(app.auth, member, request.body.email, request.market);
      return reply.code(201).send(invitation);
    },
  );

  app.post(
    '/v1/users/me/invitations::accept',
    route('Join the account of an invitation; the user must be signed in with the invited e-mail', {
      body: AcceptInvitationRequestSchema,
      response: { 200: AcceptedInvitationSchema, 404: ApiErrorSchema },
    }),
    async (request) => {
      return acceptInvitation(app.auth, requireUser(request).user_id, request.body.token);
    },
  );
};
