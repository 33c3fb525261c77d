import type { FastifyPluginAsync } from 'fastify';
import { contextRoutes, type ContextSources } from './context.ts';
import { profileRoutes } from './profile.ts';
import { sessionRoutes } from './sessions.ts';

export type { ContextSources };

/** /v1/users/me: the session, the profile and the context. */
export const usersRoutes: FastifyPluginAsync<{ sources: ContextSources }> = async (
  app,
  options,
) => {
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  await app.register(contextRoutes, { sources: options.sources });
};
