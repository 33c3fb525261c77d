import type { FastifyReply } from 'fastify';
import type { AuthConfig } from './config.ts';
import type { IssuedTokens } from './session-service.ts';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

function baseOptions(config: AuthConfig) {
  return { httpOnly: true, secure: config.cookieSecure, sameSite: 'lax', path: '/' } as const;
}

/** Both tokens travel only as HttpOnly cookies: page scripts never see them. */
export function setSessionCookies(reply: FastifyReply, config: AuthConfig, tokens: IssuedTokens) {
  const options = baseOptions(config);
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    ...options,
    maxAge: config.session.accessTtlSeconds,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...options,
    maxAge: config.session.refreshTtlSeconds,
  });
}

export function clearSessionCookies(reply: FastifyReply, config: AuthConfig) {
  const options = baseOptions(config);
  reply.clearCookie(ACCESS_COOKIE, options);
  reply.clearCookie(REFRESH_COOKIE, options);
}
