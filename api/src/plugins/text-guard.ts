import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { HttpError } from './errors.ts';

const badText = () => new HttpError(400, 'INVALID_TEXT', 'Запрос содержит недопустимые символы');

/** Text PostgreSQL can store and compare: no NUL character and no lone UTF-16 surrogate. */
export function isCleanText(value: string): boolean {
  return value.isWellFormed() && !value.includes('\0');
}

/** Whether any string inside a parsed JSON body (keys included) is not clean text. */
function holdsBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isCleanText(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => holdsBadText(item, depth + 1));
  // Only parsed JSON is walked: a streamed upload or a Buffer is not text.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.entries(value).some(
    ([key, item]) => !isCleanText(key) || holdsBadText(item, depth + 1),
  );
}

/**
 * One check at the API's edge for every route: a path or query that does not decode (a lone
 * surrogate or broken UTF-8) or holds a NUL byte, and a body string that does, answer 400
 * INVALID_TEXT before any route or database sees them.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(request.raw.url ?? '/');
    } catch {
      throw badText();
    }
    if (!isCleanText(decoded)) throw badText();
  });
  app.addHook('preValidation', async (request) => {
    if (holdsBadText(request.body)) throw badText();
  });
}

/**
 * The router's own refusals, in the API's error shape: a path that does not decode is the same
 * INVALID_TEXT as a query that does not.
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (
  error,
  _request,
  reply,
) => {
  // The router's reply type is generic over a route it did not find; it answers like any other.
  const answer = reply as unknown as FastifyReply;
  if (error.code === 'FST_ERR_BAD_URL') {
    const { statusCode, code, message } = badText();
    return void answer.status(statusCode).send({ code, message });
  }
  // A path segment longer than any slug or id names nothing: not found, like an unknown slug.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return void answer.status(404).send({ code: 'NOT_FOUND', message: 'Адрес не найден' });
  }
  return void answer.status(400).send({ code: 'BAD_REQUEST', message: error.message });
};
