import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AuthConfig } from './config.ts';
import { readAuthConfig } from './config.ts';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import type { Database } from '../db/types.ts';
import type { Senders } from './delivery/types.ts';
import { createSenders } from './delivery/index.ts';
import { ACCESS_COOKIE } from './cookies.ts';
import { unauthenticated } from './failures.ts';
import { authenticate } from './session-service.ts';
import type { AuthenticatedSession } from '../repositories/auth/sessions.ts';

/**
 * What the sign-in, session and user routes share. Tests may replace `clock` on a built app.
 */
export interface AuthServices {
  db: Database;
  config: AuthConfig;
  clock: Clock;
  senders: Senders;
  log: FastifyBaseLogger;
}

export interface AuthPluginOptions {
  db: Database;
  config?: AuthConfig;
  clock?: Clock;
  /** Replaces the configured transports (tests). */
  senders?: Senders;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthServices;
  }
  interface FastifyRequest {
    /** The signed-in session; set for every /v1/users/me route that needs one. */
    currentUser: AuthenticatedSession | null;
  }
}

const PROTECTED_PREFIX = '/v1/users/me';
/** Session calls that work without a live access token. */
const OPEN_PATHS = new Set([
  '/v1/users/me/sessions/current:refresh',
  '/v1/users/me/sessions/current:terminate',
]);

function requestPath(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function isProtected(path: string): boolean {
  const underPrefix =
    path === PROTECTED_PREFIX ||
    path.startsWith(`${PROTECTED_PREFIX}/`) ||
    path.startsWith(`${PROTECTED_PREFIX}:`);
  return underPrefix && !OPEN_PATHS.has(path);
}

/** The signed-in session of a protected route (the hook has already answered 401 otherwise). */
export function requireUser(request: FastifyRequest): AuthenticatedSession {
  if (!request.currentUser) throw unauthenticated();
  return request.currentUser;
}

/**
 * Cookies, the shared services and the guard of /v1/users/me/**: a request there without a live
 * access token is answered 401 UNAUTHENTICATED, which makes the BFF refresh and retry.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    const config = options.config ?? readAuthConfig();
    const services: AuthServices = {
      db: options.db,
      config,
      clock: options.clock ?? systemClock,
      senders: { EMAIL: null, SMS: null },
      log: app.log,
    };
    // Read through the services so a test that swaps `app.auth.clock` moves every timestamp.
    const clock: Clock = () => services.clock();
    services.senders = options.senders ?? createSenders(config, options.db, clock, app.log);
    if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
    app.decorate('auth', services);
    app.decorateRequest('currentUser', null);
    app.addHook('onRequest', async (request) => {
      if (!isProtected(requestPath(request))) return;
      const session = await authenticate(app.auth, request.cookies[ACCESS_COOKIE]);
      if (!session) throw unauthenticated();
      request.currentUser = session;
    });
    if (config.production && config.delivery.devOutbox) {
      app.log.warn('DEV_OUTBOX is on in production: one-time codes are readable at /_dev/outbox');
    }
  },
  { name: 'store-auth' },
);
