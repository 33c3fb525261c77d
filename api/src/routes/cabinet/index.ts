import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './accounts.ts';
import { companyRoutes } from './companies.ts';
import { contractGrantRoutes } from './contract-grants.ts';
import { invitationRoutes } from './invitations.ts';
import { registryRoutes } from './registry.ts';
import { userRoutes } from './users.ts';

/**
 * The personal cabinet: accounts and customers, users and invitations, companies, cost centres
 * and the register lookup. Registered inside the account feature, behind its session guard.
 */
export const cabinetRoutes: FastifyPluginAsync = async (app) => {
  await app.register(accountRoutes);
  await app.register(userRoutes);
  await app.register(invitationRoutes);
  await app.register(companyRoutes);
  await app.register(registryRoutes);
  await app.register(contractGrantRoutes, { feedToken: process.env.FEED_TOKEN });
};
